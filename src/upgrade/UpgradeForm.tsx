import { Alert, Backdrop, Box, Button, CircularProgress, TextField } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Controller, useFormContext } from 'react-hook-form';
import { useDataProvider, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { toMemberForm } from '../../domain/api/inquiryData';
import {
  upgradeCreateSchema,
  type UpgradeCreateRequest,
  type UpgradeMemberResponse,
} from '../../domain/api/upgrade';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { Cell, FormCard } from '../members/FormCard';
import { emptyMember } from '../members/memberFormModel';
import { readSession } from '../providers/session';
import { MemberFormPage } from '../members/MemberFormPage';
import { RECEIPT_RESOURCES } from '../receipts/receiptKind';
import { CANDIDATE_RESOURCE, UPGRADE_FORM_RESOURCE } from './candidateEndpoints';

type UpgradeMember = UpgradeMemberResponse['data'];
const RESOURCE = UPGRADE_FORM_RESOURCE;

/**
 * 'Data Upgrade': 'Nomor ID AOG/MOG Lama', required. From a member's row it is the member's ID
 * and cannot be changed; on the blank form the user types it, and the server finds the member
 * of the branch by it.
 */
const OldIdCard = ({ fromRecord }: { fromRecord: boolean }) => {
  const t = useT();
  const { control } = useFormContext<UpgradeCreateRequest>();
  return (
    <FormCard title={t('app.upgrade.form.card')}>
      <Cell>
        <Controller
          name="no_id_lama"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="member-no_id_lama"
              name={field.name}
              label={t('app.upgrade.form.oldId')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              disabled={fromRecord}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('app.upgrade.form.oldIdHelp')}
              fullWidth
            />
          )}
        />
      </Cell>
    </FormCard>
  );
};

/** The form itself, for a member read from its row or for a blank one. */
const UpgradeFormBody = ({ member }: { member?: UpgradeMember }) => {
  const t = useT();
  const dataProvider = useDataProvider();
  // from the record, the old ID is the member's ID and the new ID is cleared.
  const defaultValues = member
    ? { ...toMemberForm(member), no_id: '', no_id_lama: member.no_id, persetujuan_data: false }
    : { ...emptyMember(), no_id_lama: '' };
  return (
    <MemberFormPage
      title={t('app.upgrade.form.title')}
      back={PATHS.upgradeMog}
      formId="upgrade-form"
      schema={upgradeCreateSchema}
      defaultValues={defaultValues as UpgradeCreateRequest}
      fee="upgrade"
      branchName={readSession()?.admin.branch?.name ?? member?.cabang_pembina ?? '-'}
      before={<OldIdCard fromRecord={Boolean(member)} />}
      send={(values) =>
        member
          ? dataProvider.update(RESOURCE, { id: member.id, data: values, previousData: member })
          : dataProvider.create(RESOURCE, { data: values })
      }
      successMessage={t('app.upgrade.upgraded')}
      failureMessage={t('app.upgrade.failed')}
      then={PATHS.upgradeMog}
      resources={[RECEIPT_RESOURCES.proofs.upgrade, CANDIDATE_RESOURCE, RESOURCE]}
    />
  );
};

/**
 * /registrasion-form/upgrade-mog/{IDmog}: the upgrade form for a member of the branch, prefilled
 * from it (the contract's PATCH); /registrasion-form/upgrade-mog: the blank form, the member named by
 * the old ID typed in (the contract's POST). Success: 'MOG Upgraded' and /upgrade-mog.
 */
const UpgradeForm = () => {
  const t = useT();
  const { idMog } = useParams();
  const id = idMog === undefined ? undefined : Number(idMog);
  const { data: found, error } = useGetOne<UpgradeMember>(
    RESOURCE,
    { id: id ?? 0 },
    { enabled: id !== undefined },
  );
  if (id === undefined) return <UpgradeFormBody />;
  const member = found;
  if (member?.can_upgrade) return <UpgradeFormBody key={member.id} member={member} />;

  const problem = error
    ? t('app.upgrade.form.loadFailed')
    : member && t('app.upgrade.form.notUpgradable');
  return (
    <Box>
      <PageTitle
        title={t('app.upgrade.form.title')}
        actions={
          <Button component={Link} to={PATHS.upgradeMog} startIcon={<ArrowBackIcon />}>
            {t('app.upgrade.form.back')}
          </Button>
        }
      />
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      <Backdrop open={!problem} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
    </Box>
  );
};

export default UpgradeForm;
