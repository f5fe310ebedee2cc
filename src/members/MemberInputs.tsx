import { memo } from 'react';
import { Card, CardContent, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../common/useT';
import { AddressFields } from './AddressFields';
import { BiodataCard } from './BiodataCard';
import { FormCard } from './FormCard';
import { ReferrerCard } from './ReferrerCard';
import { ktpAsDomicile, type MemberFormValues } from './memberFormModel';

/**
 * The body of the member form, shared by the new registration and (later) the upgrade and
 * inquiry-edit forms: Biodata Pendaftar, Alamat KTP, the same-address checkbox, Alamat Domisili
 * (hidden while the checkbox is on) and Pereferal. It lives inside the page's FormMethodsProvider.
 * Memoised: about 2,000 components, which the page's own updates (the operating hours arriving,
 * their clock ticking) would otherwise render again; each field follows its own state.
 */
export const MemberInputs = memo(function MemberInputs({
  branchName,
  lockIdentity,
}: {
  branchName: string;
  lockIdentity?: boolean;
}) {
  const t = useT();
  const { control, getValues, setValue } = useFormContext<MemberFormValues>();
  const same = useWatch({ control, name: 'checked' });

  const toggleSame = (checked: boolean) => {
    setValue('checked', checked, { shouldDirty: true });
    if (!checked) return;
    // Ticking it copies the KTP address and postcode into the domicile.
    for (const [name, value] of Object.entries(ktpAsDomicile(getValues()))) {
      setValue(name as keyof MemberFormValues, value as never, { shouldValidate: true });
    }
  };

  return (
    <Stack spacing={2}>
      <BiodataCard lockIdentity={lockIdentity} />
      <FormCard title={t('app.member.cards.ktp')}>
        <AddressFields suffix="" />
      </FormCard>
      <Card>
        <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(same)}
                onChange={(event) => toggleSame(event.target.checked)}
              />
            }
            label={t('app.member.cards.sameAddress')}
          />
        </CardContent>
      </Card>
      {!same && (
        <FormCard title={t('app.member.cards.domicile')}>
          <AddressFields suffix="_domisili" />
        </FormCard>
      )}
      <ReferrerCard branchName={branchName} />
    </Stack>
  );
});
