import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StoreIcon from '@mui/icons-material/Store';
import {
  BulkActionsToolbar,
  CanAccess,
  List,
  useCanAccess,
  useListContext,
  useRecordSelection,
  useUnselectAll,
} from 'react-admin';
import { CENTRAL_ID_PAGE_SIZE } from '../../domain/lists';
import { PageTitle } from '../common/PageTitle';
import { ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { ResponsiveDataTable, type CardLayout } from '../resources/ResponsiveDataTable';
import { namedRowsBody } from '../resources/selection';
import { useT } from '../common/useT';
import { AssignBranchDialog } from './AssignBranchDialog';
import { GenerateIdDialog } from './GenerateIdDialog';
import { idColumns } from './idColumns';
import { useIdFilters } from './IdFilters';
import { IdListTitle, idListProps } from './IdListParts';
import type { IdRecord } from './idEndpoints';

const RESOURCE = 'generate-id';

/** Only an ID that no branch has yet can be chosen for 'Pilih Cabang'. */
const isUnassigned = (record: IdRecord) => record.branch === null;

const selectLabel: CardLayout<IdRecord>['selectLabel'] = (record, t) =>
  t('app.ids.selectRow', { id: record.id });
const RowsBody = namedRowsBody<IdRecord>({ label: selectLabel, isSelectable: isUnassigned });

/**
 * /generate-id (SBS, ESS): every generated ID, ascending, 50 a page by default. New IDs are made
 * with 'ID Aog Mog'; chosen unassigned ones go to a branch with the bulk action 'Pilih Cabang'.
 */
const GenerateIdList = () => {
  const t = useT();
  const columns = idColumns(t);
  const filters = useIdFilters('central');
  const { canAccess: canAssign } = useCanAccess({ resource: RESOURCE, action: 'assign' });
  return (
    <>
      <PageTitle title={t('app.ids.generateTitle')} actions={<PageActions />} />
      <List
        {...idListProps}
        perPage={CENTRAL_ID_PAGE_SIZE}
        sort={{ field: 'id', order: 'ASC' }}
        filters={filters}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
      >
        <ForgetSelectionOnFilterChange />
        <IdListTitle message="app.ids.listTitle" />
        <ResponsiveDataTable<IdRecord>
          rowClick={false}
          isRowSelectable={isUnassigned}
          body={canAssign ? RowsBody : undefined}
          bulkActionButtons={canAssign ? <AssignIdsButton /> : false}
          bulkActionsToolbar={canAssign ? <ChosenIdsToolbar /> : undefined}
          empty={<ListEmptyText text={t('app.ids.empty')} />}
          card={{ title: 'id', status: 'status', selectLabel }}
        >
          {[columns.id, columns.status, columns.branch, columns.type]}
        </ResponsiveDataTable>
      </List>
    </>
  );
};

export default GenerateIdList;

/**
 * 'ID Aog Mog', and 'Pilih Cabang' greyed out with a hint while nothing is chosen (the bulk
 * action of the same name takes over once IDs are chosen).
 */
const PageActions = () => {
  const t = useT();
  const [selectedIds] = useRecordSelection({ resource: RESOURCE });
  const [generating, setGenerating] = useState(false);
  return (
    // Wrapping, not wider than a phone: a row that does not fit would widen the whole page.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}
    >
      <CanAccess resource={RESOURCE} action="generate">
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setGenerating(true)}>
          {t('app.ids.newIds')}
        </Button>
      </CanAccess>
      {selectedIds.length === 0 && (
        <Tooltip title={t('app.ids.chooseBranchHint')}>
          <span>
            <Button variant="contained" startIcon={<StoreIcon />} disabled>
              {t('app.ids.chooseBranch')}
            </Button>
          </span>
        </Tooltip>
      )}
      {generating && <GenerateIdDialog onClose={() => setGenerating(false)} />}
    </Stack>
  );
};

/** react-admin's bar of the chosen rows, '2 ID dipilih', only while some are chosen. */
const ChosenIdsToolbar = () => {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar label="app.ids.selected" selectAllButton={false}>
      <AssignIdsButton />
    </BulkActionsToolbar>
  );
};

/** 'Pilih Cabang' → 'Cabang Generate' for the chosen IDs; spent, they are unselected. */
const AssignIdsButton = () => {
  const t = useT();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<StoreIcon />} onClick={() => setOpen(true)}>
        {t('app.ids.chooseBranch')}
      </Button>
      {open && (
        <AssignBranchDialog
          ids={selectedIds.map(String)}
          onClose={() => setOpen(false)}
          onFinished={() => {
            setOpen(false);
            unselectAll();
          }}
        />
      )}
    </>
  );
};

/**
 * a new filter or page size forgets the chosen IDs (react-admin itself only
 * goes back to page 1).
 */
const ForgetSelectionOnFilterChange = () => {
  const { filterValues, perPage } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  const key = JSON.stringify([filterValues, perPage]);
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    unselectAll();
  }, [key, unselectAll]);
  return null;
};
