import { array, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../images';
import type { Paged } from './common';
import type { RegistrationRow } from './receipts';
import { pageParam } from './paging';
import { MAX_ROWS_PER_PROOF, REGISTRATION_PAGE_SIZES } from '../lists';

const M = appMessages.proof.errors;
const E = appMessages.errors;

/** The columns the registration list shows, each of which it may be sorted by. */
export const REGISTRATION_LIST_SORTS = [
  'created_at',
  'nama_lengkap',
  'jenis_pendaftaran',
  'no_id',
  'cabang_pembina',
  'nama_pereferal',
  'apakah_sudah_mengikuti_private_class',
  'biaya_total',
] as const satisfies readonly (keyof RegistrationRow)[];

/**
 * GET /api/user/register_aog_mog/index: one page of the branch's registrations still needing
 * proof, newest first unless sorted otherwise. `per_page` goes up to a proof's row limit, so
 * 'Pilih semua' can fetch every row one proof may take in one page.
 */
export const registrationListQuery = object({
  page: pageParam(E.badRequest),
  per_page: number()
    .typeError(E.badRequest)
    .integer(E.badRequest)
    .min(1, E.badRequest)
    .max(MAX_ROWS_PER_PROOF, E.badRequest)
    .default(REGISTRATION_PAGE_SIZES[0]),
  sort: string().oneOf(REGISTRATION_LIST_SORTS, E.badRequest).default('created_at'),
  order: string()
    .oneOf(['ASC', 'DESC'] as const, E.badRequest)
    .default('DESC'),
});
export type RegistrationListQuery = InferType<typeof registrationListQuery>;

export type RegistrationListResponse = Paged<RegistrationRow>;

/** The ids of the rows one proof is for: whole positive numbers, 1 to MAX_ROWS_PER_PROOF. */
const proofIds = array(number().typeError(M.idType).integer(M.idType).positive(M.idType).required())
  .required(M.missing)
  .min(1, M.missing)
  .max(MAX_ROWS_PER_PROOF, M.tooManyRows);

/**
 * POST /api/user/register_aog_mog/selection_total (and the upgrade one): the checked rows,
 * on any page of the list. The app has only the shown page's rows, so the server adds them up.
 */
export const selectionTotalSchema = object({ id_form: proofIds });
export type SelectionTotalRequest = InferType<typeof selectionTotalSchema>;

/**
 * The checked rows that the branch may still upload a proof for (another branch's, an unknown
 * one or one taken meanwhile are left out, never added), and their total: the `id_form` and
 * `amount` the upload expects.
 */
export interface SelectionTotalResponse {
  data: { id_form: number[]; amount: number };
}

/**
 * POST /api/user/register_aog_mog/upload_bukti_pembayaran: one proof image (a data URL) for the
 * selected registrations, and the total the branch transferred for them.
 */
export const uploadProofSchema = object({
  image: string()
    .trim()
    .required(M.missing)
    .max(MAX_IMAGE_DATA_URL_LENGTH, appMessages.errors.image.size),
  id_form: proofIds,
  amount: number()
    .typeError(M.amountType)
    .required(M.missing)
    .integer(M.amountType)
    .min(1, M.missing),
});
export type UploadProofRequest = InferType<typeof uploadProofSchema>;

/** GET /api/user/payment_receipt/cek_status: today's uploads of the caller's branch. */
export interface UploadCountResponse {
  data: {
    /** Registration proofs uploaded today (Jakarta day), refused ones not counted. */
    count: number;
    /** How many a branch may upload a day. */
    limit: number;
    /** The server's Jakarta day, 'YYYY-MM-DD'. */
    day: string;
  };
}

/** Whether the branch may still upload today. */
export const canUploadMore = ({ count, limit }: { count: number; limit: number }): boolean =>
  count < limit;
