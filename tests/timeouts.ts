/**
 * Every wait of the suites derives from one setting: TEST_SLOWDOWN (a factor, default 1) for a
 * machine slower or busier than a developer's laptop, e.g. TEST_SLOWDOWN=3 on a shared 2-core
 * runner.
 */
const factor = (): number => {
  const raw = process.env.TEST_SLOWDOWN;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 20) {
    throw new Error(`TEST_SLOWDOWN must be a number from 1 to 20, got "${raw}"`);
  }
  return value;
};

export const scaled = (ms: number): number => Math.round(ms * factor());
