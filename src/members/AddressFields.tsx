import { TextField } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { RegionItem, RegionLevel } from '../../domain/api/regions';
import { useT } from '../common/useT';
import { RegionPicker } from '../regions/RegionPicker';
import { Cell } from './FormCard';
import { TextInput } from './fields';
import {
  addressNames,
  COUNTRY,
  type AddressSuffix,
  type MemberFormValues,
} from './memberFormModel';

type Names = ReturnType<typeof addressNames>;
type LevelKey = 'provinsi' | 'kota' | 'kecamatan' | 'kelurahan';

const LEVELS: { key: LevelKey; level: RegionLevel }[] = [
  { key: 'provinsi', level: 'provinces' },
  { key: 'kota', level: 'regencies' },
  { key: 'kecamatan', level: 'districts' },
  { key: 'kelurahan', level: 'villages' },
];

const ID_OF: Record<LevelKey, keyof Names> = {
  provinsi: 'id_provinsi',
  kota: 'id_kota',
  kecamatan: 'id_kecamatan',
  kelurahan: 'id_kelurahan',
};

/** The watched code and name of each level, in order: id, name, id, name, … */
const watchedNames = (suffix: AddressSuffix) => {
  const names = addressNames(suffix);
  return LEVELS.flatMap(({ key }) => [names[ID_OF[key]], names[key]]) as (keyof MemberFormValues)[];
};
const WATCHED: Record<AddressSuffix, (keyof MemberFormValues)[]> = {
  '': watchedNames(''),
  _domisili: watchedNames('_domisili'),
};

/**
 * One address (KTP or domicile): street, the cascading region pickers, postcode and country.
 * Choosing a region stores its code and name and clears the levels below it.
 */
export const AddressFields = ({ suffix }: { suffix: AddressSuffix }) => {
  const t = useT();
  const names = addressNames(suffix);
  const { setValue, control } = useFormContext<MemberFormValues>();
  const { errors } = useFormState({ control });
  const values = useWatch({ control, name: WATCHED[suffix] }) as (string | null)[];
  const chosen = (index: number): RegionItem | null => {
    const id = values[index * 2];
    return id ? { id, name: String(values[index * 2 + 1] ?? '') } : null;
  };
  const waiting = [
    undefined,
    t('app.member.chooseProvinceFirst'),
    t('app.member.chooseRegencyFirst'),
    t('app.member.chooseDistrictFirst'),
  ];

  const pick = (index: number, region: RegionItem | null) => {
    const set = (name: keyof MemberFormValues, value: string | null) =>
      setValue(name, value as never, { shouldDirty: true, shouldValidate: false });
    LEVELS.slice(index).forEach(({ key }, offset) => {
      set(names[ID_OF[key]], offset === 0 ? (region?.id ?? null) : null);
      set(names[key], offset === 0 ? (region?.name ?? '') : '');
    });
  };

  return (
    <>
      <Cell wide>
        <TextInput
          name={names.alamat}
          label={t(suffix ? 'app.member.labels.alamat_domisili' : 'app.member.labels.alamat')}
          required
          multiline
          minRows={2}
        />
      </Cell>
      {LEVELS.map(({ key, level }, index) => (
        <Cell key={key}>
          <RegionPicker
            id={`member-${names[key]}`}
            level={level}
            parentId={index === 0 ? null : (chosen(index - 1)?.id ?? null)}
            value={chosen(index)}
            onChange={(region) => pick(index, region)}
            label={t(`app.member.labels.${key}`)}
            waitingText={waiting[index]}
            error={errors[names[ID_OF[key]] as keyof MemberFormValues]?.message}
          />
        </Cell>
      ))}
      <Cell>
        <TextInput
          name={names.kode_pos}
          label={t(suffix ? 'app.member.labels.kode_pos_domisili' : 'app.member.labels.kode_pos')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Cell>
      <Cell>
        <TextField label={t('app.member.labels.negara')} value={COUNTRY} fullWidth disabled />
      </Cell>
    </>
  );
};
