import { ID_TYPES } from '../../domain/ids';
import type { Executor } from '../db/client';
import { generatedIds } from '../db/schema';
import { insertAll } from '../db/batch';
import type { DemoPlan, IdSlot } from './demoPlan';
import { takeIds } from './ids';
import { DAY, atHour, yearMonthOf } from './jakartaTime';
import type { Random } from './random';

type IdRow = typeof generatedIds.$inferInsert;

export interface IdOwners {
  /** Database id of each demo branch, by its index in the plan. */
  branchIds: readonly number[];
  /** Central staff who generate (ESS) and assign (SBS) IDs. */
  generatedBy: number;
  assignedBy: number;
}

/** IDs of this many per type wait, unassigned, for SBS or ESS to give to a branch. */
const UNASSIGNED_PER_TYPE = 60;
/** Each demo account's branch can register this many of each type straight away. */
const DEMO_BRANCH_STOCK = 30;

/**
 * Central staff generate IDs once a month, a few days before the month starts, and hand them
 * to the branches the next day: an ID is always made before the member who takes it.
 */
const monthlyBatch = (ms: number): { createdAt: Date; assignedAt: Date } => {
  const { year, month } = yearMonthOf(ms);
  const monthStart = Math.floor(Date.UTC(year, month - 1, 1) / DAY);
  return {
    createdAt: new Date(atHour(monthStart - 5, 9)),
    assignedAt: new Date(atHour(monthStart - 4, 10)),
  };
};

/**
 * Numbers every ID the plan's members and upgrades take, in the order they were taken, then
 * stocks each branch with available IDs and leaves some unassigned; writes them all.
 */
export const writeDemoIds = async (
  db: Executor,
  plan: DemoPlan,
  owners: IdOwners,
  demoBranches: ReadonlySet<number>,
  rng: Random,
  now: Date,
): Promise<void> => {
  const branchId = (branch: number): number => {
    const id = owners.branchIds[branch];
    if (id === undefined) throw new Error(`No branch ${branch}`);
    return id;
  };
  const taken: { slot: IdSlot; branch: number }[] = [
    ...plan.members.map((m) => ({ slot: m.registrationId, branch: m.branch })),
    ...plan.upgrades.map((u) => ({ slot: u.newId, branch: u.branch })),
  ].sort((a, b) => a.slot.takenAt - b.slot.takenAt);

  const rows: IdRow[] = [];
  for (const type of ID_TYPES) {
    const ofType = taken.filter((t) => t.slot.type === type);
    const values = await takeIds(db, type, ofType.length);
    ofType.forEach((t, index) => {
      t.slot.value = values[index] ?? '';
      rows.push({
        generateId: t.slot.value,
        type,
        branchId: branchId(t.branch),
        ...monthlyBatch(t.slot.takenAt),
        createdBy: owners.generatedBy,
        assignedBy: owners.assignedBy,
        takenAt: new Date(t.slot.takenAt),
      });
    });
  }

  const stock = monthlyBatch(now.getTime());
  for (const type of ID_TYPES) {
    const perBranch = owners.branchIds.map((_, branch) =>
      demoBranches.has(branch) ? DEMO_BRANCH_STOCK : rng.int(4, 12),
    );
    const values = await takeIds(
      db,
      type,
      perBranch.reduce((sum, n) => sum + n, 0),
    );
    let next = 0;
    perBranch.forEach((count, branch) => {
      for (let i = 0; i < count; i += 1) {
        rows.push({
          generateId: values[next++] ?? '',
          type,
          branchId: branchId(branch),
          ...stock,
          createdBy: owners.generatedBy,
          assignedBy: owners.assignedBy,
        });
      }
    });
  }

  const fresh = new Date(Math.max(stock.assignedAt.getTime(), now.getTime() - 2 * DAY));
  for (const type of ID_TYPES) {
    for (const generateId of await takeIds(db, type, UNASSIGNED_PER_TYPE)) {
      rows.push({ generateId, type, createdAt: fresh, createdBy: owners.generatedBy });
    }
  }
  await insertAll(db, generatedIds, rows);
};
