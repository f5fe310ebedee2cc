import type { ReceiptKind } from '../../domain/receipts';
import type { targets } from '../db/schema';
import type { DemoPlan } from './demoPlan';
import { atHour, yearMonthOf } from './jakartaTime';
import type { Random } from './random';

type TargetRow = typeof targets.$inferInsert;

/** Months of the demo period: the plan spreads its rows over about this many. */
const PERIOD_MONTHS = 18;

const roundTo5 = (n: number): number => Math.max(5, Math.round(n / 5) * 5);

/**
 * Monthly targets for last year and this year, set a little above the demo's own pace and
 * rising with it, so the statistics show months both above and below target.
 */
export const demoTargets = (plan: DemoPlan, now: Date, rng: Random, setBy: number): TargetRow[] => {
  const start = yearMonthOf(atHour(plan.startDay, 0));
  const { year } = yearMonthOf(now.getTime());
  const monthly = {
    registration: {
      aog: plan.members.filter((m) => m.type === 'AOG').length / PERIOD_MONTHS,
      mog: plan.members.filter((m) => m.type === 'MOG').length / PERIOD_MONTHS,
    },
    // Every demo upgrade goes from MOG to AOG, so no MOG upgrade is targeted.
    upgrade: { aog: plan.upgrades.length / PERIOD_MONTHS, mog: 0 },
  } satisfies Record<ReceiptKind, { aog: number; mog: number }>;

  const rows: TargetRow[] = [];
  for (const kind of ['registration', 'upgrade'] as const) {
    for (const targetYear of [year - 1, year]) {
      // Targets are set in December for the year after.
      const setAt = new Date(Math.min(now.getTime(), Date.UTC(targetYear - 1, 11, 15, 3)));
      for (let month = 1; month <= 12; month += 1) {
        const elapsed = (targetYear - start.year) * 12 + (month - start.month);
        const pace = 0.6 + 0.8 * Math.min(Math.max(elapsed / PERIOD_MONTHS, 0), 1.3);
        const ambition = 1.1 * (0.95 + 0.1 * rng.next());
        const base = monthly[kind];
        rows.push({
          kind,
          year: targetYear,
          month,
          aog: roundTo5(base.aog * pace * ambition),
          mog: base.mog === 0 ? 0 : roundTo5(base.mog * pace * ambition),
          updatedBy: setBy,
          updatedAt: setAt,
        });
      }
    }
  }
  return rows;
};
