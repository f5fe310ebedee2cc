import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

const FIXED = '2026-11-18T04:00:00.000Z';

/** A monotonic source stepped by hand. */
const stopwatch = () => {
  let ms = 1_000;
  return { read: () => ms, advance: (by: number) => (ms += by) };
};

describe('clock', () => {
  it('a fixed clock stands still for now() but ticks in real time for ticking()', () => {
    const watch = stopwatch();
    const clock = createClock(new Date(FIXED), watch.read);
    expect(clock.ticking().toISOString()).toBe(FIXED);
    watch.advance(90_000);
    expect(clock.now().toISOString()).toBe(FIXED);
    expect(clock.ticking().toISOString()).toBe('2026-11-18T04:01:30.000Z');
  });

  it('set() moves both and restarts the ticking from the new instant', () => {
    const watch = stopwatch();
    const clock = createClock(new Date(FIXED), watch.read);
    watch.advance(5_000);
    clock.set('2026-12-01T00:00:00.000Z');
    expect(clock.ticking().toISOString()).toBe('2026-12-01T00:00:00.000Z');
    watch.advance(250);
    expect(clock.now().toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(clock.ticking().toISOString()).toBe('2026-12-01T00:00:00.250Z');
  });

  it('a free clock answers the wall time for both', () => {
    const clock = createClock();
    const before = Date.now();
    const [now, ticking] = [clock.now().getTime(), clock.ticking().getTime()];
    expect(now).toBeGreaterThanOrEqual(before);
    expect(ticking).toBeGreaterThanOrEqual(before);
    expect(Math.abs(ticking - now)).toBeLessThan(1_000);
  });

  it('really ticks with the default monotonic source', async () => {
    const clock = createClock(new Date(FIXED));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.ticking().getTime() - new Date(FIXED).getTime()).toBeGreaterThanOrEqual(25);
  });
});
