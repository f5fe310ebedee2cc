/**
 * The one source of "now" on the server. Tests and demos fix it (`TEST_NOW`, or `set` in a
 * test); every rule that depends on the time asks this clock, never `new Date()`.
 */
export interface Clock {
  now(): Date;
  /** Fix the clock at an instant (tests), or release it with undefined. */
  set(instant: Date | string | undefined): void;
}

export const createClock = (fixed?: Date): Clock => {
  let pinned: Date | undefined = fixed;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    set: (instant) => {
      pinned = instant === undefined ? undefined : new Date(instant);
    },
  };
};
