import { TablePagination } from '@mui/material';
import type { Paged } from '../../domain/api/common';

/** Paging of a server-paged list: the server's page size and current page (1-based). */
export const ServerPagination = ({
  result,
  onPage,
}: {
  result: Paged<unknown>;
  onPage(page: number): void;
}) => (
  <TablePagination
    component="div"
    count={result.total}
    page={result.current_page - 1}
    rowsPerPage={result.per_page}
    rowsPerPageOptions={[result.per_page]}
    onPageChange={(_, page) => onPage(page + 1)}
  />
);
