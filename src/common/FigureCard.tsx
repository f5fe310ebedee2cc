import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { formatRupiah } from '../../domain/money';
import { formatNumber } from '../../domain/numbers';

interface Props {
  label: string;
  /** undefined while loading: a skeleton keeps the card's size. */
  value: number | undefined;
  icon: ReactNode;
  /** A line under the figure (a breakdown, say); undefined shows a skeleton, absent nothing. */
  detail?: string | undefined;
  color?: 'primary' | 'warning' | 'success' | 'error' | 'info';
  /** Money shows as rupiah. */
  currency?: boolean;
  /** 'large' for the few headline figures of a page. */
  size?: 'large' | 'medium';
}

/** A named figure with its icon, used by the dashboards and the statistics. */
export const FigureCard = ({
  label,
  value,
  icon,
  color = 'primary',
  currency = false,
  size = 'medium',
  ...rest
}: Props) => {
  const large = size === 'large';
  return (
    <Card sx={{ height: '100%' }} role="group" aria-label={label}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            sx={{
              bgcolor: `${color}.light`,
              color: `${color}.dark`,
              width: large ? 56 : 48,
              height: large ? 56 : 48,
            }}
          >
            {icon}
          </Avatar>
          <Stack sx={{ minWidth: 0 }}>
            {/* The label wraps rather than being cut ('Menunggu Konfirmasi' at 1280 px). */}
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant={large ? 'h4' : 'h5'} component="p" sx={{ fontWeight: 700 }}>
              {value === undefined ? (
                <Skeleton width={48} />
              ) : currency ? (
                formatRupiah(value)
              ) : (
                formatNumber(value, 3)
              )}
            </Typography>
            {'detail' in rest && (
              <Typography variant="caption" color="text.secondary">
                {rest.detail ?? <Skeleton width={140} />}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
