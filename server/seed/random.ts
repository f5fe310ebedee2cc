/**
 * A small seeded PRNG (mulberry32): the demo seed must give the same data for the same `now`,
 * which Math.random cannot promise.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: `[['a', 3], ['b', 1]]` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A string of `length` random decimal digits (leading zeros allowed). */
  digits(length: number): string;
}

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
};
