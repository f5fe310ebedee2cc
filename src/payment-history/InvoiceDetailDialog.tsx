import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetOne, useResourceContext } from 'react-admin';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { useAuthedImage } from '../common/useAuthedImage';
import { useT } from '../common/useT';
import { KuitansiDownload } from '../receipts/KuitansiDownload';
import { ReceiptRowsTable } from '../receipts/ReceiptRowsTable';
import { receiptRows, receiptWithRows } from '../receipts/receiptDetail';
import { useReceiptKind } from '../receipts/receiptKind';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';

/** The invoice detail shows 15 rows a page. */
const INVOICE_ROWS_PER_PAGE = 15;

/** 'Detail Invoice': the proof image and the rows the receipt was made for. */
export const InvoiceDetailDialog = ({ id, onClose }: { id: string; onClose(): void }) => {
  const t = useT();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resource = useResourceContext();
  const kind = useReceiptKind();
  const detail = useGetOne<ReceiptDetail>(resource ?? '', { id: Number(id) });
  const status = (detail.error as { status?: number } | null)?.status;
  // Until getOne answers, the cache may hold the list's summary, without the rows.
  const receipt = detail.isError ? undefined : receiptWithRows(detail.data);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="invoice-detail-title"
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id="invoice-detail-title">
        {t(
          kind === 'upgrade'
            ? 'app.paymentHistory.detail.titleUpgrade'
            : 'app.paymentHistory.detail.title',
        )}
      </DialogTitle>
      <DialogContent dividers>
        {!receipt && !detail.isError && <Skeleton variant="rectangular" height={240} />}
        {detail.isError && (
          <Alert severity="error">
            {status !== undefined && [400, 403, 404, 422].includes(status)
              ? t('app.paymentHistory.detail.notFound')
              : t('app.errors.somethingWentWrong')}
          </Alert>
        )}
        {receipt && <DetailBody receipt={receipt} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('app.paymentHistory.detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const DetailBody = ({ receipt }: { receipt: ReceiptDetail }) => {
  const t = useT();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 5, md: 4 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="p">
            {receipt.inv_name}
          </Typography>
          <Box>
            <ReceiptStatusChip status={receipt.status} />
          </Box>
          <Fact
            label={t('app.paymentHistory.list.uploadedAt')}
            value={formatDateTime(receipt.created_at)}
          />
          <Fact label={t('app.paymentHistory.list.countAog')} value={String(receipt.count_aog)} />
          <Fact label={t('app.paymentHistory.list.countMog')} value={String(receipt.count_mog)} />
          <Fact
            label={t('app.paymentHistory.list.total')}
            value={formatRupiah(receipt.total_biaya)}
          />
          <KuitansiDownload receipt={receipt} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, sm: 7, md: 8 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('app.paymentHistory.detail.proof')}
        </Typography>
        <ProofImage url={receipt.image} invoice={receipt.inv_name} />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('app.paymentHistory.detail.rows')}
        </Typography>
        <ReceiptRowsTable
          rows={receiptRows(receipt)}
          perPage={INVOICE_ROWS_PER_PAGE}
          label={t('app.paymentHistory.detail.rows')}
        />
      </Grid>
    </Grid>
  );
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body1">{value}</Typography>
  </Box>
);

const ProofImage = ({ url, invoice }: { url: string; invoice: string }) => {
  const t = useT();
  const image = useAuthedImage(url || null);
  if (image.isError) {
    return <Alert severity="warning">{t('app.paymentHistory.detail.proofError')}</Alert>;
  }
  if (!image.src) return <Skeleton variant="rectangular" height={360} />;
  return (
    <Box
      component="a"
      href={image.src}
      target="_blank"
      rel="noopener"
      sx={{
        display: 'block',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="img"
        src={image.src}
        alt={t('app.paymentHistory.detail.proofAlt', { invoice })}
        sx={{ width: '100%', height: 360, objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
};
