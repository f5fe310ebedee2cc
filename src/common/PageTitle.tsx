import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The page heading, also shown in the app bar and the browser tab. */
export const PageTitle = ({ title, actions }: { title: string; actions?: ReactNode }) => (
  <Stack
    direction="row"
    spacing={2}
    sx={{ alignItems: 'center', justifyContent: 'space-between', my: 2 }}
  >
    <Title title={title} />
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    {actions}
  </Stack>
);
