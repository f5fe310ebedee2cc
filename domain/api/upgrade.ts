import { array, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../images';
import { memberFields, requiredText } from '../memberSchema';
import { dataConsentField, whatsappConsentField } from '../consent';
import type { Paged } from './common';
import { MAX_ROWS_PER_PROOF } from '../lists';
import type { UpgradeRow } from './receipts';
import type { RegistrationRecord } from './registrationForm';

const U = appMessages.upgrade;
const P = appMessages.proof.errors;

/**
 * GET /api/user/register_aog_mog/search: the caller's branch's members whose name
 * (`nama_lengkap`) or ID (`no_id`) starts with the text, case-insensitively, as the contract's
 * member search does. Beside them, the app's own `keyword` finds the text anywhere in the
 * field `field` says; every filter given applies. Sorted by `sort`.
 */
export const upgradeSearchQuery = object({
  nama_lengkap: string().trim().max(150, U.errors.badSearch).default(''),
  no_id: string().trim().max(30, U.errors.badSearch).default(''),
  field: string()
    .oneOf(['nama_lengkap', 'no_id'] as const, U.errors.badSearch)
    .default('nama_lengkap'),
  keyword: string().trim().max(100, U.errors.badSearch).default(''),
  page: number().typeError(U.errors.badSearch).integer().min(1).max(10_000).default(1),
  sort: string()
    .oneOf(
      [
        'nama_lengkap',
        'no_id',
        'jenis_pendaftaran',
        'kota_domisili',
        'kecamatan_domisili',
        'cabang_pembina',
      ] as const,
      U.errors.badSearch,
    )
    .default('nama_lengkap'),
  order: string()
    .oneOf(['ASC', 'DESC'] as const, U.errors.badSearch)
    .default('ASC'),
});
export type UpgradeSearchQuery = InferType<typeof upgradeSearchQuery>;

/** One row of the candidate table. */
export interface UpgradeCandidate {
  id: number;
  nama_lengkap: string;
  no_id: string;
  jenis_pendaftaran: 'AOG' | 'MOG';
  kota_domisili: string | null;
  kecamatan_domisili: string | null;
  cabang_pembina: string;
  /** True when the member may be upgraded now: a MOG without an upgrade in progress. */
  can_upgrade: boolean;
}
export type UpgradeSearchResponse = Paged<UpgradeCandidate>;

/**
 * GET /api/user/upgrade_aog_mog/:id: the caller's branch's member the upgrade form at
 * /registrasion-form/upgrade-mog/{IDmog} starts from (another branch's member is 404), with
 * whether it may be upgraded now. PATCH on the same path upgrades it.
 */
export interface UpgradeMemberResponse {
  data: RegistrationRecord & { can_upgrade: boolean };
}

/**
 * POST /api/user/upgrade_aog_mog and PATCH /api/user/upgrade_aog_mog/:id: the registration
 * form's fields (jenis_pendaftaran and no_id are the new type and new ID) plus the member's old
 * ID, and the member's consent to the processing of their data given again on the upgrade form,
 * with their answer to WhatsApp messages (false when left out).
 * The fee is the server's to compute.
 */
export const upgradeCreateSchema = object({
  ...memberFields,
  persetujuan_data: dataConsentField(),
  persetujuan_whatsapp: whatsappConsentField(),
  no_id_lama: requiredText(U.required.no_id_lama, 30).uppercase(),
});
export type UpgradeCreateRequest = InferType<typeof upgradeCreateSchema>;

/** The upgrade as written: the list row plus the `biaya_total` the contract gives each call. */
export interface UpgradeResponse {
  data: UpgradeRow & { biaya_total: number };
}

/** GET /api/user/upgrade_aog_mog/index: the branch's upgrades still needing proof. */
export interface UpgradeListResponse {
  registerList: UpgradeRow[];
}

/**
 * POST /api/user/upgrade_aog_mog/upload_bukti_pembayaran: as the registration upload, but
 * `id_form` lists id objects (`[{id: 12}]`).
 */
export const upgradeProofSchema = object({
  image: string()
    .trim()
    .required(P.missing)
    .max(MAX_IMAGE_DATA_URL_LENGTH, appMessages.errors.image.size),
  id_form: array(
    object({
      id: number().typeError(P.idType).integer(P.idType).positive(P.idType).required(P.idType),
    }).typeError(P.idType),
  )
    .required(P.missing)
    .min(1, P.missing)
    .max(MAX_ROWS_PER_PROOF, P.tooManyRows),
  amount: number()
    .typeError(P.amountType)
    .required(P.missing)
    .integer(P.amountType)
    .min(1, P.missing),
});
export type UpgradeProofRequest = InferType<typeof upgradeProofSchema>;
