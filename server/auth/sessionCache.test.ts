import { describe, expect, it, vi } from 'vitest';
import type { Caller } from '../context';
import { createSessionCache, type LiveSession } from './sessionCache';

const caller: Caller = {
  adminId: 1,
  sessionId: 7,
  group: 'SBS',
  branchId: null,
  name: 'Sinta',
  email: 'sinta@example.test',
};
const NOW = new Date('2026-11-18T04:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const live = (expiresAt = inHours(12)): LiveSession => ({ caller, expiresAt });

describe('the session cache', () => {
  it('reads a session once while changes are heard, again after any change', async () => {
    const cache = createSessionCache();
    cache.listening(true);
    const load = vi.fn(async () => live());
    expect(await cache.lookup('a', NOW, load)).toEqual(caller);
    expect(await cache.lookup('a', NOW, load)).toEqual(caller);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.lookup('a', NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while changes are not heard, and forgets all when they stop', async () => {
    const cache = createSessionCache();
    const load = vi.fn(async () => live());
    await cache.lookup('a', NOW, load);
    await cache.lookup('a', NOW, load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.listening(true);
    await cache.lookup('a', NOW, load);
    cache.listening(false);
    await cache.lookup('a', NOW, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = createSessionCache();
    cache.listening(true);
    const stale = vi.fn(async () => {
      // The revocation commits and is announced while this read is under way.
      cache.invalidate();
      return live();
    });
    expect(await cache.lookup('a', NOW, stale)).toEqual(caller);
    const fresh = vi.fn(async () => null);
    expect(await cache.lookup('a', NOW, fresh)).toBeNull();
    expect(fresh).toHaveBeenCalledOnce();
  });

  it('never keeps a session past its expiry, nor any check past a minute', async () => {
    const cache = createSessionCache();
    cache.listening(true);
    const soon = new Date(NOW.getTime() + 5_000);
    const load = vi.fn(async () => live(soon));
    await cache.lookup('a', NOW, load);
    await cache.lookup('a', new Date(soon.getTime() - 1), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.lookup('a', soon, load);
    expect(load).toHaveBeenCalledTimes(2);

    const long = vi.fn(async () => live());
    await cache.lookup('b', NOW, long);
    await cache.lookup('b', new Date(NOW.getTime() + 59_999), long);
    await cache.lookup('b', new Date(NOW.getTime() + 60_000), long);
    expect(long).toHaveBeenCalledTimes(2);
  });

  it('does not keep unknown tokens', async () => {
    const cache = createSessionCache();
    cache.listening(true);
    const load = vi.fn(async () => null);
    expect(await cache.lookup('x', NOW, load)).toBeNull();
    expect(await cache.lookup('x', NOW, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest check first past ten thousand', async () => {
    const cache = createSessionCache();
    cache.listening(true);
    const load = vi.fn(async () => live());
    for (let i = 0; i <= 10_000; i += 1) await cache.lookup(`t${i}`, NOW, load);
    load.mockClear();
    await cache.lookup('t10000', NOW, load);
    await cache.lookup('t1', NOW, load);
    expect(load).not.toHaveBeenCalled();
    await cache.lookup('t0', NOW, load);
    expect(load).toHaveBeenCalledOnce();
  });
});
