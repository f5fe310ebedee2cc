import { Skeleton, TableCell, TableRow } from '@mui/material';

interface Props {
  /** How many columns the placeholder rows span. */
  columns: number;
  loading: boolean;
  /** True once loaded with no rows. */
  empty: boolean;
  emptyText: string;
}

/** Placeholder rows while a table's data loads, and one line saying so when it has none. */
export const TableRowsState = ({ columns, loading, empty, emptyText }: Props) => {
  if (loading) {
    return Array.from({ length: 5 }, (_, i) => (
      <TableRow key={i}>
        <TableCell colSpan={columns}>
          <Skeleton />
        </TableCell>
      </TableRow>
    ));
  }
  if (!empty) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {emptyText}
      </TableCell>
    </TableRow>
  );
};
