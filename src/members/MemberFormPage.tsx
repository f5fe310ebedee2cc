import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { FormMethodsProvider } from '../common/FormMethodsProvider';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  CircularProgress,
  Grid,
  Stack,
  Tooltip,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import { PageTitle } from '../common/PageTitle';
import { useOperatingHoursGate } from '../hours/useOperatingHoursGate';
import { useT } from '../common/useT';
import { MemberInputs } from './MemberInputs';
import type { MemberFormValues } from './memberFormModel';
import { ClosedDialog } from './ClosedDialog';
import { ConsentCard } from './ConsentCard';
import { ConfirmDialog } from './ConfirmDialog';
import { FeeSummary } from './FeeSummary';
import { useFormDraft } from './formDraft';
import type { FeeKind } from './feeModel';
import { useSubmitMember, type MemberSubmission } from './useSubmitMember';

interface Props<V extends MemberFormValues> extends MemberSubmission<V> {
  title: string;
  /** The page the 'Kembali' button returns to. */
  back: string;
  /** The form element's id, which the Simpan button in the summary submits. */
  formId: string;
  schema: ObjectSchema<V>;
  defaultValues: DefaultValues<V>;
  fee: FeeKind;
  branchName: string;
  /** Cards of this form before the member's own (the upgrade's old ID). */
  before?: ReactNode;
  /** Shown under the fee summary while filling in (the registration's duplicate warning). */
  warnings?: ReactNode;
}

/**
 * A page of the member form: the registration's and the upgrade's. Its cards (the last the
 * consent to the processing of personal data), the fee summary
 * with Simpan, 'Konfirmasi Form' before sending, the loading backdrop while sending; outside
 * operating hours Simpan is disabled with 'Sudah melewati batas waktu', judged by the server's
 * clock.
 */
export const MemberFormPage = <V extends MemberFormValues>({
  title,
  back,
  formId,
  schema,
  defaultValues,
  fee,
  branchName,
  before,
  warnings,
  ...submission
}: Props<V>) => {
  const t = useT();
  const notify = useNotify();
  const hours = useOperatingHoursGate();
  const closed = hours.known && !hours.isOpen;
  const [closedSeen, setClosedSeen] = useState(false);
  const [confirming, setConfirming] = useState<V | null>(null);
  const form = useForm<V>({
    resolver: yupResolver(schema as never) as never,
    defaultValues,
    context: { today: hours.known ? hours.today : undefined },
  });
  const draft = useFormDraft(form, formId);
  const submit = useSubmitMember<V>(submission, {
    setError: form.setError,
    onSaved: draft.clear,
    onClosed: () => {
      setClosedSeen(false);
      void hours.refetch();
    },
  });

  const save = (
    <>
      <Tooltip title={closed ? t('app.hours.closedTooltip') : ''} placement="top">
        <span>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            size="large"
            fullWidth
            disabled={closed || submit.isPending}
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
        title={title}
        actions={
          <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
            {t('app.registrationForm.back')}
          </Button>
        }
      />
      {draft.restored && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.registrationForm.draftRestored')}
        </Alert>
      )}
      <FormMethodsProvider form={form}>
        <form
          id={formId}
          noValidate
          onSubmit={form.handleSubmit(
            (values) => setConfirming(values),
            () => notify(t('app.registrationForm.fixErrors'), { type: 'warning' }),
          )}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={2}>
                {before}
                <MemberInputs branchName={branchName} />
                <ConsentCard />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
                <FeeSummary actions={save} kind={fee} />
                {warnings}
              </Box>
            </Grid>
          </Grid>
        </form>
      </FormMethodsProvider>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) submit.mutate(confirming);
          setConfirming(null);
        }}
      />
      <ClosedDialog
        open={closed && !closedSeen}
        message={hours.known ? hours.message : ''}
        onClose={() => setClosedSeen(true)}
      />
      <Backdrop open={submit.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
    </Box>
  );
};
