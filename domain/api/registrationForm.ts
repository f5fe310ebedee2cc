import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import type { IdType } from '../ids';
import type { ContactFlags } from './duplicates';
import { memberFields } from '../memberSchema';
import { dataConsentField, whatsappConsentField } from '../consent';
import { ID_DROPDOWN_LIMIT } from '../lists';

/**
 * POST /api/user/register_aog_mog: a new AOG or MOG member of the caller's branch. The body
 * uses the names of the contract's create call (the KTP address as alamat, provinsi, …, kode_pos; the
 * domicile with the _domisili suffix) plus the region codes (id_provinsi, …) behind the names.
 * `biaya_total` and `cabang_pembina` are the server's to set; whatever the client sends for
 * them is dropped, like any field not listed here. `persetujuan_data` must be true: the member
 * agreed to the processing of their personal data in the wording of DATA_CONSENT.
 * `persetujuan_whatsapp` is their answer to WhatsApp messages (WHATSAPP_CONSENT), false when left
 * out.
 */
export const registrationCreateSchema = object({
  ...memberFields,
  persetujuan_data: dataConsentField(),
  persetujuan_whatsapp: whatsappConsentField(),
});
export type RegistrationCreateRequest = InferType<typeof registrationCreateSchema>;

/** A member as the API answers it: the stored field names. */
export interface RegistrationRecord {
  id: number;
  nama_lengkap: string;
  jenis_pendaftaran: 'AOG' | 'MOG';
  no_id: string;
  tempat_lahir: string;
  tanggal_lahir: string | null;
  jenis_kelamin: string;
  no_ktp: string;
  email: string;
  no_wa: string;
  nomor_rekening: string;
  nama_bank: string;
  pendidikan_terakhir: string;
  status_pernikahan: string;
  pekerjaan: string;
  status_kepemilikan_rumah: string;
  kepemilikan_npwp: string;
  no_npwp: string | null;
  apakah_sudah_mengikuti_private_class: string | null;
  id_alumni: string | null;
  apakah_anggota_koperasi: string;
  agama: string;
  alamat_ktp: string;
  provinsi_ktp: string | null;
  kota_ktp: string | null;
  kecamatan_ktp: string | null;
  kelurahan_ktp: string | null;
  kode_pos_ktp: string;
  negara_ktp: string;
  id_provinsi_ktp: string | null;
  id_kota_ktp: string | null;
  id_kecamatan_ktp: string | null;
  id_kelurahan_ktp: string | null;
  alamat_domisili: string | null;
  provinsi_domisili: string | null;
  kota_domisili: string | null;
  kecamatan_domisili: string | null;
  kelurahan_domisili: string | null;
  kode_pos_domisili: string | null;
  negara_domisili: string;
  id_provinsi_domisili: string | null;
  id_kota_domisili: string | null;
  id_kecamatan_domisili: string | null;
  id_kelurahan_domisili: string | null;
  checked: boolean;
  cabang_pembina: string;
  nama_pereferal: string;
  status_pereferal: string | null;
  no_id_pereferal: string;
  no_rek_pereferal: string;
  nama_bank_pereferal: string;
  no_wa_pereferal: string;
  pengiriman_paket: string | null;
  no_ba: string | null;
  biaya_total: number;
  /** The member's current answer to WhatsApp messages: no message goes to them without it. */
  persetujuan_whatsapp: boolean;
  /** Who registered the member (the creator's name). */
  name_user: string;
  /** ISO instant; also the registration date (tanggal_pendaftaran). */
  created_at: string;
  tanggal_pendaftaran: string;
}

export interface RegistrationResponse {
  data: RegistrationRecord;
  /** Create only: where the e-mail and WhatsApp number were already known (flagged, not refused). */
  duplikat?: ContactFlags;
}

const E = appMessages.registrationForm;

/** GET /api/user/register_aog_mog/generate-id/dropdown: the caller's branch's free IDs. */
export const idDropdownQuery = object({
  type: string()
    .trim()
    .lowercase()
    .required(E.badIdQuery)
    .oneOf(['aog', 'mog'] as const, E.badIdQuery),
  keyword: string().trim().max(30, E.badIdQuery).default(''),
  limit: number()
    .typeError(E.badIdQuery)
    .integer(E.badIdQuery)
    .min(1, E.badIdQuery)
    .max(ID_DROPDOWN_LIMIT, E.badIdQuery)
    .default(ID_DROPDOWN_LIMIT),
});
export type IdDropdownQuery = InferType<typeof idDropdownQuery>;

export interface IdDropdownResponse {
  data: { generate_id: string; type: IdType }[];
}

/**
 * GET /api/user/register_aog_mog/fees: the fee schedule in force today (the server's Jakarta
 * day), so the form's 'Rincian Pembayaran' shows what the server will charge.
 */
export interface FeesResponse {
  data: {
    biaya_daftar_aog: number;
    biaya_daftar_mog: number;
    biaya_private_class: number;
    biaya_aog_upgrade: number;
    biaya_mog_upgrade: number;
    /** The Jakarta day the schedule was read for ('YYYY-MM-DD'). */
    tanggal: string;
  };
}
