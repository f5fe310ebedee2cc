import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReceiptStatus } from '../../domain/receipts';
import { useT } from '../common/useT';
import type { HistoryFilter } from './historyFilter';

const OPTIONS = [
  { value: 'all', label: 'all' },
  { value: '0', label: 'waiting' },
  { value: '1', label: 'confirmed' },
  { value: '2', label: 'rejected' },
] as const;

/** Status (default 'Menunggu Konfirmasi') and upload day; a change returns to page 1. */
export const HistoryFilters = ({
  filter,
  onChange,
}: {
  filter: HistoryFilter;
  onChange(next: HistoryFilter): void;
}) => {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        label={t('app.paymentHistory.filter.status')}
        value={filter.status || 'all'}
        onChange={(event) =>
          onChange({
            ...filter,
            page: 1,
            status: event.target.value === 'all' ? '' : (event.target.value as ReceiptStatus),
          })
        }
        sx={{ width: { xs: '100%', sm: 260 } }}
        size="small"
      >
        {OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(`app.paymentHistory.filter.${option.label}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('app.paymentHistory.filter.date')}
        value={filter.date}
        onChange={(event) => onChange({ ...filter, page: 1, date: event.target.value })}
        size="small"
        sx={{ width: { xs: '100%', sm: 200 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
};
