import { KUITANSI_CODE_PATTERN, KUITANSI_NUMBER_PATTERN } from './api/kuitansi';
import type { ReceiptKind } from './receipts';

/**
 * Receipt documents ('Kuitansi'): their numbers, verification codes and the amount in words.
 * The wire contract is domain/api/kuitansi.ts; docs/decisions/kuitansi.md says why.
 */

const SEQUENCE_DIGITS = 6;

/** (2026, 123) → 'KW/2026/000123'. */
export const formatKuitansiNumber = (year: number, sequence: number): string =>
  `KW/${year}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

/** 'KW/2026/000123' → { year: 2026, sequence: 123 }; undefined for anything else. */
export const parseKuitansiNumber = (
  value: string,
): { year: number; sequence: number } | undefined => {
  if (!KUITANSI_NUMBER_PATTERN.test(value)) return undefined;
  const [, year, sequence] = value.split('/');
  return { year: Number(year), sequence: Number(sequence) };
};

/** 'KW/2026/000123' → 'KW-2026-000123.pdf': a slash cannot stand in a file name. */
export const kuitansiFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 16 random bytes (128 bits) as the 26 characters of `KUITANSI_CODE_PATTERN`, most significant
 * first (the first character carries the top 3 bits).
 */
export const encodeKuitansiCode = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new RangeError('A verification code takes 16 random bytes');
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 26; i += 1) {
    code = CROCKFORD[Number(value & 31n)]! + code;
    value >>= 5n;
  }
  return code;
};

export const isKuitansiCode = (value: string): boolean => KUITANSI_CODE_PATTERN.test(value);

/** The public page a document's QR code opens. */
export const verifyUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;

const ONES = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

/** 1..999 in words; '' for 0. 'se-' stands for 'satu' before belas, puluh and ratus. */
const hundreds = (n: number): string => {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 1) words.push('seratus');
  else if (h > 1) words.push(`${ONES[h]} ratus`);
  if (rest < 12) words.push(ONES[rest]!);
  else if (rest < 20) words.push(`${ONES[rest - 10]} belas`);
  else {
    words.push(`${ONES[Math.floor(rest / 10)]} puluh`);
    words.push(ONES[rest % 10]!);
  }
  return words.filter(Boolean).join(' ');
};

/** From the largest: 10^12 triliun, 10^9 miliar, 10^6 juta, 10^3 ribu. */
const SCALES = ['triliun', 'miliar', 'juta', 'ribu', ''] as const;

/** The largest amount spelled: 999 triliun and the rest. */
export const MAX_SPELLED = 999_999_999_999_999;

/**
 * A whole number of 0..MAX_SPELLED in Indonesian words, lower case: 0 'nol', 11 'sebelas',
 * 1000 'seribu' (but 1 000 000 'satu juta'), 3 650 000 'tiga juta enam ratus lima puluh ribu'.
 */
export const numberInWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SPELLED) {
    throw new RangeError(`Cannot spell ${n}: a whole number from 0 to ${MAX_SPELLED}`);
  }
  if (n === 0) return 'nol';
  const words: string[] = [];
  let rest = n;
  for (let i = 0; i < SCALES.length; i += 1) {
    const unit = 1000 ** (SCALES.length - 1 - i);
    const group = Math.floor(rest / unit);
    rest %= unit;
    if (group === 0) continue;
    const scale = SCALES[i]!;
    if (scale === 'ribu' && group === 1) words.push('seribu');
    else words.push([hundreds(group), scale].filter(Boolean).join(' '));
  }
  return words.join(' ');
};

/** What the document prints after 'Terbilang:'. */
export const amountInWords = (amount: number): string => `${numberInWords(amount)} rupiah`;

/**
 * Everything a document prints, frozen when it is issued: a later change of the organisation's
 * settings, a branch's name, a member's data (or its erasure) leaves an issued document as it was.
 */
export interface KuitansiSnapshot {
  organisation: { name: string; address: string };
  kind: ReceiptKind;
  inv_name: string;
  branch: string;
  /** When the receipt was confirmed (ISO). */
  confirmed_at: string;
  /** The name of the account that confirmed it. */
  confirmed_by: string;
  total: number;
  registrations: {
    nama: string;
    jenis: string;
    no_id: string;
    biaya: number;
    private_class: string | null;
  }[];
  upgrades: {
    nama: string;
    jenis_lama: string;
    jenis_baru: string;
    no_id_lama: string;
    no_id_baru: string;
    biaya: number;
  }[];
}

/** The names of the members a document is for, in its order. */
export const snapshotNames = (snapshot: KuitansiSnapshot): string[] =>
  snapshot.kind === 'upgrade'
    ? snapshot.upgrades.map((u) => u.nama)
    : snapshot.registrations.map((r) => r.nama);
