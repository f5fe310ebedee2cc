import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Skeleton, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import type { ReceiptKind } from '../../domain/receipts';
import { formatDayNumeric } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import type { BankStatementApi } from './bankStatementApi';

/**
 * In 'Konfirmasi Pembayaran': the bank statement's line matched to the receipt (day, description,
 * amount), or 'Belum ada di mutasi bank', so the reviewer sees whether the money arrived.
 */
export const ReceiptBankLine = ({ kind, receiptId }: { kind: ReceiptKind; receiptId: number }) => {
  const { canAccess } = useCanAccess({ resource: 'bank-statement', action: 'list' });
  return canAccess ? <MatchedLine kind={kind} receiptId={receiptId} /> : null;
};

const MatchedLine = ({ kind, receiptId }: { kind: ReceiptKind; receiptId: number }) => {
  const t = useT();
  const api = useApi<BankStatementApi>();
  const query = useQuery({
    queryKey: ['bank-statement', 'receipt', kind, receiptId],
    queryFn: ({ signal }) => api.getReceiptBankLine(kind, receiptId, signal).then((a) => a.data),
  });
  if (query.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={72}
        aria-label={t('app.bankStatement.receiptLine.loading')}
      />
    );
  }
  if (query.isError) {
    return <Alert severity="warning">{t('app.bankStatement.receiptLine.failed')}</Alert>;
  }
  const line = query.data;
  if (!line) {
    return (
      <Alert severity="info" role="status">
        {t('app.bankStatement.receiptLine.none')}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="group" aria-label={t('app.bankStatement.receiptLine.title')}>
      <AlertTitle>{t('app.bankStatement.receiptLine.title')}</AlertTitle>
      <Typography variant="body2">
        {formatDayNumeric(line.tanggal)} · {formatRupiah(line.kredit)}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {line.keterangan}
      </Typography>
    </Alert>
  );
};
