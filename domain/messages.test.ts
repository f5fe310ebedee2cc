import { describe, expect, it } from 'vitest';
import { fillMessage } from './messages';

describe('fillMessage', () => {
  it('fills every slot and leaves unknown ones empty', () => {
    expect(fillMessage('%{from}–%{to} dari %{count}', { from: 1, to: 10, count: 23 })).toBe(
      '1–10 dari 23',
    );
    expect(fillMessage('Maks %{limit} kali, %{lain}', { limit: 2 })).toBe('Maks 2 kali, ');
  });
});
