import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { GeneratedId, IdOrder } from '../../domain/api/ids';
import { formatDate } from '../../domain/dates';
import { TableRowsState } from '../common/TableRowsState';
import { useT } from '../common/useT';
import { IdStatusChip, IdTypeBadge } from './IdChips';

export interface IdSelection {
  selected: ReadonlySet<string>;
  /** Adds (checked) or removes IDs from the selection. */
  onSelect: (ids: string[], checked: boolean) => void;
}

interface Props {
  /** 'central' (/generate-id: selectable, with branch) or 'branch' (/id-aog-mog: read-only). */
  view: 'central' | 'branch';
  rows: GeneratedId[] | undefined;
  order: IdOrder;
  onOrder: (order: IdOrder) => void;
  selection?: IdSelection;
}

/** Only an ID that no branch has yet can be chosen for 'Pilih Cabang'. */
export const isSelectable = (row: GeneratedId) => row.branch === null;

export const IdTable = ({ view, rows, order, onOrder, selection }: Props) => {
  const t = useT();
  const columns = view === 'central' ? 4 + (selection ? 1 : 0) : 4;
  const selectable = (rows ?? []).filter(isSelectable).map((row) => row.generate_id);
  const chosen = selectable.filter((id) => selection?.selected.has(id)).length;
  return (
    // Sized by its card, not by its rows: on a tablet the table scrolls instead of the page.
    <TableContainer sx={{ contain: 'inline-size' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectable.length > 0 && chosen === selectable.length}
                  indeterminate={chosen > 0 && chosen < selectable.length}
                  disabled={selectable.length === 0}
                  onChange={(e) => selection.onSelect(selectable, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('app.ids.selectAll') } }}
                />
              </TableCell>
            )}
            <TableCell sortDirection={order}>
              <TableSortLabel
                active
                direction={order}
                onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
              >
                {t('app.ids.columns.id')}
              </TableSortLabel>
            </TableCell>
            {view === 'central' ? (
              <>
                <TableCell>{t('app.ids.columns.status')}</TableCell>
                <TableCell>{t('app.ids.columns.branch')}</TableCell>
                <TableCell>{t('app.ids.columns.type')}</TableCell>
              </>
            ) : (
              <>
                <TableCell>{t('app.ids.columns.type')}</TableCell>
                <TableCell>{t('app.ids.columns.status')}</TableCell>
                <TableCell>{t('app.ids.columns.assignedAt')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRowsState
            columns={columns}
            loading={!rows}
            empty={rows?.length === 0}
            emptyText={t('app.ids.empty')}
          />
          {rows?.map((row) => (
            <TableRow
              key={row.generate_id}
              hover
              selected={selection?.selected.has(row.generate_id)}
            >
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(row.generate_id)}
                    disabled={!isSelectable(row)}
                    onChange={(e) => selection.onSelect([row.generate_id], e.target.checked)}
                    slotProps={{
                      input: { 'aria-label': t('app.ids.selectRow', { id: row.generate_id }) },
                    }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                {row.generate_id}
              </TableCell>
              {view === 'central' ? (
                <>
                  <TableCell>
                    <IdStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.branch?.name ?? t('app.ids.unassigned')}</TableCell>
                  <TableCell>
                    <IdTypeBadge type={row.type} />
                  </TableCell>
                </>
              ) : (
                <>
                  <TableCell>
                    <IdTypeBadge type={row.type} />
                  </TableCell>
                  <TableCell>
                    <IdStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.assigned_at ? formatDate(row.assigned_at) : '-'}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
