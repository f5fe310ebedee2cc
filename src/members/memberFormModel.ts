import type { RegistrationCreateRequest } from '../../domain/api/registrationForm';
import { COUNTRY } from '../../domain/member';

/** The member form's values: the create call's body. */
export type MemberFormValues = RegistrationCreateRequest;

export type AddressSuffix = '' | '_domisili';

/** The address fields of one address, named for the KTP ('') or the domicile ('_domisili'). */
export const addressNames = (suffix: AddressSuffix) =>
  ({
    alamat: `alamat${suffix}`,
    kode_pos: `kode_pos${suffix}`,
    provinsi: `provinsi${suffix}`,
    kota: `kota${suffix}`,
    kecamatan: `kecamatan${suffix}`,
    kelurahan: `kelurahan${suffix}`,
    id_provinsi: `id_provinsi${suffix}`,
    id_kota: `id_kota${suffix}`,
    id_kecamatan: `id_kecamatan${suffix}`,
    id_kelurahan: `id_kelurahan${suffix}`,
  }) as const;

const ADDRESS_KEYS = Object.keys(addressNames('')) as (keyof ReturnType<typeof addressNames>)[];

/** The KTP address's values under the domicile's names ('Apakah Alamat sekarang sama …'). */
export const ktpAsDomicile = (values: MemberFormValues): Partial<MemberFormValues> => {
  const ktp = addressNames('');
  const domicile = addressNames('_domisili');
  return Object.fromEntries(
    ADDRESS_KEYS.map((key) => [domicile[key], values[ktp[key] as keyof MemberFormValues]]),
  ) as Partial<MemberFormValues>;
};

/** An empty form: nothing chosen, the domicile asked for separately. */
export const emptyMember = (): MemberFormValues => ({
  nama_lengkap: '',
  jenis_pendaftaran: '',
  no_id: '',
  tempat_lahir: '',
  tanggal_lahir: null,
  jenis_kelamin: '',
  no_ktp: '',
  email: '',
  no_wa: '',
  nomor_rekening: '',
  nama_bank: '',
  pendidikan_terakhir: '',
  status_pernikahan: '',
  pekerjaan: '',
  status_kepemilikan_rumah: '',
  kepemilikan_npwp: '',
  no_npwp: '',
  apakah_sudah_mengikuti_private_class: null,
  id_alumni: '',
  apakah_anggota_koperasi: '',
  agama: '',
  alamat: '',
  provinsi: '',
  kota: '',
  kecamatan: '',
  kelurahan: '',
  id_provinsi: null,
  id_kota: null,
  id_kecamatan: null,
  id_kelurahan: null,
  kode_pos: '',
  checked: false,
  alamat_domisili: '',
  provinsi_domisili: '',
  kota_domisili: '',
  kecamatan_domisili: '',
  kelurahan_domisili: '',
  id_provinsi_domisili: null,
  id_kota_domisili: null,
  id_kecamatan_domisili: null,
  id_kelurahan_domisili: null,
  kode_pos_domisili: '',
  nama_pereferal: '',
  status_pereferal: null,
  no_id_pereferal: '',
  no_rek_pereferal: '',
  nama_bank_pereferal: '',
  no_wa_pereferal: '',
  pengiriman_paket: '',
  no_ba: '',
  persetujuan_data: false,
  persetujuan_whatsapp: false,
});

export { COUNTRY };
