import { DataTable, List } from 'react-admin';
import { BRANCH_ID_PAGE_SIZE } from '../../domain/api/ids';
import { formatDate } from '../../domain/dates';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { IdStatusChip, IdTypeBadge } from './IdChips';
import { useIdFilters } from './IdFilters';
import { ID_CELL, IdListEmpty, IdListError, IdListTitle, idListProps } from './IdListParts';
import type { IdRecord } from './idResources';

/**
 * /id-aog-mog (CABANG): the IDs given to the signed-in branch, read-only, newest first, 20 a
 * page. Available until a registration or an upgrade takes the ID.
 */
const BranchIdList = () => {
  const t = useT();
  const filters = useIdFilters('branch');
  return (
    <>
      <PageTitle title={t('app.ids.branchTitle')} />
      <List
        {...idListProps}
        perPage={BRANCH_ID_PAGE_SIZE}
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
        error={<IdListError message="app.ids.failed" />}
      >
        <IdListTitle message="app.ids.branchListTitle" />
        <DataTable<IdRecord> rowClick={false} bulkActionButtons={false} empty={<IdListEmpty />}>
          <DataTable.Col source="id" label={t('app.ids.columns.id')} cellSx={() => ID_CELL} />
          <DataTable.Col
            source="type"
            label={t('app.ids.columns.type')}
            disableSort
            render={(record) => <IdTypeBadge type={record.type} />}
          />
          <DataTable.Col
            source="status"
            label={t('app.ids.columns.status')}
            disableSort
            render={(record) => <IdStatusChip status={record.status} />}
          />
          <DataTable.Col
            source="assigned_at"
            label={t('app.ids.columns.assignedAt')}
            disableSort
            render={(record) => (record.assigned_at ? formatDate(record.assigned_at) : '-')}
          />
        </DataTable>
      </List>
    </>
  );
};

export default BranchIdList;
