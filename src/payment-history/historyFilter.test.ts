import { describe, expect, it } from 'vitest';
import { filterSearch, readFilter } from './historyFilter';

describe('payment history filter in the address', () => {
  it('defaults to waiting receipts, page 1, any day', () => {
    expect(readFilter(new URLSearchParams())).toEqual({ status: '0', page: 1, date: '' });
    expect(filterSearch({ status: '0', page: 1, date: '' }).toString()).toBe('');
  });

  it('round-trips every status, the page and the day', () => {
    for (const status of ['', '0', '1', '2'] as const) {
      const filter = { status, page: 3, date: '2026-11-18' };
      expect(readFilter(filterSearch(filter))).toEqual(filter);
    }
    expect(filterSearch({ status: '', page: 1, date: '' }).toString()).toBe('status=all');
  });

  it('ignores nonsense', () => {
    expect(readFilter(new URLSearchParams('status=9&page=-2&date=kemarin'))).toEqual({
      status: '0',
      page: 1,
      date: '',
    });
  });
});
