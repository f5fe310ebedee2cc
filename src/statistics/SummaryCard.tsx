import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { formatRupiah } from '../../domain/money';

/** A named figure with its icon; money shows as rupiah. */
export const SummaryCard = ({
  label,
  value,
  icon,
  currency = false,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  currency?: boolean;
}) => (
  <Card sx={{ height: '100%' }} role="group" aria-label={label}>
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.dark', width: 48, height: 48 }}>
          {icon}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value === undefined ? (
              <Skeleton width={48} />
            ) : currency ? (
              formatRupiah(value)
            ) : (
              value.toLocaleString('id-ID')
            )}
          </Typography>
        </Stack>
      </Stack>
    </CardContent>
  </Card>
);
