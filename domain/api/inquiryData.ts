import { number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { whatsappAnswerField } from '../consent';
import { memberFields } from '../memberSchema';
import type { Paged } from './common';
import type { UpgradeRow } from './receipts';
import type { RegistrationRecord } from './registrationForm';
import { pageParam } from './paging';

const M = appMessages.inquiry;
const ERASE = appMessages.consent.rights;

/**
 * GET /api/user/sbs/search_register_aog_mog: members whose name (`nama_lengkap`) or ID (`no_id`)
 * starts with the text, case-insensitively; neither lists everyone, newest first.
 */
export const inquirySearchQuery = object({
  nama_lengkap: string().trim().max(150, M.badSearch).default(''),
  no_id: string().trim().max(30, M.badSearch).default(''),
  page: pageParam(M.badSearch),
});
export type InquirySearchQuery = InferType<typeof inquirySearchQuery>;

export interface InquiryRow {
  id: number;
  nama_lengkap: string;
  jenis_pendaftaran: 'AOG' | 'MOG';
  no_id: string;
  email: string;
  no_wa: string;
}
export type InquirySearchResponse = Paged<InquiryRow>;

export const inquiryIdParams = object({
  id: number().typeError(M.badSearch).integer(M.badSearch).min(1, M.badSearch).required(),
});

/** One change of a member: who, when, and each field from what to what. */
export interface MemberChange {
  id: number;
  name_editor: string;
  updated_at: string;
  fields: Record<string, { from: unknown; to: unknown }>;
}

/** A confirmed upgrade of the member (the contract's `history_upgrade`). */
export type MemberUpgrade = Pick<
  UpgradeRow,
  | 'id'
  | 'tanggal_upgrade'
  | 'no_id_lama'
  | 'no_id_baru'
  | 'jenis_daftar_lama'
  | 'jenis_daftar_baru'
  | 'biaya_upgrade'
>;

/**
 * A consent as it was answered: to the processing of personal data (`persetujuan_data`) or to
 * WhatsApp messages (`riwayat_persetujuan_whatsapp`).
 */
export interface ConsentRecord {
  versi: string;
  teks: string;
  /** The form it was answered on. */
  sumber: 'registration' | 'upgrade' | 'inquiry';
  /** False: refused or withdrawn (WhatsApp messages only). */
  diberikan: boolean;
  waktu: string;
  /** The account that recorded it. */
  dicatat_oleh: string;
}

/** A member as the inquiry edit reads it, with the version a PATCH may carry back. */
export interface InquiryMember extends RegistrationRecord {
  version: number;
  /** Every consent given, newest first. */
  persetujuan_data: ConsentRecord[];
  /** Every answer to WhatsApp messages, newest first; the current one is `persetujuan_whatsapp`. */
  riwayat_persetujuan_whatsapp: ConsentRecord[];
  /** When an erasure request anonymised the member (ISO instant); null while it holds their data. */
  anonymised_at: string | null;
  log_update_register_aog_mog_last: { name_editor: string; updated_at: string } | null;
  /** Every inquiry change of the member, newest first. */
  history: MemberChange[];
  /** The member's confirmed upgrades, newest first. */
  history_upgrade: MemberUpgrade[];
}
export interface InquiryMemberResponse {
  data: InquiryMember;
}

/**
 * GET /api/user/sbs/register_aog_mog/{id}/export: a zip of `anggota.json` (this shape) and the
 * proof images under `bukti/`. Everything held about the member, machine-readable.
 */
export interface MemberExport {
  dibuat_pada: string;
  anggota: InquiryMember;
  /** Every upgrade, confirmed or not, with the data it carries until its confirmation. */
  upgrade: {
    id: number;
    no_id_lama: string;
    no_id_baru: string;
    jenis_daftar_baru: string;
    biaya_upgrade: number;
    data_form: unknown;
    dibuat_pada: string;
    tanggal_upgrade: string | null;
  }[];
  kwitansi: {
    id: number;
    inv_name: string;
    jenis: string;
    status: string;
    nominal_anggota: number;
    total_biaya: number;
    dibuat_pada: string;
    status_berubah_pada: string;
    /** The image's path in the zip; null once it was deleted (retention or erasure). */
    bukti: string | null;
  }[];
  audit: {
    aksi: string;
    entitas: string;
    id_entitas: string;
    perubahan: unknown;
    waktu: string;
    oleh: string | null;
  }[];
}

/**
 * POST /api/user/sbs/register_aog_mog/{id}/anonymise: an erasure request. The member's ID is
 * typed back as the confirmation, so a mistaken id erases nobody (422).
 */
export const memberEraseSchema = object({
  no_id: string()
    .strict()
    .typeError(ERASE.noIdMismatch)
    .required(ERASE.noIdMismatch)
    .max(30, ERASE.noIdMismatch),
});
export type MemberEraseRequest = InferType<typeof memberEraseSchema>;

/**
 * PATCH /api/user/sbs/register_aog_mog/{id}: the registration's field set and rules, and
 * optionally the version read: with it a save over someone else's is refused (409), without it
 * the last save wins, as for the contract's client. Type, ID and name must equal the stored ones
 * (the form shows them read-only). `persetujuan_whatsapp` left out keeps the member's answer.
 */
export const inquiryUpdateSchema = object({
  ...memberFields,
  persetujuan_whatsapp: whatsappAnswerField(),
  version: number()
    .typeError(M.badVersion)
    .integer(M.badVersion)
    .min(1, M.badVersion)
    .max(2_147_483_647, M.badVersion)
    .optional(),
});
export type InquiryUpdateRequest = InferType<typeof inquiryUpdateSchema>;

/** The KTP address under the create call's names, and under a member record's (GET's). */
const KTP_RECORD_NAMES = {
  alamat: 'alamat_ktp',
  provinsi: 'provinsi_ktp',
  kota: 'kota_ktp',
  kecamatan: 'kecamatan_ktp',
  kelurahan: 'kelurahan_ktp',
  kode_pos: 'kode_pos_ktp',
  id_provinsi: 'id_provinsi_ktp',
  id_kota: 'id_kota_ktp',
  id_kecamatan: 'id_kecamatan_ktp',
  id_kelurahan: 'id_kelurahan_ktp',
} as const satisfies Partial<Record<keyof typeof memberFields, keyof RegistrationRecord>>;

/**
 * A member PATCH body in the create call's names, before it is checked. A member sent back as
 * GET answered it (the contract's read-modify-write) has its KTP address under the `_ktp` names and
 * null for an answer left empty; the create call's names win where both are given, and a null
 * answer is an absent one. Anything else the record carries is dropped by the schema.
 */
export const fromMemberRecord = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = body as Record<string, unknown>;
  const named: Record<string, unknown> = { ...given };
  for (const [name, recordName] of Object.entries(KTP_RECORD_NAMES)) {
    if (named[name] === undefined) named[name] = given[recordName];
  }
  return Object.fromEntries(
    Object.entries(named).filter(
      ([key, value]) => value !== undefined && !(value === null && key in memberFields),
    ),
  );
};

/**
 * The stored member in the form's (and the PATCH's) names: the KTP address without its suffix,
 * nulls as ''. The inquiry edit and the upgrade form start from it; sending it back unchanged
 * changes nothing.
 */
export const toMemberForm = (member: RegistrationRecord) => ({
  nama_lengkap: member.nama_lengkap,
  jenis_pendaftaran: member.jenis_pendaftaran,
  no_id: member.no_id,
  tempat_lahir: member.tempat_lahir,
  tanggal_lahir: member.tanggal_lahir ?? '',
  jenis_kelamin: member.jenis_kelamin,
  no_ktp: member.no_ktp,
  email: member.email,
  no_wa: member.no_wa,
  nomor_rekening: member.nomor_rekening,
  nama_bank: member.nama_bank,
  pendidikan_terakhir: member.pendidikan_terakhir,
  status_pernikahan: member.status_pernikahan,
  pekerjaan: member.pekerjaan,
  status_kepemilikan_rumah: member.status_kepemilikan_rumah,
  kepemilikan_npwp: member.kepemilikan_npwp,
  no_npwp: member.no_npwp ?? '',
  apakah_sudah_mengikuti_private_class: member.apakah_sudah_mengikuti_private_class ?? '',
  id_alumni: member.id_alumni ?? '',
  apakah_anggota_koperasi: member.apakah_anggota_koperasi,
  agama: member.agama,
  alamat: member.alamat_ktp,
  provinsi: member.provinsi_ktp ?? '',
  kota: member.kota_ktp ?? '',
  kecamatan: member.kecamatan_ktp ?? '',
  kelurahan: member.kelurahan_ktp ?? '',
  id_provinsi: member.id_provinsi_ktp ?? '',
  id_kota: member.id_kota_ktp ?? '',
  id_kecamatan: member.id_kecamatan_ktp ?? '',
  id_kelurahan: member.id_kelurahan_ktp ?? '',
  kode_pos: member.kode_pos_ktp,
  checked: member.checked,
  alamat_domisili: member.alamat_domisili ?? '',
  provinsi_domisili: member.provinsi_domisili ?? '',
  kota_domisili: member.kota_domisili ?? '',
  kecamatan_domisili: member.kecamatan_domisili ?? '',
  kelurahan_domisili: member.kelurahan_domisili ?? '',
  id_provinsi_domisili: member.id_provinsi_domisili ?? '',
  id_kota_domisili: member.id_kota_domisili ?? '',
  id_kecamatan_domisili: member.id_kecamatan_domisili ?? '',
  id_kelurahan_domisili: member.id_kelurahan_domisili ?? '',
  kode_pos_domisili: member.kode_pos_domisili ?? '',
  nama_pereferal: member.nama_pereferal,
  status_pereferal: member.status_pereferal ?? '',
  no_id_pereferal: member.no_id_pereferal,
  no_rek_pereferal: member.no_rek_pereferal,
  nama_bank_pereferal: member.nama_bank_pereferal,
  no_wa_pereferal: member.no_wa_pereferal,
  pengiriman_paket: member.pengiriman_paket ?? '',
  no_ba: member.no_ba ?? '',
  persetujuan_whatsapp: member.persetujuan_whatsapp,
});
