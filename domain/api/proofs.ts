import { array, number, object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../images';
import type { RegistrationRow } from './receipts';

const M = appMessages.proof.errors;

/** At most this many registrations share one proof (an upload is one transfer). */
export const MAX_ROWS_PER_PROOF = 200;

/** GET /api/user/register_aog_mog/index: the branch's registrations still needing proof. */
export interface RegistrationListResponse {
  data: RegistrationRow[];
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
  id_form: array(number().typeError(M.idType).integer(M.idType).positive(M.idType).required())
    .required(M.missing)
    .min(1, M.missing)
    .max(MAX_ROWS_PER_PROOF, M.tooManyRows),
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

/** The sum the server requires as `amount`: every selected row's biaya_total. */
export const totalOf = (rows: readonly Pick<RegistrationRow, 'biaya_total'>[]): number =>
  rows.reduce((sum, row) => sum + row.biaya_total, 0);
