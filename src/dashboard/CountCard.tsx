import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';

interface Props {
  label: string;
  value: number | undefined;
  detail: string | undefined;
  icon: ReactNode;
  color: 'warning' | 'success' | 'error' | 'info';
}

export const CountCard = ({ label, value, detail, icon, color }: Props) => (
  <Card sx={{ height: '100%' }} role="group" aria-label={label}>
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: `${color}.light`, color: `${color}.dark`, width: 56, height: 56 }}>
          {icon}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value ?? <Skeleton width={48} />}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {detail ?? <Skeleton width={140} />}
          </Typography>
        </Stack>
      </Stack>
    </CardContent>
  </Card>
);
