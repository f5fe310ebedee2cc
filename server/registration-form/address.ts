import { appMessages } from '../../i18n/app-id';
import type { Executor } from '../db/client';
import type { FieldErrors } from '../http/errors';
import { findRegionPath } from '../regions/repository';

const M = appMessages.member;

/** One address as the create call sends it: names, and the codes the pickers chose. */
export interface AddressInput {
  provinsi: string;
  kota: string;
  kecamatan: string;
  kelurahan: string;
  id_provinsi: string | null;
  id_kota: string | null;
  id_kecamatan: string | null;
  id_kelurahan: string | null;
}

export interface ResolvedAddress {
  provinsi: string | null;
  kota: string | null;
  kecamatan: string | null;
  kelurahan: string | null;
  idProvinsi: string | null;
  idKota: string | null;
  idKecamatan: string | null;
  idKelurahan: string | null;
}

const LEVELS = [
  { key: 'provinsi', id: 'id_provinsi', path: 'province' },
  { key: 'kota', id: 'id_kota', path: 'regency' },
  { key: 'kecamatan', id: 'id_kecamatan', path: 'district' },
  { key: 'kelurahan', id: 'id_kelurahan', path: 'village' },
] as const;

/**
 * Checks the chosen region codes and names them from the region tables: a code must exist and
 * sit under the level above it, which must then be given too. Without a code, the typed name is
 * kept as it is (older clients send names only). `suffix` names the fields in the errors.
 */
export const resolveAddress = async (
  db: Executor,
  input: AddressInput,
  suffix: '' | '_domisili',
): Promise<{ address: ResolvedAddress } | { errors: FieldErrors }> => {
  const path = await findRegionPath(db, {
    province: input.id_provinsi,
    regency: input.id_kota,
    district: input.id_kecamatan,
    village: input.id_kelurahan,
  });
  const errors: FieldErrors = {};
  const names: (string | null)[] = [];
  LEVELS.forEach((level, index) => {
    const id = input[level.id];
    if (!id) {
      names.push(input[level.key] || null);
      return;
    }
    const found = path[level.path];
    const above = LEVELS[index - 1];
    if (!found) {
      errors[`${level.id}${suffix}`] = [M.regionUnknown];
    } else if (above && found.parentId !== input[above.id]) {
      errors[`${level.id}${suffix}`] = [M.regionMismatch];
    }
    names.push(found?.name ?? null);
  });
  if (Object.keys(errors).length) return { errors };
  const [provinsi, kota, kecamatan, kelurahan] = names as [
    string | null,
    string | null,
    string | null,
    string | null,
  ];
  return {
    address: {
      provinsi,
      kota,
      kecamatan,
      kelurahan,
      idProvinsi: input.id_provinsi,
      idKota: input.id_kota,
      idKecamatan: input.id_kecamatan,
      idKelurahan: input.id_kelurahan,
    },
  };
};
