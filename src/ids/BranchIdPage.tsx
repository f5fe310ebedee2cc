import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BRANCH_ID_PAGE_SIZE } from '../../domain/api/ids';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { IdFilters } from './IdFilters';
import { IdListCard } from './IdListCard';
import { IdTable } from './IdTable';
import { useIdListState } from './useIdListState';

/**
 * /id-aog-mog (CABANG): the IDs given to the signed-in branch, read-only, newest first, 20 a
 * page. Available until a registration or an upgrade takes the ID.
 */
const BranchIdPage = () => {
  const t = useT();
  const api = useApi();
  const list = useIdListState({ type: '', status: '', search: '' }, 'desc');
  const params = { ...list.params, page_size: BRANCH_ID_PAGE_SIZE };
  const ids = useQuery({
    queryKey: ['ids', 'branch', params],
    queryFn: () => api.listBranchIds(params),
    placeholderData: keepPreviousData,
  });
  return (
    <Box>
      <PageTitle title={t('app.ids.branchTitle')} />
      <IdFilters values={list.filters} onChange={list.changeFilters} />
      <IdListCard
        title={t('app.ids.branchListTitle', { total: ids.data?.total_item ?? 0 })}
        error={ids.isError ? t('app.ids.failed') : undefined}
        fetching={ids.isFetching}
        page={list.page}
        lastPage={ids.data?.last_page ?? 1}
        onPage={list.setPage}
      >
        <IdTable
          view="branch"
          rows={ids.data?.data}
          order={list.order}
          onOrder={list.changeOrder}
        />
      </IdListCard>
    </Box>
  );
};

export default BranchIdPage;
