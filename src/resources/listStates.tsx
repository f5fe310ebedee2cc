import { Alert, Typography } from '@mui/material';
import { Pagination } from 'react-admin';
import { SCROLL_X } from '../common/scrollX';

/**
 * What every list shows besides its rows, in one place: the text in the table's place when it
 * has no row, the alert in its place when it cannot load, and the paging of a list whose page
 * size the server or a filter decides.
 */
export const ListEmptyText = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
    {text}
  </Typography>
);

/** A failed load (an alert), in the table's place. */
export const ListErrorAlert = ({ text }: { text: string }) => (
  <Alert severity="error" sx={{ m: 2 }}>
    {text}
  </Alert>
);

/** No rows-per-page choice: the page size is not the reader's to pick. */
export const FixedPagination = () => <Pagination rowsPerPageOptions={[]} />;

/** A failure is said in the list's place (ListErrorAlert); no snackbar besides. */
export const QUIET_ERRORS = { onError: () => undefined } as const;

/**
 * For a <List>'s `sx`: its content scrolls sideways inside its card instead of widening the
 * page; set on the List itself, whose own rule for the content (`overflow: inherit`) it must
 * outweigh.
 */
export const LIST_SCROLL_X = { '& .RaList-content': SCROLL_X } as const;
