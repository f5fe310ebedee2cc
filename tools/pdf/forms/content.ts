import { DEFAULT_FEES, registrationFee } from '../../../domain/fees';
import {
  COUNTRY,
  EDUCATIONS,
  GENDERS,
  HOME_OWNERSHIPS,
  MARITAL_STATUSES,
  MEMBER_TYPES,
  RELIGIONS,
  YES_NO,
} from '../../../domain/member';
import { formatRupiah } from '../../../domain/money';
import { appMessages } from '../../../i18n/app-id';

/**
 * The paper registration form ('Formulir Pendaftaran AOG / MOG') as data: the same fields,
 * labels and answers as the screen /registration-form/pendaftaran (i18n/app/member.ts and
 * domain/member.ts), so the paper and the screen cannot drift apart.
 */
const L = appMessages.member.labels;
const C = appMessages.member.cards;
const O = appMessages.member.options;

export type FormField =
  /** A box to write in; `lines` > 1 for an address. */
  | { kind: 'write'; label: string; lines?: number; half?: boolean; note?: string }
  /** One square per character: a KTP number, a postcode, a date. */
  | { kind: 'chars'; label: string; count: number; half?: boolean; groups?: number[] }
  /** Tick one of the answers. */
  | { kind: 'choose'; label: string; options: readonly string[]; half?: boolean; note?: string }
  /** Printed, not asked: the country is always Indonesia. */
  | { kind: 'fixed'; label: string; value: string; half?: boolean };

export interface FormSection {
  title: string;
  note?: string;
  fields: FormField[];
}

const address = (street: string, postcode: string): FormField[] => [
  { kind: 'write', label: street, lines: 2 },
  { kind: 'write', label: L.kelurahan, half: true },
  { kind: 'write', label: L.kecamatan, half: true },
  { kind: 'write', label: L.kota, half: true },
  { kind: 'write', label: L.provinsi, half: true },
  { kind: 'chars', label: postcode, count: 5, half: true },
  { kind: 'fixed', label: L.negara, value: COUNTRY, half: true },
];

export const formSections: FormSection[] = [
  {
    title: C.biodata,
    fields: [
      { kind: 'choose', label: L.jenis_pendaftaran, options: MEMBER_TYPES, half: true },
      {
        kind: 'write',
        label: L.no_id,
        half: true,
        note: 'Diisi petugas cabang',
      },
      { kind: 'write', label: L.nama_lengkap },
      { kind: 'write', label: L.tempat_lahir, half: true },
      {
        kind: 'chars',
        label: `${L.tanggal_lahir} (DD-MM-YYYY)`,
        count: 8,
        groups: [2, 2, 4],
        half: true,
      },
      { kind: 'choose', label: L.jenis_kelamin, options: GENDERS, half: true },
      { kind: 'chars', label: L.no_ktp, count: 16, half: true },
      { kind: 'write', label: L.email, half: true },
      { kind: 'write', label: L.no_wa, half: true },
      { kind: 'write', label: L.nomor_rekening, half: true },
      { kind: 'write', label: L.nama_bank, half: true },
      { kind: 'choose', label: L.pendidikan_terakhir, options: EDUCATIONS },
      { kind: 'choose', label: L.status_pernikahan, options: MARITAL_STATUSES },
      { kind: 'write', label: L.pekerjaan, half: true },
      { kind: 'choose', label: L.agama, options: RELIGIONS, half: true },
      { kind: 'choose', label: L.status_kepemilikan_rumah, options: HOME_OWNERSHIPS },
      { kind: 'choose', label: L.kepemilikan_npwp, options: YES_NO, half: true },
      { kind: 'write', label: L.no_npwp, half: true, note: `Jika ${L.kepemilikan_npwp} Ya` },
      {
        kind: 'choose',
        label: L.apakah_sudah_mengikuti_private_class,
        options: [O.sudah, O.belum],
        half: true,
        note: 'Wajib untuk AOG',
      },
      { kind: 'write', label: L.id_alumni, half: true, note: 'Jika sudah mengikuti Private Class' },
      { kind: 'choose', label: L.apakah_anggota_koperasi, options: YES_NO, half: true },
    ],
  },
  { title: C.ktp, fields: address(L.alamat, L.kode_pos) },
  {
    title: C.domicile,
    note: `${C.sameAddress} Jika Ya, bagian ini tidak perlu diisi.`,
    fields: [
      { kind: 'choose', label: C.sameAddress, options: YES_NO },
      ...address(L.alamat_domisili, L.kode_pos_domisili),
    ],
  },
  {
    title: C.referrer,
    fields: [
      { kind: 'write', label: L.cabang_pembina, half: true },
      { kind: 'write', label: L.nama_pereferal, half: true },
      { kind: 'choose', label: L.status_pereferal, options: [O.aog, O.cabang], half: true },
      { kind: 'write', label: L.no_id_pereferal, half: true },
      { kind: 'write', label: L.no_rek_pereferal, half: true },
      { kind: 'write', label: L.nama_bank_pereferal, half: true },
      { kind: 'write', label: L.no_wa_pereferal, half: true },
    ],
  },
];

const P = appMessages.registrationForm.payment;
const fee = (type: 'AOG' | 'MOG', answer: 'sudah' | 'belum' | null) =>
  formatRupiah(registrationFee(type, answer, DEFAULT_FEES));

/** 'Rincian Pembayaran': the fee schedule and what each case pays. */
export const feeTable = {
  title: P.title,
  head: [L.jenis_pendaftaran, 'Private Class', 'Biaya Pendaftaran', P.privateClass, P.total],
  rows: [
    [
      'AOG',
      O.belum,
      fee('AOG', 'sudah'),
      formatRupiah(DEFAULT_FEES.privateClass),
      fee('AOG', 'belum'),
    ],
    ['AOG', O.sudah, fee('AOG', 'sudah'), formatRupiah(0), fee('AOG', 'sudah')],
    ['MOG', '-', fee('MOG', null), formatRupiah(0), fee('MOG', null)],
  ],
  note:
    'Biaya Private Class hanya untuk AOG yang belum mengikuti Private Class. Biaya yang berlaku ' +
    'dihitung oleh sistem pada hari pendaftaran dan tertera pada invoice.',
};

/** The branch's own notes on the paper, after the signatures. */
export const officeSection: FormSection = {
  title: 'Diisi oleh Petugas Cabang',
  fields: [
    {
      kind: 'choose',
      label: 'Kelengkapan',
      options: ['Fotokopi KTP', 'Bukti pembayaran'],
    },
    { kind: 'write', label: 'Diterima oleh', half: true },
    {
      kind: 'chars',
      label: 'Tanggal diterima (DD-MM-YYYY)',
      count: 8,
      groups: [2, 2, 4],
      half: true,
    },
    {
      kind: 'chars',
      label: 'Diinput ke Dashboard (DD-MM-YYYY)',
      count: 8,
      groups: [2, 2, 4],
      half: true,
    },
    { kind: 'write', label: 'Paraf Petugas', half: true },
  ],
};

export const formText = {
  product: 'Dashboard Form AOG / MOG',
  title: 'Formulir Pendaftaran AOG / MOG',
  intro:
    'Isi dengan huruf cetak dan tinta hitam. Kolom bertanda * wajib diisi. Serahkan formulir ini ' +
    'kepada petugas cabang bersama fotokopi KTP.',
  branchHeader: [L.cabang_pembina, 'Tanggal Pendaftaran'],
  statement:
    'Dengan menandatangani formulir ini, saya menyatakan bahwa data di atas benar dan saya ' +
    'menyetujui ketentuan keanggotaan AOG / MOG.',
  signatures: ['Calon Anggota', 'Pereferal', 'Petugas Cabang'],
  signatureName: 'Nama jelas',
  signatureDate: 'Tanggal',
};

/** The labels the screen marks as required, marked * on paper too. */
export const REQUIRED_LABELS: ReadonlySet<string> = new Set([
  L.nama_lengkap,
  L.jenis_pendaftaran,
  L.no_id,
  L.tempat_lahir,
  L.jenis_kelamin,
  L.no_ktp,
  L.email,
  L.no_wa,
  L.nomor_rekening,
  L.nama_bank,
  L.pendidikan_terakhir,
  L.status_pernikahan,
  L.pekerjaan,
  L.status_kepemilikan_rumah,
  L.kepemilikan_npwp,
  L.apakah_anggota_koperasi,
  L.agama,
  L.alamat,
  L.kode_pos,
  L.alamat_domisili,
  L.kode_pos_domisili,
  L.nama_pereferal,
  L.no_id_pereferal,
  L.no_rek_pereferal,
  L.nama_bank_pereferal,
  L.no_wa_pereferal,
]);
