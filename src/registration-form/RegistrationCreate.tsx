import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Backdrop, Box, Button, CircularProgress, Grid, Tooltip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { registrationCreateSchema } from '../../domain/api/registrationForm';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useOperatingHoursGate } from '../common/useOperatingHoursGate';
import { useT } from '../common/useT';
import { readSession } from '../providers/session';
import { MemberInputs } from '../members/MemberInputs';
import { emptyMember, type MemberFormValues } from '../members/memberFormModel';
import { ClosedDialog } from './ClosedDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { FeeSummary } from './FeeSummary';
import { useCreateRegistration } from './useCreateRegistration';

/**
 * /registration-form/pendaftaran: a branch registers a new AOG or MOG member. Simpan checks the
 * form, asks 'Konfirmasi Form', then sends it; outside operating hours Simpan is disabled with
 * 'Sudah melewati batas waktu', judged by the server's clock.
 */
const RegistrationCreate = () => {
  const t = useT();
  const notify = useNotify();
  const hours = useOperatingHoursGate();
  const closed = hours.known && !hours.isOpen;
  const [closedSeen, setClosedSeen] = useState(false);
  const [confirming, setConfirming] = useState<MemberFormValues | null>(null);
  const form = useForm<MemberFormValues>({
    resolver: yupResolver(registrationCreateSchema),
    defaultValues: emptyMember(),
    context: { today: hours.known ? hours.today : undefined },
  });
  const create = useCreateRegistration({
    setError: form.setError,
    onClosed: () => {
      setClosedSeen(false);
      void hours.refetch();
    },
  });
  const branchName = readSession()?.admin.branch?.name ?? '-';

  const save = (
    <>
      <Tooltip title={closed ? t('app.hours.closedTooltip') : ''} placement="top">
        <span>
          <Button
            type="submit"
            form="registration-form"
            variant="contained"
            size="large"
            fullWidth
            disabled={closed || create.isPending}
          >
            {t('app.registrationForm.save')}
          </Button>
        </span>
      </Tooltip>
      {closed && <Alert severity="warning">{hours.message}</Alert>}
    </>
  );

  return (
    <Box>
      <PageTitle
        title={t('app.registrationForm.title')}
        actions={
          <Button component={Link} to={PATHS.registrationList} startIcon={<ArrowBackIcon />}>
            {t('app.registrationForm.back')}
          </Button>
        }
      />
      <FormProvider {...form}>
        <form
          id="registration-form"
          noValidate
          onSubmit={form.handleSubmit(
            (values) => setConfirming(values),
            () => notify(t('app.registrationForm.fixErrors'), { type: 'warning' }),
          )}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <MemberInputs branchName={branchName} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                <FeeSummary actions={save} />
              </Box>
            </Grid>
          </Grid>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) create.mutate(confirming);
          setConfirming(null);
        }}
      />
      <ClosedDialog
        open={closed && !closedSeen}
        message={hours.known ? hours.message : ''}
        onClose={() => setClosedSeen(true)}
      />
      <Backdrop open={create.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
    </Box>
  );
};

export default RegistrationCreate;
