import { useState } from 'react';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StoreIcon from '@mui/icons-material/Store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CENTRAL_ID_PAGE_SIZE } from '../../domain/api/ids';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import { useT } from '../common/useT';
import { AssignBranchDialog } from './AssignBranchDialog';
import { GenerateIdDialog } from './GenerateIdDialog';
import { IdFilters } from './IdFilters';
import { IdListCard } from './IdListCard';
import { IdTable } from './IdTable';
import { useIdListState } from './useIdListState';

/**
 * /generate-id (SBS, ESS): every generated ID, ascending, 50 a page by default. New IDs are made
 * with 'ID Aog Mog'; chosen unassigned ones go to a branch with 'Pilih Cabang'.
 */
const GenerateIdPage = () => {
  const t = useT();
  const api = useApi();
  const list = useIdListState(
    { type: '', status: '', search: '', pageSize: CENTRAL_ID_PAGE_SIZE, branch: null },
    'asc',
  );
  const [dialog, setDialog] = useState<'generate' | 'assign' | null>(null);
  const params = {
    ...list.params,
    page_size: list.filters.pageSize,
    id_branch: list.filters.branch?.id,
  };
  const ids = useQuery({
    queryKey: ['ids', 'central', params],
    queryFn: () => api.listIds(params),
    placeholderData: keepPreviousData,
  });
  const chosen = [...list.selected];

  return (
    <Box>
      <PageTitle
        title={t('app.ids.generateTitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setDialog('generate')}
            >
              {t('app.ids.newIds')}
            </Button>
            <Tooltip title={chosen.length ? '' : t('app.ids.chooseBranchHint')}>
              <span>
                <Button
                  variant="contained"
                  startIcon={<StoreIcon />}
                  disabled={chosen.length === 0}
                  onClick={() => setDialog('assign')}
                >
                  {t('app.ids.chooseBranch')}
                </Button>
              </span>
            </Tooltip>
          </Stack>
        }
      />
      <IdFilters values={list.filters} onChange={list.changeFilters} />
      <IdListCard
        title={t('app.ids.listTitle', { total: ids.data?.total_item ?? 0 })}
        aside={
          chosen.length > 0 && (
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {t('app.ids.selected', { count: chosen.length })}
            </Typography>
          )
        }
        error={ids.isError ? t('app.errors.somethingWentWrong') : undefined}
        fetching={ids.isFetching}
        page={list.page}
        lastPage={ids.data?.last_page ?? 1}
        onPage={list.setPage}
      >
        <IdTable
          view="central"
          rows={ids.data?.data}
          order={list.order}
          onOrder={list.changeOrder}
          selection={{ selected: list.selected, onSelect: list.select }}
        />
      </IdListCard>
      {dialog === 'generate' && <GenerateIdDialog onClose={() => setDialog(null)} />}
      {dialog === 'assign' && (
        <AssignBranchDialog
          ids={chosen}
          onClose={() => setDialog(null)}
          onFinished={() => {
            list.clearSelection();
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
};

export default GenerateIdPage;
