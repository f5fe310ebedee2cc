import type { MouseEvent } from 'react';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { useT } from '../common/useT';

interface Options<R extends RaRecord> {
  /** The checkbox's accessible name, e.g. 'Pilih AOG0000101': react-admin names them all alike. */
  label: (record: R, t: ReturnType<typeof useT>) => string;
  /** Rows that may not be chosen keep a disabled checkbox. */
  isSelectable?: (record: R) => boolean;
}

/**
 * A DataTable body whose rows are chosen by a checkbox named after the record, or by a click on
 * the row; the selection itself stays react-admin's (shift-click picks a range).
 */
export const namedRowsBody = <R extends RaRecord>({ label, isSelectable }: Options<R>) => {
  const Row = ({ children, className, sx }: DataTableRowProps) => {
    const t = useT();
    const record = useRecordContext<R>();
    const { handleToggleItem } = useDataTableCallbacksContext();
    const selected = useDataTableSelectedIdsContext()?.includes(record?.id ?? '') ?? false;
    if (!record) return null;
    const selectable = isSelectable?.(record) ?? true;
    const toggle = (event: MouseEvent) => {
      event.stopPropagation();
      if (selectable) handleToggleItem?.(record.id, event as MouseEvent<HTMLInputElement>);
    };
    return (
      <TableRow
        hover
        selected={selected}
        onClick={toggle}
        className={`${className ?? ''} ${selectable ? DataTableClasses.clickableRow : ''}`}
        sx={sx}
      >
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            disabled={!selectable}
            onClick={toggle}
            slotProps={{ input: { 'aria-label': label(record, t) } }}
          />
        </TableCell>
        {children}
      </TableRow>
    );
  };
  const Body = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
  return Body;
};
