import { useFormContext, useWatch } from 'react-hook-form';
import {
  EDUCATIONS,
  GENDERS,
  HOME_OWNERSHIPS,
  MARITAL_STATUSES,
  MEMBER_TYPES,
  PRIVATE_CLASS_ANSWERS,
  RELIGIONS,
  YES_NO,
} from '../../domain/member';
import type { appMessages } from '../../i18n/app-id';
import { useOperatingHoursGate } from '../hours/useOperatingHoursGate';
import { useT } from '../common/useT';
import { Cell, FormCard } from './FormCard';
import { IdPicker } from './IdPicker';
import { DayInput, RadioInput, SelectInput, TextInput, choices } from './fields';
import type { MemberFormValues } from './memberFormModel';

/**
 * The birth date, whose calendar ends on the server's Jakarta day. Its own component: the card
 * around it (about 1,000 components) does not render again when the operating hours arrive or
 * their clock ticks.
 */
const BirthDateInput = ({ label }: { label: string }) => {
  const hours = useOperatingHoursGate();
  return (
    <DayInput
      name="tanggal_lahir"
      label={label}
      maxDate={hours.known ? hours.today : undefined}
      openTo="year"
    />
  );
};

/**
 * 'Biodata Pendaftar'. The NPWP number shows only for 'Ya', the alumni number only for 'sudah'.
 * With `lockIdentity` (inquiry edit) type, ID and name are shown but cannot be changed.
 */
export const BiodataCard = ({ lockIdentity }: { lockIdentity?: boolean }) => {
  const t = useT();
  const { control } = useFormContext<MemberFormValues>();
  const [npwp, privateClass] = useWatch({
    control,
    name: ['kepemilikan_npwp', 'apakah_sudah_mengikuti_private_class'],
  });
  const label = (key: keyof typeof appMessages.member.labels) => t(`app.member.labels.${key}`);

  return (
    <FormCard title={t('app.member.cards.biodata')}>
      <Cell>
        <TextInput
          name="nama_lengkap"
          label={label('nama_lengkap')}
          required
          disabled={lockIdentity}
        />
      </Cell>
      <Cell>
        <SelectInput
          name="jenis_pendaftaran"
          label={label('jenis_pendaftaran')}
          options={choices(MEMBER_TYPES)}
          required
          disabled={lockIdentity}
        />
      </Cell>
      <Cell>
        {lockIdentity ? <TextInput name="no_id" label={label('no_id')} disabled /> : <IdPicker />}
      </Cell>
      <Cell>
        <TextInput name="tempat_lahir" label={label('tempat_lahir')} required />
      </Cell>
      <Cell>
        <BirthDateInput label={label('tanggal_lahir')} />
      </Cell>
      <Cell>
        <RadioInput
          name="jenis_kelamin"
          label={label('jenis_kelamin')}
          options={choices(GENDERS)}
          required
        />
      </Cell>
      <Cell>
        <TextInput
          name="no_ktp"
          label={label('no_ktp')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        />
      </Cell>
      <Cell>
        <TextInput name="email" label={label('email')} type="email" required />
      </Cell>
      <Cell>
        <TextInput
          name="no_wa"
          label={label('no_wa')}
          type="tel"
          required
          placeholder="+62 812-3456-7890"
        />
      </Cell>
      <Cell>
        <TextInput name="nomor_rekening" label={label('nomor_rekening')} required />
      </Cell>
      <Cell>
        <TextInput name="nama_bank" label={label('nama_bank')} required />
      </Cell>
      <Cell>
        <SelectInput
          name="pendidikan_terakhir"
          label={label('pendidikan_terakhir')}
          options={choices(EDUCATIONS)}
          required
        />
      </Cell>
      <Cell>
        <SelectInput
          name="status_pernikahan"
          label={label('status_pernikahan')}
          options={choices(MARITAL_STATUSES)}
          required
        />
      </Cell>
      <Cell>
        <TextInput name="pekerjaan" label={label('pekerjaan')} required />
      </Cell>
      <Cell>
        <SelectInput
          name="status_kepemilikan_rumah"
          label={label('status_kepemilikan_rumah')}
          options={choices(HOME_OWNERSHIPS)}
          required
        />
      </Cell>
      <Cell>
        <SelectInput name="agama" label={label('agama')} options={choices(RELIGIONS)} required />
      </Cell>
      <Cell>
        <RadioInput
          name="kepemilikan_npwp"
          label={label('kepemilikan_npwp')}
          options={choices(YES_NO)}
          required
        />
      </Cell>
      <Cell>{npwp === 'Ya' && <TextInput name="no_npwp" label={label('no_npwp')} required />}</Cell>
      <Cell>
        <RadioInput
          name="apakah_sudah_mengikuti_private_class"
          label={label('apakah_sudah_mengikuti_private_class')}
          options={PRIVATE_CLASS_ANSWERS.map((value) => ({
            value,
            label: t(`app.member.options.${value}`),
          }))}
        />
      </Cell>
      <Cell>
        {privateClass === 'sudah' && (
          <TextInput name="id_alumni" label={label('id_alumni')} required />
        )}
      </Cell>
      <Cell>
        <RadioInput
          name="apakah_anggota_koperasi"
          label={label('apakah_anggota_koperasi')}
          options={choices(YES_NO)}
          required
        />
      </Cell>
    </FormCard>
  );
};
