import type { MouseEvent, ReactNode } from 'react';
import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useListContext,
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

/**
 * A checkbox that takes every row of the list, not only the page shown (up to `limit`), e.g.
 * when one transfer pays for all the rows waiting.
 */
export const allRowsCheckbox = ({
  label,
  limit,
}: {
  label: (t: ReturnType<typeof useT>) => string;
  limit: number;
}) => {
  const SelectAll = () => {
    const t = useT();
    const { selectedIds, total = 0, onSelectAll, onUnselectItems } = useListContext();
    const all = total > 0 && selectedIds.length >= Math.min(total, limit);
    return (
      <Checkbox
        checked={all}
        indeterminate={selectedIds.length > 0 && !all}
        disabled={total === 0}
        onChange={() => (all ? onUnselectItems() : onSelectAll({ limit }))}
        slotProps={{ input: { 'aria-label': label(t) } }}
      />
    );
  };
  return SelectAll;
};

/** A DataTable header whose checkbox is `allRowsCheckbox`. */
export const allRowsHead = (options: Parameters<typeof allRowsCheckbox>[0]) => {
  const SelectAll = allRowsCheckbox(options);
  const Head = ({ children }: { children?: ReactNode }) => (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
          <SelectAll />
        </TableCell>
        {children}
      </TableRow>
    </TableHead>
  );
  return Head;
};
