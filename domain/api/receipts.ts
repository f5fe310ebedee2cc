import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { isIsoDay } from '../dates';
import type { ReceiptKind, ReceiptStatus } from '../receipts';
import type { ReceiptDuplicate } from './duplicates';
import { pageParam } from './paging';

/**
 * Payment receipts as the API shows them, for registration receipts
 * (`/api/user/payment_receipt/...`) and upgrade receipts (`/api/user/upgrade_payment_receipt/...`).
 */
export interface ReceiptSummary {
  id: number;
  kind: ReceiptKind;
  inv_name: string;
  status: ReceiptStatus;
  count_aog: number;
  count_mog: number;
  total_biaya: number;
  /** When the proof was uploaded (ISO). */
  created_at: string;
  /** When the status last changed (ISO); the upload itself for a waiting receipt. */
  status_changed_at: string;
  /** URL of the proof image, fetched with the bearer token. */
  image: string;
  branch: { id: number; name: string };
  /**
   * 'Kemungkinan duplikat': earlier receipts whose proof matches this one's. Central staff
   * only; a branch's own lists leave it empty (the other receipts may be other branches').
   */
  duplicates: ReceiptDuplicate[];
  /** When a flagged receipt was confirmed by someone who had seen the flag. */
  duplicate_seen_at: string | null;
  /** The receipt document's number ('KW/2026/000123') once confirmed; null before. */
  kuitansi_number: string | null;
}

/** A registration as a receipt (or the registration list) shows it. */
export interface RegistrationRow {
  id: number;
  created_at: string;
  nama_lengkap: string;
  jenis_pendaftaran: 'AOG' | 'MOG';
  no_id: string;
  cabang_pembina: string;
  nama_pereferal: string;
  apakah_sudah_mengikuti_private_class: string | null;
  biaya_total: number;
}

/** An upgrade as a receipt (or the upgrade list) shows it. */
export interface UpgradeRow {
  id: number;
  created_at: string;
  /** When the upgrade was made (ISO): `created_at`, under the contract's name for it. */
  tanggal_upgrade: string;
  register_aog_mog: Pick<
    RegistrationRow,
    'id' | 'nama_lengkap' | 'cabang_pembina' | 'nama_pereferal'
  >;
  jenis_daftar_lama: string;
  jenis_daftar_baru: string;
  no_id_lama: string;
  no_id_baru: string;
  apakah_sudah_mengikuti_private_class: string | null;
  biaya_upgrade: number;
}

/** One receipt with every row it was made for (kept after a rejection). */
export interface ReceiptDetail extends ReceiptSummary {
  register_aog_mog: RegistrationRow[];
  history_upgrade: UpgradeRow[];
}

export interface ReceiptDetailResponse {
  data: ReceiptDetail;
}

const E = appMessages.errors;

/**
 * Query of the receipt lists: `page` from 1, `status` '0' | '1' | '2' or empty for all, and for
 * the branch lists an optional upload `date` (a Jakarta day).
 */
export const receiptListQuery = object({
  page: pageParam(E.badRequest),
  status: string().oneOf(['', '0', '1', '2'], E.badRequest).default(''),
  date: string()
    .optional()
    .test('day', E.date.format, (value) => !value || isIsoDay(value)),
});
export type ReceiptListQuery = InferType<typeof receiptListQuery>;
