import { and, count, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DashboardCounts } from '../../domain/api/dashboard';
import type { Executor } from '../db/client';
import { isWholeMonths, jakartaDayRange } from '../../domain/dates';
import {
  historyUpgrade,
  paymentReceipts,
  pendingProofDaily,
  pendingProofMonthly,
  receiptStatsDaily,
  registerAogMog,
} from '../db/schema';

const STATUS_FIELD = { '0': 'pending', '1': 'approved', '2': 'rejected' } as const;

/**
 * Receipts by kind and current status, on the day they reached it: the central figures come
 * from the Jakarta-day totals kept by migration 0007's trigger (a year is at most 2,190 rows);
 * a branch's from `payment_receipts_branch_changed_idx` alone.
 */
export const dashboardReceiptsQuery = (
  db: Executor,
  days: { from: string; to: string },
  branchId: number | null,
) => {
  if (branchId === null) {
    return db
      .select({
        kind: receiptStatsDaily.kind,
        status: receiptStatsDaily.status,
        n: sql<number>`sum(${receiptStatsDaily.n})::int`,
      })
      .from(receiptStatsDaily)
      .where(and(gte(receiptStatsDaily.day, days.from), lte(receiptStatsDaily.day, days.to)))
      .groupBy(receiptStatsDaily.kind, receiptStatsDaily.status);
  }
  const range = jakartaDayRange(days.from, days.to);
  return db
    .select({ kind: paymentReceipts.kind, status: paymentReceipts.status, n: count() })
    .from(paymentReceipts)
    .where(
      and(
        eq(paymentReceipts.branchId, branchId),
        gte(paymentReceipts.statusChangedAt, range.start),
        lt(paymentReceipts.statusChangedAt, range.end),
      ),
    )
    .groupBy(paymentReceipts.kind, paymentReceipts.status);
};

/**
 * Registrations or upgrades created in the days that still wait for proof. All branches' from
 * the totals migration 0024 keeps (per month for whole months, a year being 12 rows a branch,
 * else per day); a branch's from the partial `*_no_receipt_*` indexes, which hold only those.
 */
export const notUploadedQuery = (
  db: Executor,
  kind: 'registration' | 'upgrade',
  days: { from: string; to: string },
  branchId: number | null,
) => {
  if (branchId === null) {
    const monthly = isWholeMonths(days);
    const t = monthly ? pendingProofMonthly : pendingProofDaily;
    const at = monthly ? pendingProofMonthly.month : pendingProofDaily.day;
    return db
      .select({ n: sql<number>`coalesce(sum(${t.n}), 0)::int` })
      .from(t)
      .where(and(eq(t.kind, kind), gte(at, days.from), lte(at, days.to)));
  }
  const table = kind === 'registration' ? registerAogMog : historyUpgrade;
  const range = jakartaDayRange(days.from, days.to);
  return db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        isNull(table.receiptId),
        gte(table.createdAt, range.start),
        lt(table.createdAt, range.end),
        eq(table.branchId, branchId),
      ),
    );
};

/**
 * Counts for the Jakarta days `from`…`to`, for one branch or (branchId null) for all: receipts
 * by their current status, on the day they reached it; registrations and upgrades created in
 * the range that still wait for proof.
 */
export const countDashboard = async (
  db: Executor,
  days: { from: string; to: string },
  branchId: number | null,
): Promise<DashboardCounts> => {
  const [receipts, [registrations], [upgrades]] = await Promise.all([
    dashboardReceiptsQuery(db, days, branchId),
    notUploadedQuery(db, 'registration', days, branchId),
    notUploadedQuery(db, 'upgrade', days, branchId),
  ]);

  const counts: DashboardCounts = {
    count_pending: 0,
    count_approved: 0,
    count_rejected: 0,
    count_not_upload: registrations?.n ?? 0,
    upgrade_count_pending: 0,
    upgrade_count_approved: 0,
    upgrade_count_rejected: 0,
    upgrade_count_not_upload: upgrades?.n ?? 0,
  };
  for (const row of receipts) {
    const field = STATUS_FIELD[row.status as keyof typeof STATUS_FIELD];
    if (!field) continue;
    const key: keyof DashboardCounts =
      row.kind === 'upgrade' ? `upgrade_count_${field}` : `count_${field}`;
    counts[key] = Number(row.n);
  }
  return counts;
};
