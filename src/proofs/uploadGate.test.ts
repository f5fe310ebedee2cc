import { describe, expect, it } from 'vitest';
import { uploadGate } from './uploadGate';

const hours = (is_open: boolean) => ({
  open: 10,
  closed: 16,
  days: [1, 2, 3, 4, 5],
  is_open,
  now: '2026-11-18T04:00:00.000Z',
  message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
});
const status = (count: number, limit = 2) => ({ count, limit, day: '2026-11-18' });

describe('uploadGate', () => {
  it('asks for a selection first', () => {
    expect(uploadGate({ selected: 0, hours: hours(false), status: status(2) })).toEqual({
      state: 'noSelection',
    });
  });

  it('then refuses outside hours, with the server text', () => {
    expect(uploadGate({ selected: 1, hours: hours(false), status: status(0) })).toEqual({
      state: 'closed',
      message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
    });
  });

  it('then refuses at the limit, allowing while the count is below it', () => {
    expect(uploadGate({ selected: 2, hours: hours(true), status: status(2) })).toEqual({
      state: 'limit',
      limit: 2,
    });
    expect(uploadGate({ selected: 2, hours: hours(true), status: status(1) })).toEqual({
      state: 'open',
    });
    expect(uploadGate({ selected: 2, hours: hours(true), status: status(3, 5) }).state).toBe(
      'open',
    );
  });

  it('does not block on what it does not know yet', () => {
    expect(uploadGate({ selected: 1 })).toEqual({ state: 'open' });
  });
});
