import { describe, expect, it } from 'vitest';
import {
  candidatesFor,
  decideMatch,
  namedBranches,
  namesAccount,
  type MatchReceipt,
} from './bankMatching';

const receipt = (receiptId: number, branchId: number, totalBiaya: number, uploadDay: string) =>
  ({ kind: 'registration', receiptId, branchId, totalBiaya, uploadDay }) satisfies MatchReceipt;
const line = { tanggal: '2026-11-18', keterangan: 'TRSF 1234567890 BUDI SANTOSO', kredit: 500 };
const account = { branchId: 7, nomorRekening: '123-456-7890', namaPemilik: 'Budi Santoso' };

describe('namesAccount', () => {
  it('finds the number written with or without separators, or the holder as whole words', () => {
    expect(namesAccount('TRF 1234567890', account)).toBe(true);
    expect(namesAccount('TRF 123.456.7890', account)).toBe(true);
    expect(namesAccount('TRF DARI BUDI  SANTOSO', { ...account, nomorRekening: '999999' })).toBe(
      true,
    );
    expect(namesAccount('TRF BUDI SANTOSOWATI', { ...account, nomorRekening: '999999' })).toBe(
      false,
    );
  });
});

describe('matching', () => {
  const decide = (receipts: MatchReceipt[], named = new Set<number>()) =>
    decideMatch(candidatesFor(line, receipts, named));

  it('is cocok with one receipt of the amount uploaded within three days after', () => {
    expect(decide([receipt(1, 1, 500, '2026-11-21')])).toEqual({
      status: 'cocok',
      receipt: receipt(1, 1, 500, '2026-11-21'),
    });
  });

  it('prefers the receipt of the branch the description names among several', () => {
    const named = namedBranches(line.keterangan, [account]);
    const outcome = decide(
      [receipt(1, 1, 500, '2026-11-18'), receipt(2, 7, 500, '2026-11-19')],
      named,
    );
    expect(outcome).toMatchObject({ status: 'cocok', receipt: { receiptId: 2 } });
  });

  it('needs a person for several matches, or a near miss', () => {
    expect(decide([receipt(1, 1, 500, '2026-11-18'), receipt(2, 2, 500, '2026-11-19')])).toEqual({
      status: 'perlu_dicek',
    });
    // A day before the transfer, and four days after it: outside the window.
    const outside = candidatesFor(
      line,
      [receipt(1, 1, 500, '2026-11-17'), receipt(2, 1, 500, '2026-11-22')],
      new Set(),
    );
    expect(outside.map((c) => c.reason)).toEqual(['outside_window', 'outside_window']);
    expect(decideMatch(outside)).toEqual({ status: 'perlu_dicek' });
    const otherAmount = candidatesFor(line, [receipt(3, 7, 450, '2026-11-18')], new Set([7]));
    expect(otherAmount).toEqual([
      { receipt: receipt(3, 7, 450, '2026-11-18'), reason: 'other_amount', accountNamed: true },
    ]);
  });

  it('is tidak_cocok with nothing of the amount near and no named branch', () => {
    expect(decide([receipt(1, 1, 450, '2026-11-18'), receipt(2, 1, 500, '2026-12-30')])).toEqual({
      status: 'tidak_cocok',
    });
  });
});
