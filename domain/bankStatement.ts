import type { BankColumnMapping } from './api/bankStatement';
import { isIsoDay } from './dates';

/**
 * Reading a bank statement: which columns hold the day, the description and the credit, and
 * the values as internet banking writes them. The file itself (CSV or xlsx) is read by the
 * server into rows of cell texts; everything from there on is here.
 */

/** The header words each column is known by, in Indonesian and English (normalised). */
const HEADER_WORDS: Record<keyof BankColumnMapping, readonly string[]> = {
  tanggal: ['tanggal', 'tgl', 'tanggal transaksi', 'date', 'transaction date', 'posting date'],
  keterangan: ['keterangan', 'uraian', 'deskripsi', 'description', 'remarks', 'narrative'],
  kredit: ['kredit', 'credit', 'jumlah', 'amount', 'mutasi kredit'],
  debit: ['debit', 'debet', 'mutasi debit'],
};

/** A description longer than this is no bank's and would not fit the line's identity index. */
export const MAX_DESCRIPTION_LENGTH = 500;

/** A header cell as compared: trimmed, lower case, inner spaces single, no trailing colon. */
export const normaliseHeader = (cell: string): string =>
  cell.trim().toLowerCase().replace(/\s+/g, ' ').replace(/:$/, '');

/** What identifies a file layout: its normalised header, in order. Hashed before storing. */
export const layoutKey = (header: readonly string[]): string =>
  header.map(normaliseHeader).join('\u001f');

/** The columns of a header that names its day, description and credit columns, else null. */
export const recogniseHeader = (header: readonly string[]): BankColumnMapping | null => {
  const find = (field: keyof BankColumnMapping) =>
    header.find((cell) => HEADER_WORDS[field].includes(normaliseHeader(cell)));
  const tanggal = find('tanggal');
  const keterangan = find('keterangan');
  const kredit = find('kredit');
  if (!tanggal || !keterangan || !kredit) return null;
  const debit = find('debit');
  return { tanggal, keterangan, kredit, ...(debit ? { debit } : {}) };
};

/**
 * An amount in whole rupiah, as banks write it: `3.650.000,00` (Indonesian), `3,650,000.00` or
 * `3650000.00` (English), with or without `Rp`; the last separator followed by one or two digits
 * is the decimal one. An empty cell or `-` is 0. Null for anything else, or for cents.
 */
export const parseAmount = (text: string): number | null => {
  const cleaned = text
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/\s+(cr|kr)$/i, '')
    .replace(/\s/g, '');
  if (cleaned === '' || cleaned === '-') return 0;
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = decimal ? cleaned.slice(0, decimal.index) : cleaned;
  if (decimal && Number(decimal[1]) !== 0) return null;
  // What is left groups thousands with one separator, or none at all.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(whole)) return null;
  const value = Number(whole.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * A transfer day as `YYYY-MM-DD`, from `DD/MM/YYYY` (also with `-` or `.`) or `YYYY-MM-DD`, a
 * time after it ignored. Null for anything else or a day that does not exist.
 */
export const parseDay = (text: string): string | null => {
  const value = text.trim().split(/[\sT]/)[0] ?? '';
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = dmy
    ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : null;
  return iso && isIsoDay(iso) ? iso : null;
};

/** A credit line read from a file, before it is stored. */
export interface ParsedLine {
  tanggal: string;
  keterangan: string;
  kredit: number;
  /** Its place among the file's lines with the same day, description and amount, from 0. */
  occurrence: number;
}

export type RowProblem = 'date' | 'amount' | 'description' | 'descriptionTooLong';

/** The first bad row: its number as a spreadsheet shows it (the header is row 1), and why. */
export interface RowError {
  row: number;
  problem: RowProblem;
  value: string;
}

export type StatementRead =
  { ok: true; lines: ParsedLine[]; debits: number } | { ok: false; error: RowError };

/**
 * The credit lines of a file's rows through a mapping whose columns are all in `header`. Blank
 * rows are skipped, a row with no credit is a debit (ignored, counted), the first bad row
 * refuses the whole file. `firstRow` is the file's number of the first of `rows`.
 */
export const readStatement = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: BankColumnMapping,
  firstRow = 2,
): StatementRead => {
  const at = (column: string) => header.indexOf(column);
  const [day, text, credit] = [at(mapping.tanggal), at(mapping.keterangan), at(mapping.kredit)];
  const seen = new Map<string, number>();
  const lines: ParsedLine[] = [];
  let debits = 0;
  for (const [index, row] of rows.entries()) {
    const number = index + firstRow;
    if (row.every((cell) => cell.trim() === '')) continue;
    const fail = (problem: RowProblem, value: string): StatementRead => ({
      ok: false,
      error: { row: number, problem, value },
    });
    const creditText = row[credit] ?? '';
    // One signed amount column: a debit is written negative or marked DB.
    if (/^\s*-\s*\d|\s(db|d)\s*$/i.test(creditText)) {
      debits += 1;
      continue;
    }
    const kredit = parseAmount(creditText);
    if (kredit === null) return fail('amount', creditText);
    if (kredit === 0) {
      debits += 1;
      continue;
    }
    const dayText = row[day] ?? '';
    const tanggal = parseDay(dayText);
    if (!tanggal) return fail('date', dayText);
    const keterangan = (row[text] ?? '').trim().replace(/\s+/g, ' ');
    if (!keterangan) return fail('description', '');
    if (keterangan.length > MAX_DESCRIPTION_LENGTH) return fail('descriptionTooLong', '');
    const key = `${tanggal}\u001f${keterangan}\u001f${kredit}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    lines.push({ tanggal, keterangan, kredit, occurrence });
  }
  return { ok: true, lines, debits };
};

/**
 * The row holding a file's header, after any lines the bank writes above it (account, period):
 * the first row `isHeader` accepts. -1 when none does.
 */
export const headerRowOf = (
  rows: readonly (readonly string[])[],
  isHeader: (row: readonly string[]) => boolean,
): number => rows.findIndex(isHeader);

/** A row that may be an unknown layout's header: three or more cells written. */
export const looksLikeHeader = (row: readonly string[]): boolean =>
  row.filter((cell) => cell.trim() !== '').length >= 3;

/** The mapping's columns missing from a header: a mapping is only used on a header that has them all. */
export const missingColumns = (header: readonly string[], mapping: BankColumnMapping): string[] =>
  [mapping.tanggal, mapping.keterangan, mapping.kredit, mapping.debit]
    .filter((column): column is string => column !== undefined)
    .filter((column) => !header.includes(column));
