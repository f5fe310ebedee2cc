import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Grid } from '@mui/material';

/** One titled card of the member form, its fields on a grid. */
export const FormCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardHeader
      title={title}
      slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontWeight: 700 } } }}
      sx={{ pb: 0 }}
    />
    <CardContent>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </CardContent>
  </Card>
);

/**
 * A field's place on the card's grid: half the width on a laptop, the whole on a tablet or
 * phone (where the side menu leaves too little room for two columns of labels).
 */
export const Cell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={wide ? 12 : { xs: 12, md: 6 }}>{children}</Grid>
);
