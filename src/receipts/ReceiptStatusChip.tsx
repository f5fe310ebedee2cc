import { Chip } from '@mui/material';
import type { ReceiptStatus } from '../../domain/receipts';
import { useT } from '../common/useT';

const COLORS = { '0': 'warning', '1': 'success', '2': 'error' } as const;

/** 'Menunggu Konfirmasi' (0), 'Sudah Konfirmasi' (1), 'Tidak Disetujui' (2). */
export const ReceiptStatusChip = ({ status }: { status: ReceiptStatus }) => {
  const t = useT();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === '0' ? 'outlined' : 'filled'}
      label={t(`app.paymentHistory.status.${status}`)}
    />
  );
};
