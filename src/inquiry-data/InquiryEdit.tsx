import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMethodsProvider } from '../common/FormMethodsProvider';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Backdrop,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  inquiryUpdateSchema,
  toMemberForm,
  type InquiryMember,
  type InquiryUpdateRequest,
} from '../../domain/api/inquiryData';
import type { ErrorResponse } from '../../domain/api/common';
import { formatDateTimeWib } from '../../domain/dates';
import { PATHS } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { MemberInputs } from '../members/MemberInputs';
import { ConfirmDialog } from '../members/ConfirmDialog';
import { WhatsappConsentField } from '../members/WhatsappConsentField';
import { INQUIRY_RESOURCE } from './inquiryEndpoints';
import { MemberRightsCard } from './MemberRightsCard';

type EditValues = InquiryUpdateRequest;

const RESOURCE = INQUIRY_RESOURCE;

const Line = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography>{value}</Typography>
  </Box>
);

/** 'Preview': who the member is, who registered them and who last changed them. */
const PreviewCard = ({ member }: { member: InquiryMember }) => {
  const t = useT();
  const last = member.log_update_register_aog_mog_last;
  return (
    <Card>
      <CardHeader title={t('app.inquiry.preview')} />
      <CardContent>
        <Stack spacing={1}>
          <Line label={t('app.inquiry.columns.name')} value={member.nama_lengkap} />
          <Line label={t('app.inquiry.columns.type')} value={member.jenis_pendaftaran} />
          <Line label={t('app.inquiry.columns.noId')} value={member.no_id} />
          <Line label={t('app.inquiry.columns.email')} value={member.email} />
          <Line label={t('app.inquiry.columns.whatsapp')} value={member.no_wa} />
          <Line
            label={t('app.inquiry.createdBy')}
            value={`${member.name_user}, ${formatDateTimeWib(member.created_at)}`}
          />
          <Line
            label={t('app.inquiry.updatedBy')}
            value={last ? `${last.name_editor}, ${formatDateTimeWib(last.updated_at)}` : '-'}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};

const shown = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The member's changes, newest first: who, when, and each field from what to what. */
const HistoryCard = ({ member }: { member: InquiryMember }) => {
  const t = useT();
  return (
    <Card>
      <CardHeader title={t('app.inquiry.history')} />
      <CardContent sx={{ overflowX: 'auto' }}>
        {member.history.length === 0 ? (
          <Typography color="text.secondary">{t('app.inquiry.historyEmpty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('app.inquiry.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('app.inquiry.updatedBy')}</TableCell>
                <TableCell>{t('app.inquiry.historyField')}</TableCell>
                <TableCell>{t('app.inquiry.historyFrom')}</TableCell>
                <TableCell>{t('app.inquiry.historyTo')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {member.history.flatMap((change) =>
                Object.entries(change.fields).map(([field, { from, to }], index) => (
                  <TableRow key={`${change.id}-${field}`}>
                    <TableCell>
                      {index === 0
                        ? `${change.name_editor}, ${formatDateTimeWib(change.updated_at)}`
                        : ''}
                    </TableCell>
                    <TableCell>{field}</TableCell>
                    <TableCell>{shown(from)}</TableCell>
                    <TableCell>{shown(to)}</TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

interface ServerError {
  status?: number;
  body?: Partial<ErrorResponse> & { data?: InquiryMember };
}

/**
 * /inquiry-data/edit/{id}: SBS corrects a member. The form is the registration's body with type,
 * ID and name locked; 'Perbaharui Data' asks 'Konfirmasi Form', then saves with the version it
 * read. A 409 means another officer saved first: the form says so and shows their data.
 */
export const InquiryEdit = () => {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: found, isPending, error, refetch } = useGetOne<InquiryMember>(RESOURCE, { id });
  // react-admin first offers the list's row for this id; the form waits for the whole member.
  const member = found && 'version' in found ? found : undefined;
  const [update, { isPending: saving }] = useUpdate();
  const [confirming, setConfirming] = useState<EditValues | null>(null);
  const [staleSeen, setStaleSeen] = useState(false);
  const form = useForm<EditValues>({ resolver: yupResolver(inquiryUpdateSchema) as never });

  useEffect(() => {
    if (member) form.reset({ ...toMemberForm(member), version: member.version } as EditValues);
  }, [member, form]);

  const save = (values: EditValues) =>
    update(
      RESOURCE,
      { id, data: values, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t('app.inquiry.updated'), { type: 'success' });
          navigate(PATHS.inquiryData);
        },
        onError: (failure) => {
          const { status, body } = failure as ServerError;
          notify(t('app.inquiry.failed'), { type: 'error' });
          if (status === 409) {
            setStaleSeen(true);
            void refetch();
            return;
          }
          for (const [field, messages] of Object.entries(body?.errors ?? {})) {
            if (messages[0]) form.setError(field as keyof EditValues, { message: messages[0] });
          }
        },
      },
    );

  return (
    <Box>
      <PageTitle
        title={t('app.inquiry.title')}
        actions={
          <Button component={Link} to={PATHS.inquiryData} startIcon={<ArrowBackIcon />}>
            {t('app.inquiry.back')}
          </Button>
        }
      />
      {error ? <Alert severity="error">{t('app.inquiry.failed')}</Alert> : null}
      {staleSeen && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setStaleSeen(false)}>
          {t('app.inquiry.stale')}
        </Alert>
      )}
      {member && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <PreviewCard member={member} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormMethodsProvider form={form}>
              <form
                id="inquiry-form"
                noValidate
                onSubmit={form.handleSubmit((values) => setConfirming(values))}
              >
                <Stack spacing={2}>
                  <MemberInputs branchName={member.cabang_pembina} lockIdentity />
                  <Card>
                    <CardContent>
                      <WhatsappConsentField />
                    </CardContent>
                  </Card>
                  <Button type="submit" variant="contained" size="large" disabled={saving}>
                    {t('app.inquiry.submit')}
                  </Button>
                </Stack>
              </form>
            </FormMethodsProvider>
          </Grid>
          <Grid size={12}>
            <MemberRightsCard member={member} onErased={() => void refetch()} />
          </Grid>
          <Grid size={12}>
            <HistoryCard member={member} />
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) save(confirming);
          setConfirming(null);
        }}
      />
      <Backdrop
        open={isPending || saving || (!member && !error)}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <CircularProgress color="inherit" aria-label={t('app.loading')} />
      </Backdrop>
    </Box>
  );
};

export default InquiryEdit;
