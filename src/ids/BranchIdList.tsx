import { List } from 'react-admin';
import { BRANCH_ID_PAGE_SIZE } from '../../domain/lists';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { useT } from '../common/useT';
import { idColumns } from './idColumns';
import { useIdFilters } from './IdFilters';
import { IdListTitle, idListProps } from './IdListParts';
import type { IdRecord } from './idEndpoints';

/**
 * /id-aog-mog (CABANG): the IDs given to the signed-in branch, read-only, newest first, 20 a
 * page. Available until a registration or an upgrade takes the ID.
 */
const BranchIdList = () => {
  const t = useT();
  const filters = useIdFilters('branch');
  const columns = idColumns(t);
  return (
    <>
      <PageTitle title={t('app.ids.branchTitle')} />
      <List
        {...idListProps}
        perPage={BRANCH_ID_PAGE_SIZE}
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
        error={<ListErrorAlert text={t('app.ids.failed')} />}
      >
        <IdListTitle message="app.ids.branchListTitle" />
        <ResponsiveDataTable<IdRecord>
          rowClick={false}
          bulkActionButtons={false}
          empty={<ListEmptyText text={t('app.ids.empty')} />}
          card={{ title: 'id', status: 'status' }}
        >
          {[columns.id, columns.type, columns.status, columns.assignedAt]}
        </ResponsiveDataTable>
      </List>
    </>
  );
};

export default BranchIdList;
