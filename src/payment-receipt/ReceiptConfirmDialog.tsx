import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useGetOne, useResourceContext } from 'react-admin';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { useT } from '../common/useT';
import { ReceiptBankLine } from '../bank-statement';
import { DuplicateProofs } from './DuplicateProofs';
import { ReceiptConfirmForm } from './ReceiptConfirmForm';
import { ReceiptProof } from './ReceiptProof';
import { KuitansiDownload } from '../receipts/KuitansiDownload';
import { ReceiptRowsTable } from '../receipts/ReceiptRowsTable';
import { NARROW_SCREEN } from '../resources/ResponsiveDataTable';
import { receiptRows, receiptWithRows } from '../receipts/receiptDetail';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';
import { useDecideReceipt } from './useDecideReceipt';

/** 'Rincian' shows 5 rows a page. */
const RINCIAN_ROWS_PER_PAGE = 5;
/**
 * 'Rincian' as cards wherever its panel is narrow: on a narrow screen, and from the `lg`
 * breakpoint (1200 px) on, where the panel shares the dialog with the form beside it.
 */
const BESIDE_THE_FORM = `${NARROW_SCREEN}, (min-width:1200px)`;

/**
 * 'Konfirmasi Pembayaran': the proof and the registrations of one receipt, and below them the
 * 'Form Konfirmasi' (for a rejected receipt, the edit form with 0 and 1).
 */
export const ReceiptConfirmDialog = ({ id, onClose }: { id: string; onClose(): void }) => {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const resource = useResourceContext();
  const query = useGetOne<ReceiptDetail>(resource ?? '', { id: Number(id) });
  // Until getOne answers, the cache may hold the list's summary: enough for the title only.
  const receipt = query.isError ? undefined : receiptWithRows(query.data);
  const title =
    query.data?.status === '2'
      ? t('app.confirmation.dialog.editTitle')
      : t('app.confirmation.dialog.title');
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="receipt-dialog-title"
    >
      <DialogTitle id="receipt-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {!receipt && !query.isError && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        )}
        {query.isError && <Alert severity="error">{t('app.confirmation.dialog.notFound')}</Alert>}
        {receipt && <ReceiptBody receipt={receipt} onClose={onClose} />}
      </DialogContent>
      {!receipt && (
        <DialogActions>
          <Button onClick={onClose}>{t('app.confirmation.dialog.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
};

const ReceiptBody = ({ receipt, onClose }: { receipt: ReceiptDetail; onClose(): void }) => {
  const t = useT();
  const [tab, setTab] = useState<'proof' | 'rows'>('proof');
  const decide = useDecideReceipt(receipt.id, onClose);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{receipt.inv_name}</Typography>
        <ReceiptStatusChip status={receipt.status} />
        <Typography variant="body2" color="text.secondary">
          {receipt.branch.name} · {t('app.confirmation.dialog.uploadedAt')}{' '}
          {formatDateTime(receipt.created_at)}
        </Typography>
      </Stack>
      <KuitansiDownload receipt={receipt} />
      <ReceiptBankLine kind={receipt.kind} receiptId={receipt.id} />
      <DuplicateProofs receipt={receipt} />
      {/* On a wide screen the form sits beside the proof, both in view without scrolling. */}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Tabs value={tab} onChange={(_, value: 'proof' | 'rows') => setTab(value)}>
            <Tab value="proof" label={t('app.confirmation.dialog.proofTab')} />
            <Tab value="rows" label={t('app.confirmation.dialog.detailTab')} />
          </Tabs>
          <Box
            role="tabpanel"
            // Both tabs take the proof's height, so the dialog does not jump between them.
            sx={{ pt: 2, minHeight: { md: 'min(470px, 62vh)' } }}
            aria-label={t(
              tab === 'proof'
                ? 'app.confirmation.dialog.proofTab'
                : 'app.confirmation.dialog.detailTab',
            )}
          >
            {tab === 'proof' ? (
              <ReceiptProof receipt={receipt} />
            ) : (
              <ReceiptRowsTable
                rows={receiptRows(receipt)}
                perPage={RINCIAN_ROWS_PER_PAGE}
                label={t('app.confirmation.dialog.detailTab')}
                withId
                cardsWhen={BESIDE_THE_FORM}
              />
            )}
          </Box>
        </Box>
        <Box sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0 }}>
          {/* A new status changes the options: start the form afresh. */}
          <ReceiptConfirmForm
            key={receipt.status}
            receipt={receipt}
            decide={decide}
            onClose={onClose}
          />
        </Box>
      </Stack>
    </Stack>
  );
};
