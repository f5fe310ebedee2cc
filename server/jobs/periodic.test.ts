import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { periodicJob } from './periodic';

const logger = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

/** A pass that stays under way until its test lets it end. */
const heldPass = () => {
  const ends: (() => void)[] = [];
  const pass = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        ends.push(() => resolve(ends.length));
      }),
  );
  return { pass, endNext: () => ends.shift()?.() };
};

describe('periodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins the pass under way instead of starting a second one', async () => {
    const { pass, endNext } = heldPass();
    const job = periodicJob('test', pass, logger());
    const first = job.runOnce();
    const second = job.runOnce();
    expect(second).toBe(first);
    expect(pass).toHaveBeenCalledTimes(1);
    endNext();
    await first;
    void job.runOnce();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('ticks after each pass ends, logs a failure and goes on, and stops', async () => {
    vi.useFakeTimers();
    const log = logger();
    const pass = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(1);
    const job = periodicJob('test', pass, log);
    job.start(1000, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'test pass failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('stops only once the pass under way has ended', async () => {
    vi.useFakeTimers();
    const { pass, endNext } = heldPass();
    const job = periodicJob('test', pass, logger());
    job.start(1000);
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    endNext();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
