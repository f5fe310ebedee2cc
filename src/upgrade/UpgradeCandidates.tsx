import { Alert, AlertTitle, Box, Button, Card, CardHeader, Tooltip } from '@mui/material';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, required, SelectInput, TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UpgradeCandidate } from '../../domain/api/upgrade';
import { UPGRADE_CANDIDATES_PER_PAGE } from '../../domain/lists';
import { DEFAULT_FEES } from '../../domain/fees';
import { DEFAULT_OPERATING_HOURS, operatingHoursText } from '../../domain/hours';
import { formatRupiah } from '../../domain/money';
import { PATHS, toPath } from '../../domain/paths';
import { useApi } from '../common/useApi';
import type { MembersApi } from '../members/membersApi';
import { useOperatingHoursGate } from '../hours/useOperatingHoursGate';
import { useT } from '../common/useT';
import { scheduleOf } from '../members/feeModel';
import {
  FixedPagination,
  LIST_SCROLL_X,
  ListEmptyText,
  ListErrorAlert,
} from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { CANDIDATE_RESOURCE } from './candidateEndpoints';
import { STICKY_END } from '../common/scrollX';

const Col = DataTable.Col<UpgradeCandidate>;

/**
 * 'Ketentuan Upgrade': who can be upgraded, how, when, and for how much, with the hours and
 * the fee schedule the server answers (the defaults until they load).
 */
export const UpgradeRules = () => {
  const t = useT();
  const api = useApi<MembersApi>();
  const hours = useOperatingHoursGate();
  const fees = useQuery({
    queryKey: ['registration-fees'],
    queryFn: () => api.getRegistrationFees(),
  });
  const schedule = fees.data ? scheduleOf(fees.data.data) : DEFAULT_FEES;
  const hoursText = (
    hours.known ? hours.message : operatingHoursText(DEFAULT_OPERATING_HOURS)
  ).replace(/^Waktu Operasional /, '');
  const rules = [
    t('app.upgrade.rules.mogOnly'),
    t('app.upgrade.rules.search'),
    t('app.upgrade.rules.hours', { hours: hoursText }),
    t('app.upgrade.rules.fees', {
      aog: formatRupiah(schedule.upgradeAog),
      privateClass: formatRupiah(schedule.privateClass),
      other: formatRupiah(schedule.upgradeOther),
    }),
    t('app.upgrade.rules.newId'),
    t('app.upgrade.rules.pending'),
    t('app.upgrade.rules.confirmed'),
  ];
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('app.upgrade.rules.title')}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Alert>
  );
};

/** 'Upgrade' on a MOG row; disabled, with the reason, while its upgrade is in progress. */
const UpgradeButton = ({ member }: { member: UpgradeCandidate }) => {
  const t = useT();
  if (member.jenis_pendaftaran !== 'MOG') return null;
  const button = (
    <Button
      component={Link}
      to={toPath(PATHS.upgradeFormEdit, { idMog: member.id })}
      size="small"
      variant="outlined"
      startIcon={<UpgradeIcon />}
      disabled={!member.can_upgrade}
      aria-label={t('app.upgrade.candidates.upgradeMember', { name: member.nama_lengkap })}
    >
      {t('app.upgrade.candidates.upgrade')}
    </Button>
  );
  return member.can_upgrade ? (
    button
  ) : (
    <Tooltip title={t('app.upgrade.candidates.inProgress')}>
      <span>{button}</span>
    </Tooltip>
  );
};

/**
 * The search for the member to upgrade: the selector (ID MOG or Nama) and the keyword over the
 * branch's members, 5 a page, sorted by any column on the server; 'Upgrade' on MOG rows. Not
 * the page's own list (that is 'List Upgrade'), so its paging and filters stay out of the URL.
 */
export const UpgradeCandidates = () => {
  const t = useT();
  const filters = [
    <SelectInput
      key="by"
      source="by"
      alwaysOn
      label={t('app.upgrade.search.by')}
      // Always one of the two: required() drops the empty choice.
      validate={required()}
      choices={[
        { id: 'no_id', name: t('app.upgrade.search.byNoId') },
        { id: 'nama_lengkap', name: t('app.upgrade.search.byName') },
      ]}
    />,
    <TextInput key="q" source="q" alwaysOn resettable label={t('app.upgrade.search.keyword')} />,
  ];
  return (
    <Card component="section" aria-label={t('app.upgrade.search.label')}>
      <CardHeader
        title={t('app.upgrade.search.label')}
        slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontWeight: 700 } } }}
        sx={{ pb: 0 }}
      />
      <List
        resource={CANDIDATE_RESOURCE}
        disableSyncWithLocation
        storeKey={false}
        filters={filters}
        filterDefaultValues={{ by: 'no_id' }}
        perPage={UPGRADE_CANDIDATES_PER_PAGE}
        sort={{ field: 'nama_lengkap', order: 'ASC' }}
        title={false}
        actions={false}
        empty={false}
        pagination={<FixedPagination />}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
        sx={{ px: 2, ...LIST_SCROLL_X, '& .RaList-content': { boxShadow: 'none' } }}
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          storeKey="upgrade-candidates.datatable"
          aria-label={t('app.upgrade.candidates.title')}
          empty={<ListEmptyText text={t('app.upgrade.candidates.empty')} />}
          card={{ title: 'nama_lengkap', actions: ['action'] }}
        >
          <Col source="nama_lengkap" label={t('app.upgrade.candidates.name')} />
          <Col source="no_id" label={t('app.upgrade.candidates.noId')} />
          <Col source="jenis_pendaftaran" label={t('app.upgrade.candidates.type')} />
          <Col source="kota_domisili" label={t('app.upgrade.candidates.city')} />
          <Col source="kecamatan_domisili" label={t('app.upgrade.candidates.district')} />
          <Col source="cabang_pembina" label={t('app.upgrade.candidates.branch')} />
          <Col
            key="action"
            label={t('app.upgrade.candidates.action')}
            sx={STICKY_END}
            disableSort
            render={(member) => <UpgradeButton member={member} />}
          />
        </ResponsiveDataTable>
      </List>
    </Card>
  );
};
