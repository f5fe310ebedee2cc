import { Alert, AlertTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MemberLookup, MemberLookupQuery } from '../../domain/api/duplicates';
import { normaliseNik } from '../../domain/duplicates';
import { NIK_PATTERN } from '../../domain/member';
import { memberFields } from '../../domain/memberSchema';
import { isPhone } from '../../domain/phone';
import { useApi } from '../common/useApi';
import type { RegistrationFormApi } from './registrationFormApi';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useT } from '../common/useT';
import type { MemberFormValues } from '../members/memberFormModel';

const FIELDS = ['no_ktp', 'email', 'no_wa'] as const;

/** Only values complete enough to name someone are asked about. */
const lookupOf = (values: Partial<Record<(typeof FIELDS)[number], string>>): MemberLookupQuery => ({
  no_ktp: NIK_PATTERN.test(normaliseNik(values.no_ktp ?? '')) ? (values.no_ktp ?? '') : '',
  email: memberFields.email.isValidSync(values.email) ? (values.email ?? '') : '',
  no_wa: isPhone(values.no_wa ?? '') ? (values.no_wa ?? '') : '',
});

/**
 * Before submit: whether the NIK, e-mail or WhatsApp number typed is already a member's, and in
 * which branch (nothing more crosses branches). A known NIK will be refused; a known e-mail or
 * number is only flagged.
 */
export const DuplicateWarning = () => {
  const t = useT();
  const api = useApi<RegistrationFormApi>();
  const { control } = useFormContext<MemberFormValues>();
  const [no_ktp, email, no_wa] = useWatch({ control, name: [...FIELDS] });
  const query = useDebouncedValue(lookupOf({ no_ktp, email, no_wa }), 400);
  const asked = Boolean(query.no_ktp || query.email || query.no_wa);
  const { data } = useQuery({
    queryKey: ['member-lookup', query],
    queryFn: () => api.lookupMember(query).then((res) => res.data),
    enabled: asked,
  });
  const known = asked && data ? FIELDS.filter((field) => data[field].length) : [];
  if (!data || !known.length) return null;
  return (
    <Alert severity={data.no_ktp.length ? 'error' : 'warning'} sx={{ mt: 2 }} role="status">
      <AlertTitle>{t('app.duplicates.form.title')}</AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {known.map((field) => (
          <li key={field}>{message(t, field, data)}</li>
        ))}
      </Stack>
      {data.no_ktp.length
        ? t('app.duplicates.form.nikBlocks')
        : t('app.duplicates.form.contactAllowed')}
    </Alert>
  );
};

const message = (t: ReturnType<typeof useT>, field: (typeof FIELDS)[number], data: MemberLookup) =>
  t(`app.duplicates.form.${field}`, { branches: data[field].join(', ') });
