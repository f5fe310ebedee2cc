/**
 * The one source of "now" on the server. Tests and demos fix it (`TEST_NOW`, or `set` in a
 * test); every rule that depends on the time asks this clock, never `new Date()`.
 */
export interface Clock {
  /** The calendar time of the business rules: stands still while the clock is fixed. */
  now(): Date;
  /**
   * Like `now`, but a fixed clock moves on with real elapsed time from where it was fixed.
   * Leases and sign-in limits use it: under `TEST_NOW` they must still run out, or a dead
   * worker's messages and a throttled account would stay stuck for good.
   */
  ticking(): Date;
  /** Fix the clock at an instant (tests), or release it with undefined. */
  set(instant: Date | string | undefined): void;
}

/** `elapsedMs` is a monotonic reading (tests pass their own to step it by hand). */
export const createClock = (
  fixed?: Date,
  elapsedMs: () => number = () => performance.now(),
): Clock => {
  let pinned: { at: number; readAt: number } | undefined;
  const set = (instant: Date | string | undefined) => {
    pinned =
      instant === undefined ? undefined : { at: new Date(instant).getTime(), readAt: elapsedMs() };
  };
  set(fixed);
  return {
    now: () => (pinned ? new Date(pinned.at) : new Date()),
    ticking: () => (pinned ? new Date(pinned.at + (elapsedMs() - pinned.readAt)) : new Date()),
    set,
  };
};
