import type { ReactNode } from 'react';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatRupiah } from '../../domain/money';
import { useApi } from '../common/useApi';
import type { MembersApi } from './membersApi';
import { useT } from '../common/useT';
import type { MemberFormValues } from './memberFormModel';
import { feeLines, scheduleOf, type FeeKind } from './feeModel';

const Line = ({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
      {formatRupiah(amount)}
    </Typography>
  </Stack>
);

/** The first line's label: what the base fee is for. */
const BASE_LABEL = {
  registration: {
    AOG: 'app.registrationForm.payment.registrationAog',
    MOG: 'app.registrationForm.payment.registrationMog',
  },
  upgrade: { AOG: 'app.upgrade.payment.aog', MOG: 'app.upgrade.payment.mog' },
} as const;

/**
 * 'Rincian Pembayaran': the registration or upgrade fee for the chosen type and private-class
 * answer, from the schedule the server charges by today. The server computes the total again
 * when the form is saved.
 */
export const FeeSummary = ({ actions, kind }: { actions: ReactNode; kind: FeeKind }) => {
  const t = useT();
  const api = useApi<MembersApi>();
  const { control } = useFormContext<MemberFormValues>();
  const [type, privateClass] = useWatch({
    control,
    name: ['jenis_pendaftaran', 'apakah_sudah_mengikuti_private_class'],
  });
  const fees = useQuery({
    queryKey: ['registration-fees'],
    queryFn: () => api.getRegistrationFees(),
  });
  const lines = fees.data && feeLines(type, privateClass, scheduleOf(fees.data.data), kind);
  // An AOG's total depends on the private-class answer: no total until it is given.
  const awaitsPrivateClass = lines?.privateClass != null && !privateClass;

  return (
    <Card component="section" aria-label={t('app.registrationForm.payment.title')}>
      <CardHeader
        title={t('app.registrationForm.payment.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontWeight: 700 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Stack spacing={1.5}>
          {fees.isPending && <Skeleton variant="rounded" height={72} />}
          {fees.isError && <Alert severity="error">{t('app.registrationForm.feesFailed')}</Alert>}
          {fees.data && !lines && (
            <Typography color="text.secondary">
              {t('app.registrationForm.payment.chooseType')}
            </Typography>
          )}
          {lines && (
            <>
              <Line label={t(BASE_LABEL[kind][lines.type])} amount={lines.base} />
              {awaitsPrivateClass ? (
                <Typography color="text.secondary">
                  {t('app.registrationForm.payment.answerPrivateClass')}
                </Typography>
              ) : (
                <>
                  {lines.privateClass !== null && (
                    <Line
                      label={t('app.registrationForm.payment.privateClass')}
                      amount={lines.privateClass}
                    />
                  )}
                  <Divider />
                  <Line
                    label={t('app.registrationForm.payment.total')}
                    amount={lines.total}
                    strong
                  />
                </>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('app.registrationForm.payment.note')}
              </Typography>
            </>
          )}
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
};
