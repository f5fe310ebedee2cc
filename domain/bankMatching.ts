import type { BankCandidateReason } from './api/bankStatement';
import type { ReceiptKind } from './receipts';

/**
 * Which waiting receipt a credit line of the bank statement pays. A receipt matches when its
 * total is the line's amount exactly and it was uploaded on the transfer day or up to
 * MATCH_WINDOW_DAYS after (Jakarta days): a branch uploads the proof after paying.
 */
export const MATCH_WINDOW_DAYS = 3;

/** How far from the window a receipt of the same amount is still shown as a near miss. */
export const NEAR_MISS_DAYS = 14;

/** A waiting receipt not yet linked to any line, as matching sees it. */
export interface MatchReceipt {
  kind: ReceiptKind;
  receiptId: number;
  branchId: number;
  totalBiaya: number;
  /** Jakarta day of the upload, `YYYY-MM-DD`. */
  uploadDay: string;
}

/** A branch's account, opened (the number and holder as written by the administrator). */
export interface MatchAccount {
  branchId: number;
  nomorRekening: string;
  namaPemilik: string;
}

export interface MatchLine {
  tanggal: string;
  keterangan: string;
  kredit: number;
}

export interface MatchCandidate {
  receipt: MatchReceipt;
  reason: BankCandidateReason;
  accountNamed: boolean;
}

export type MatchOutcome =
  | { status: 'cocok'; receipt: MatchReceipt }
  | { status: 'perlu_dicek' }
  | { status: 'tidak_cocok' };

const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether a description names an account: its number (at least 5 digits) or its holder. */
export const namesAccount = (description: string, account: MatchAccount): boolean => {
  const number = digitsOf(account.nomorRekening);
  if (number.length >= 5 && digitsOf(description).includes(number)) return true;
  const holder = wordsOf(account.namaPemilik);
  return holder.trim().length >= 3 && wordsOf(description).includes(holder);
};

/** The branches whose accounts a description names. */
export const namedBranches = (description: string, accounts: readonly MatchAccount[]) =>
  new Set(accounts.filter((a) => namesAccount(description, a)).map((a) => a.branchId));

/** Days from the transfer to the upload: 0 the same day, negative before it. */
export const daysAfter = (tanggal: string, uploadDay: string): number =>
  // Days written YYYY-MM-DD parse as UTC midnights: their difference is whole days.
  Math.round((Date.parse(uploadDay) - Date.parse(tanggal)) / 86_400_000);

const inWindow = (days: number) => days >= 0 && days <= MATCH_WINDOW_DAYS;
const nearWindow = (days: number) =>
  days >= -NEAR_MISS_DAYS && days <= MATCH_WINDOW_DAYS + NEAR_MISS_DAYS;

const RANK: Record<BankCandidateReason, number> = { match: 0, outside_window: 1, other_amount: 2 };

/**
 * The receipts a line may be for, among `receipts` (waiting, not linked to another line): the
 * same amount in the window (`match`), the same amount near it (`outside_window`), or another
 * amount from a branch whose account the description names (`other_amount`). Matches first,
 * the named branch's first among equals, then the closest upload.
 */
export const candidatesFor = (
  line: MatchLine,
  receipts: readonly MatchReceipt[],
  named: ReadonlySet<number>,
): MatchCandidate[] =>
  receipts
    .flatMap((receipt): MatchCandidate[] => {
      const days = daysAfter(line.tanggal, receipt.uploadDay);
      const accountNamed = named.has(receipt.branchId);
      if (receipt.totalBiaya === line.kredit) {
        if (inWindow(days)) return [{ receipt, reason: 'match', accountNamed }];
        if (nearWindow(days)) return [{ receipt, reason: 'outside_window', accountNamed }];
        return [];
      }
      return accountNamed && nearWindow(days)
        ? [{ receipt, reason: 'other_amount', accountNamed }]
        : [];
    })
    .sort(
      (a, b) =>
        RANK[a.reason] - RANK[b.reason] ||
        Number(b.accountNamed) - Number(a.accountNamed) ||
        Math.abs(daysAfter(line.tanggal, a.receipt.uploadDay)) -
          Math.abs(daysAfter(line.tanggal, b.receipt.uploadDay)) ||
        a.receipt.receiptId - b.receipt.receiptId,
    );

/**
 * A line's state from its candidates: one match, or one match from the named branch among
 * several, is 'cocok'; other matches or near misses need a person ('perlu_dicek'); nothing is
 * 'tidak_cocok'.
 */
export const decideMatch = (candidates: readonly MatchCandidate[]): MatchOutcome => {
  const matches = candidates.filter((c) => c.reason === 'match');
  const named = matches.filter((c) => c.accountNamed);
  const clear = matches.length === 1 ? matches[0] : named.length === 1 ? named[0] : undefined;
  if (clear) return { status: 'cocok', receipt: clear.receipt };
  return candidates.length ? { status: 'perlu_dicek' } : { status: 'tidak_cocok' };
};
