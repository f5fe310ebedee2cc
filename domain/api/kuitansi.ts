import { object, string } from 'yup';
import { appMessages } from '../../i18n/app-id';

/**
 * Receipt documents ('Kuitansi'): one numbered PDF per confirmed payment receipt, issued in the
 * confirmation's transaction (by the 'Konfirmasi Pembayaran' dialog or by bank reconciliation)
 * and never changed afterwards (a confirmation is final: domain/receipts.ts has no move from '1').
 *
 * - `GET /api/user/payment_receipt/{id}/kuitansi` and
 *   `GET /api/user/upgrade_payment_receipt/{id}/kuitansi`: the PDF (`application/pdf`,
 *   `Content-Disposition: attachment; filename="KW-2026-000123.pdf"`), to SBS and to the
 *   receipt's own branch only; 404 for a receipt with no kuitansi or another branch's.
 * - `GET /api/public/verify/{code}` (no sign-in): `KuitansiVerificationResponse`, or 404
 *   `{ message }` for an unknown code. The app's public page `/verify/{code}` shows it.
 * - Every receipt summary and detail carries `kuitansi_number` (null until confirmed).
 */

/** `KW/<year of confirmation in Jakarta>/<6 digits>`, gap-free within the year. */
export const KUITANSI_NUMBER_PATTERN = /^KW\/\d{4}\/\d{6}$/;

/**
 * The verification code printed (and QR-encoded) on the document: 26 characters of Crockford
 * base32 from 128 random bits, so codes cannot be guessed or enumerated.
 */
export const KUITANSI_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const kuitansiVerifyParams = object({
  code: string()
    .typeError(appMessages.errors.notFound)
    .required(appMessages.errors.notFound)
    .matches(KUITANSI_CODE_PATTERN, appMessages.errors.notFound),
});

/** What the public verification page may show: nothing personal beyond a masked name. */
export interface KuitansiVerification {
  number: string;
  /** Confirmation day in Jakarta, `YYYY-MM-DD`. */
  tanggal: string;
  /** The amount received (the receipt's total_biaya). */
  total: number;
  /** The first member's name as `maskValue` shows it ('B***** S*****'). */
  nama: string;
  /** How many members the payment was for. */
  jumlah_anggota: number;
  /** 'registration' or 'upgrade'. */
  kind: 'registration' | 'upgrade';
}

export interface KuitansiVerificationResponse {
  data: KuitansiVerification;
}
