import { DataTable } from 'react-admin';
import { formatDate } from '../../domain/dates';
import type { useT } from '../common/useT';
import { IdStatusChip, IdTypeBadge } from './IdChips';
import type { IdRecord } from './idEndpoints';

/** The ID column: the IDs line up in a fixed-width font. */
const ID_CELL = { fontFamily: 'monospace', fontSize: 14 } as const;

/**
 * The columns both ID lists draw from, each list in its own order. Elements, not components:
 * DataTable reads its columns from its direct children.
 */
export const idColumns = (t: ReturnType<typeof useT>) => ({
  id: (
    <DataTable.Col<IdRecord>
      key="id"
      source="id"
      label={t('app.ids.columns.id')}
      cellSx={() => ID_CELL}
    />
  ),
  status: (
    <DataTable.Col<IdRecord>
      key="status"
      source="status"
      label={t('app.ids.columns.status')}
      disableSort
      render={(record) => <IdStatusChip status={record.status} />}
    />
  ),
  type: (
    <DataTable.Col<IdRecord>
      key="type"
      source="type"
      label={t('app.ids.columns.type')}
      disableSort
      render={(record) => <IdTypeBadge type={record.type} />}
    />
  ),
  branch: (
    <DataTable.Col<IdRecord>
      key="branch"
      source="branch"
      label={t('app.ids.columns.branch')}
      disableSort
      render={(record) => record.branch?.name ?? t('app.ids.unassigned')}
    />
  ),
  assignedAt: (
    <DataTable.Col<IdRecord>
      key="assigned_at"
      source="assigned_at"
      label={t('app.ids.columns.assignedAt')}
      disableSort
      render={(record) => (record.assigned_at ? formatDate(record.assigned_at) : '-')}
    />
  ),
});
