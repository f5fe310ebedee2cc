import { describe, expect, it } from 'vitest';
import {
  canMoveReceipt,
  isReceiptStatus,
  nextReceiptStatuses,
  RECEIPT_STATUSES,
  type ReceiptStatus,
} from './receipts';

const ALLOWED: [ReceiptStatus, ReceiptStatus][] = [
  ['0', '1'],
  ['0', '2'],
  ['2', '0'],
  ['2', '1'],
];

describe('receipt transitions', () => {
  for (const from of RECEIPT_STATUSES) {
    for (const to of RECEIPT_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canMoveReceipt(from, to)).toBe(allowed);
      });
    }
  }

  it('offers the confirm form 1 and 2, the edit form of a rejected receipt 0 and 1', () => {
    expect(nextReceiptStatuses('0')).toEqual(['1', '2']);
    expect(nextReceiptStatuses('2')).toEqual(['0', '1']);
    expect(nextReceiptStatuses('1')).toEqual([]);
  });

  it('knows the status codes only as strings', () => {
    expect(isReceiptStatus('1')).toBe(true);
    expect(isReceiptStatus(1)).toBe(false);
    expect(isReceiptStatus('3')).toBe(false);
  });
});
