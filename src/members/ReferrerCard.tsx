import { TextField } from '@mui/material';
import { REFERRER_STATUSES } from '../../domain/member';
import { useT } from '../common/useT';
import { Cell, FormCard } from './FormCard';
import { SelectInput, TextInput } from './fields';

/** 'Pereferal': who brought the member in, and the branch that registers them. */
export const ReferrerCard = ({ branchName }: { branchName: string }) => {
  const t = useT();
  return (
    <FormCard title={t('app.member.cards.referrer')}>
      <Cell>
        <TextField
          label={t('app.member.labels.cabang_pembina')}
          value={branchName}
          fullWidth
          disabled
        />
      </Cell>
      <Cell>
        <TextInput name="nama_pereferal" label={t('app.member.labels.nama_pereferal')} required />
      </Cell>
      <Cell>
        <SelectInput
          name="status_pereferal"
          label={t('app.member.labels.status_pereferal')}
          options={REFERRER_STATUSES.map((value) => ({
            value,
            label: t(`app.member.options.${value}`),
          }))}
        />
      </Cell>
      <Cell>
        <TextInput name="no_id_pereferal" label={t('app.member.labels.no_id_pereferal')} required />
      </Cell>
      <Cell>
        <TextInput
          name="no_rek_pereferal"
          label={t('app.member.labels.no_rek_pereferal')}
          required
        />
      </Cell>
      <Cell>
        <TextInput
          name="nama_bank_pereferal"
          label={t('app.member.labels.nama_bank_pereferal')}
          required
        />
      </Cell>
      <Cell>
        <TextInput
          name="no_wa_pereferal"
          label={t('app.member.labels.no_wa_pereferal')}
          type="tel"
          required
        />
      </Cell>
    </FormCard>
  );
};
