import { Chip } from '@mui/material';
import type { ReceiptStatus } from '../../domain/receipts';
import { useT } from '../common/useT';

const COLOR = { '0': 'warning', '1': 'success', '2': 'error' } as const;

export const ReceiptStatusChip = ({ status }: { status: ReceiptStatus }) => {
  const t = useT();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === '0' ? 'outlined' : 'filled'}
      label={t(`app.confirmation.status.${status}`)}
    />
  );
};
