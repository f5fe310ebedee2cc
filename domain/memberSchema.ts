import { boolean, object, string } from 'yup';
import { appMessages } from '../i18n/app-id';
import { isIsoDay } from './dates';
import {
  EDUCATIONS,
  GENDERS,
  HOME_OWNERSHIPS,
  MARITAL_STATUSES,
  MEMBER_TYPES,
  NIK_PATTERN,
  POSTCODE_PATTERN,
  PRIVATE_CLASS_ANSWERS,
  REFERRER_STATUSES,
  RELIGIONS,
  YES_NO,
  asksPrivateClass,
} from './member';
import { MASKED_NIK_PATTERN } from './personalData';
import { isPhone } from './phone';
import { MULTILINE, withNameRules } from './text';

const M = appMessages.member;
const R = M.required;

/**
 * The member fields as yup schemas, one per field, so the
 * registration form, the server and later the upgrade and inquiry forms build their own
 * objects from the same rules. Every limit matches its database column.
 */

const tooLong = (max: number) => M.tooLong.replace('%{max}', String(max));

/** Trimmed text, at most `max` characters; '' when absent. */
export const text = (max: number) => string().trim().max(max, tooLong(max)).default('');
export const requiredText = (message: string, max: number) => text(max).required(message);

/** One of a fixed list; '' counts as missing (required), so a field never gets two messages. */
export const choice = (options: readonly string[], message: string) =>
  string()
    .trim()
    .default('')
    .required(message)
    .test('choice', M.invalidChoice, (value) => !value || options.includes(value));

const optionalChoice = (options: readonly string[]) =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('choice', M.invalidChoice, (value) => !value || options.includes(value));

const phone = (message: string) =>
  requiredText(message, 30).test('phone', M.phoneFormat, (value) => !value || isPhone(value));

const postcode = () =>
  string()
    .trim()
    .default('')
    .test('postcode', M.postcodeFormat, (value) => !value || POSTCODE_PATTERN.test(value));

/** A region code (Kemendagri '32.73.01.1001'), or null. */
const regionId = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(20, M.regionUnknown)
    .matches(/^[0-9.]+$/, { message: M.regionUnknown, excludeEmptyString: true });

/**
 * 'YYYY-MM-DD', not after `context.today` (the server's Jakarta day: the server passes its
 * clock's, the form the day the server last told it). Without a context it only checks the
 * format; the server always checks with its clock.
 */
const birthDate = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('format', M.birthDateFormat, (value) => !value || isIsoDay(value))
    .test('past', M.birthDateTooOld, (value) => !value || !isIsoDay(value) || value >= '1900-01-01')
    .test('future', M.birthDateFuture, function (value) {
      const today = (this.options.context as { today?: string } | undefined)?.today;
      return !value || !today || !isIsoDay(value) || value <= today;
    });

/** Every field of the member form, in the names of the contract's registration create call. */
export const memberFields = {
  // Biodata Pendaftar
  nama_lengkap: withNameRules(requiredText(R.nama_lengkap, 150)),
  jenis_pendaftaran: choice(MEMBER_TYPES, R.jenis_pendaftaran),
  no_id: requiredText(R.no_id, 30).uppercase(),
  tempat_lahir: requiredText(R.tempat_lahir, 100),
  tanggal_lahir: birthDate(),
  jenis_kelamin: choice(GENDERS, R.jenis_kelamin),
  // A masked NIK is what a form shows to those who see it masked: sent back unchanged it keeps
  // the stored one (the server refuses any other mask).
  no_ktp: requiredText(R.no_ktp, 30).test(
    'nik',
    M.nikFormat,
    (value) => !value || NIK_PATTERN.test(value) || MASKED_NIK_PATTERN.test(value),
  ),
  email: requiredText(R.email, 255).email(M.emailFormat),
  no_wa: phone(R.no_wa),
  nomor_rekening: requiredText(R.nomor_rekening, 50),
  nama_bank: requiredText(R.nama_bank, 100),
  pendidikan_terakhir: choice(EDUCATIONS, R.pendidikan_terakhir),
  status_pernikahan: choice(MARITAL_STATUSES, R.status_pernikahan),
  pekerjaan: requiredText(R.pekerjaan, 100),
  status_kepemilikan_rumah: choice(HOME_OWNERSHIPS, R.status_kepemilikan_rumah),
  kepemilikan_npwp: choice(YES_NO, R.kepemilikan_npwp),
  no_npwp: text(30).when('kepemilikan_npwp', {
    is: 'Ya',
    then: (s) => s.required(R.no_npwp),
    otherwise: (s) => s.transform(() => ''),
  }),
  apakah_sudah_mengikuti_private_class: optionalChoice(PRIVATE_CLASS_ANSWERS).when(
    'jenis_pendaftaran',
    {
      is: (type: string) => asksPrivateClass(type),
      then: (s) => s.required(R.apakah_sudah_mengikuti_private_class),
    },
  ),
  id_alumni: text(50).when('apakah_sudah_mengikuti_private_class', {
    is: 'sudah',
    then: (s) => s.required(R.id_alumni),
    otherwise: (s) => s.transform(() => ''),
  }),
  apakah_anggota_koperasi: choice(YES_NO, R.apakah_anggota_koperasi),
  agama: choice(RELIGIONS, R.agama),

  // Alamat KTP
  alamat: requiredText(R.alamat, 500).meta(MULTILINE),
  provinsi: text(100),
  kota: text(100),
  kecamatan: text(100),
  kelurahan: text(100),
  id_provinsi: regionId(),
  id_kota: regionId(),
  id_kecamatan: regionId(),
  id_kelurahan: regionId(),
  kode_pos: postcode().required(R.kode_pos),

  // Alamat Domisili, unless it is the KTP address
  checked: boolean().default(false),
  alamat_domisili: text(500)
    .meta(MULTILINE)
    .when('checked', {
      is: (same: boolean) => !same,
      then: (s) => s.required(R.alamat_domisili),
    }),
  provinsi_domisili: text(100),
  kota_domisili: text(100),
  kecamatan_domisili: text(100),
  kelurahan_domisili: text(100),
  id_provinsi_domisili: regionId(),
  id_kota_domisili: regionId(),
  id_kecamatan_domisili: regionId(),
  id_kelurahan_domisili: regionId(),
  kode_pos_domisili: postcode().when('checked', {
    is: (same: boolean) => !same,
    then: (s) => s.required(R.kode_pos_domisili),
  }),

  // Pereferal
  nama_pereferal: withNameRules(requiredText(R.nama_pereferal, 150)),
  status_pereferal: optionalChoice(REFERRER_STATUSES),
  no_id_pereferal: requiredText(R.no_id_pereferal, 50),
  no_rek_pereferal: requiredText(R.no_rek_pereferal, 50),
  nama_bank_pereferal: requiredText(R.nama_bank_pereferal, 100),
  no_wa_pereferal: phone(R.no_wa_pereferal),

  // Others the old app sent; optional.
  pengiriman_paket: text(100),
  no_ba: text(50),
};

export const memberSchema = object(memberFields);
