import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';

interface Props {
  title: string;
  /** Beside the title, e.g. how many IDs are chosen. */
  aside?: ReactNode;
  /** A failed load: shown instead of the table. */
  error?: string;
  fetching: boolean;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** An ID list: its title with the total, the table, and the pages. */
export const IdListCard = ({ title, aside, error, fetching, page, lastPage, ...rest }: Props) => (
  <Card>
    <Box sx={{ height: 4 }}>{fetching && <LinearProgress />}</Box>
    <CardContent>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {aside}
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : rest.children}
      {lastPage > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={lastPage}
          page={Math.min(page, lastPage)}
          onChange={(_, next) => rest.onPage(next)}
          color="primary"
          showFirstButton
          showLastButton
        />
      )}
    </CardContent>
  </Card>
);
