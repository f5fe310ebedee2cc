import { and, count, eq, gte, isNull, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DashboardCounts } from '../../domain/api/dashboard';
import type { Executor } from '../db/client';
import { historyUpgrade, paymentReceipts, registerAogMog } from '../db/schema';

const STATUS_FIELD = { '0': 'pending', '1': 'approved', '2': 'rejected' } as const;

/**
 * Counts for [start, end), for one branch or (branchId null) for all: receipts by their current
 * status, on the day they reached it; registrations and upgrades created in the range that
 * still wait for proof.
 */
export const countDashboard = async (
  db: Executor,
  range: { start: Date; end: Date },
  branchId: number | null,
): Promise<DashboardCounts> => {
  const inBranch = (column: AnyColumn): SQL | undefined =>
    branchId === null ? undefined : eq(column, branchId);

  const receipts = await db
    .select({ kind: paymentReceipts.kind, status: paymentReceipts.status, n: count() })
    .from(paymentReceipts)
    .where(
      and(
        gte(paymentReceipts.statusChangedAt, range.start),
        lt(paymentReceipts.statusChangedAt, range.end),
        inBranch(paymentReceipts.branchId),
      ),
    )
    .groupBy(paymentReceipts.kind, paymentReceipts.status);

  const [registrations] = await db
    .select({ n: count() })
    .from(registerAogMog)
    .where(
      and(
        isNull(registerAogMog.receiptId),
        gte(registerAogMog.createdAt, range.start),
        lt(registerAogMog.createdAt, range.end),
        inBranch(registerAogMog.branchId),
      ),
    );
  const [upgrades] = await db
    .select({ n: count() })
    .from(historyUpgrade)
    .where(
      and(
        isNull(historyUpgrade.receiptId),
        gte(historyUpgrade.createdAt, range.start),
        lt(historyUpgrade.createdAt, range.end),
        inBranch(historyUpgrade.branchId),
      ),
    );

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
    counts[key] = row.n;
  }
  return counts;
};
