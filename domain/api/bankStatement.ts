import { array, number, object, string, type InferType } from 'yup';
import { fillMessage } from '../messages';
import type { ReceiptKind } from '../receipts';
import { bankServerMessages } from '../../i18n/app/bankServer';
import type { Paged } from './common';
import { pageParam } from './paging';

/**
 * Bank reconciliation: credit lines of the organisation's bank statement matched to the waiting
 * payment receipts (`/api/user/bank_statement...`, SBS only).
 */

/** A line's state: one clear receipt, several or a near miss, none, or its receipt confirmed. */
export type BankLineStatus = 'cocok' | 'perlu_dicek' | 'tidak_cocok' | 'dikonfirmasi';
export const BANK_LINE_STATUSES: readonly BankLineStatus[] = [
  'cocok',
  'perlu_dicek',
  'tidak_cocok',
  'dikonfirmasi',
];

/**
 * Why a receipt is a candidate: `match` (amount and window), `outside_window` (same amount,
 * uploaded outside the 3-day window), `other_amount` (the branch's own account, another amount).
 */
export type BankCandidateReason = 'match' | 'outside_window' | 'other_amount';

/** A waiting receipt as the reconciliation shows it. */
export interface BankWaitingReceipt {
  kind: ReceiptKind;
  receipt_id: number;
  inv_name: string;
  total_biaya: number;
  /** When the proof was uploaded (ISO). */
  created_at: string;
  branch: { id: number; name: string };
}

/** A receipt a line may be for. */
export interface BankCandidate extends BankWaitingReceipt {
  reason: BankCandidateReason;
  /** The branch's account number or holder name appears in the line's description. */
  account_named: boolean;
}

/** The receipt a line is linked to. */
export interface BankLinkedReceipt {
  kind: ReceiptKind;
  receipt_id: number;
  inv_name: string;
  /** The receipt's status: '0' waiting, '1' confirmed, '2' rejected. */
  status: string;
  branch: { id: number; name: string };
}

/** One credit line of an imported statement. */
export interface BankStatementLine {
  id: number;
  /** Transfer day, `YYYY-MM-DD`. */
  tanggal: string;
  keterangan: string;
  /** Credit in whole rupiah. */
  kredit: number;
  status: BankLineStatus;
  /** The receipt the line is linked to (`cocok` and `dikonfirmasi`), else null. */
  receipt: BankLinkedReceipt | null;
  /** Receipts it may be for (`perlu_dicek`; the one receipt for `cocok`). */
  candidates: BankCandidate[];
  /** When it was imported (ISO). */
  imported_at: string;
}

export type BankStatementLinesResponse = Paged<BankStatementLine>;

/**
 * Which of a file's columns hold the transfer day, the description and the credit, by their header
 * text as written in the file; remembered for every file with the same header.
 */
export interface BankColumnMapping {
  tanggal: string;
  keterangan: string;
  kredit: string;
  /** A separate debit column, when the layout has one; lines with a debit and no credit are skipped. */
  debit?: string;
}

/** Answer to `POST /api/user/bank_statement` (multipart `file`, optional `mapping` as JSON text). */
export interface BankStatementImportResponse {
  data: {
    /** New credit lines kept. */
    imported: number;
    /** Lines already known from an earlier import (not kept twice). */
    known: number;
    /** Of the new lines, how many are `cocok`. */
    matched: number;
    /** Of the new lines, how many are `perlu_dicek`. */
    to_check: number;
    /** Debit lines ignored. */
    debits: number;
  };
}

/**
 * 422 answer to an import whose header is not recognised and has no remembered mapping: the
 * header's columns, for the user to pick from (`errors.mapping`).
 */
export interface BankMappingRequired {
  message: string;
  errors: { mapping: string[] };
  columns: string[];
}

/** `POST /api/user/bank_statement/confirm` with `{line_ids}`: the `cocok` lines' receipts confirmed. */
export interface BankConfirmRequest {
  line_ids: number[];
}

export interface BankConfirmResponse {
  data: {
    confirmed: { line_id: number; kind: ReceiptKind; receipt_id: number }[];
    /** Lines not confirmed: not `cocok`, or their receipt was decided meanwhile. */
    skipped: {
      line_id: number;
      /** `duplicate_flagged`: the receipt is 'kemungkinan duplikat', confirmed one by one. */
      reason: 'not_matched' | 'decided_meanwhile' | 'duplicate_flagged';
    }[];
  };
}

/** `POST /api/user/bank_statement/lines/{id}/link` with one of the line's receipts. */
export interface BankLinkRequest {
  kind: ReceiptKind;
  receipt_id: number;
}

export interface BankLineResponse {
  data: BankStatementLine;
}

/** The statement line matched to a receipt, as the confirm dialog shows it. */
export interface BankLineSummary {
  id: number;
  tanggal: string;
  keterangan: string;
  kredit: number;
}

/** `GET /api/user/bank_statement/receipt/{kind}/{id}`: the matched line, or null ('Belum ada di mutasi bank'). */
export interface BankReceiptLineResponse {
  data: BankLineSummary | null;
}

/** `GET /api/user/bank_statement/summary`, for the dashboard. */
export interface BankSummaryResponse {
  data: {
    /** Credits transferred today (Jakarta) not linked to any receipt, in rupiah. */
    unmatched_today: number;
    /** The receipts waiting longest (status 0), oldest first, at most 5. */
    oldest_waiting: BankWaitingReceipt[];
  };
}

/** A branch's bank account it pays from (admin branches resource, `bank_accounts`). */
export interface BranchBankAccount {
  bank: string;
  nomor_rekening: string;
  nama_pemilik: string;
}

/* ----------------------------------------------------------------------- request schemas */

const B = bankServerMessages;
const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message)
    .max(MAX_ID, message);

/** `GET /api/user/bank_statement/lines?status=&page=`: every state when `status` is empty. */
export const bankLinesQuery = object({
  page: pageParam(B.page),
  status: string()
    .oneOf(['', ...BANK_LINE_STATUSES], B.status)
    .default(''),
});
export type BankLinesQuery = InferType<typeof bankLinesQuery>;

/** How many lines one confirmation takes: a day's statement of one branch network. */
export const MAX_CONFIRM_LINES = 500;

export const bankConfirmSchema = object({
  line_ids: array(id(B.lineIds))
    .typeError(fillMessage(B.lineIds, { max: MAX_CONFIRM_LINES }))
    .required(fillMessage(B.lineIds, { max: MAX_CONFIRM_LINES }))
    .min(1, fillMessage(B.lineIds, { max: MAX_CONFIRM_LINES }))
    .max(MAX_CONFIRM_LINES, fillMessage(B.lineIds, { max: MAX_CONFIRM_LINES })),
});

export const bankLinkSchema = object({
  kind: string().required(B.kind).oneOf(['registration', 'upgrade'], B.kind),
  receipt_id: id(B.kind),
});

export const bankLineParams = object({ id: id(B.page) });

export const bankReceiptParams = object({
  kind: string().required(B.kind).oneOf(['registration', 'upgrade'], B.kind),
  id: id(B.kind),
});

/** Largest statement file accepted, and its lines: a month of a busy account. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const MAX_STATEMENT_LINES = 20_000;
