import { hashPassword } from '../auth/passwords';
import type { FileStore } from '../files/store';
import type { Db } from '../db/client';
import { targets } from '../db/schema';
import { analyzeRollups } from '../statistics/repository';
import { insertAll } from '../db/batch';
import { writeDemoBankStatement } from './demoBank';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoData';
import { writeDemoIds } from './demoIds';
import { writeDemoKuitansi } from './demoKuitansi';
import { writeMembers, writeUpgrades } from './demoMembers';
import { DEMO_BRANCHES } from './demoPlaces';
import { planDemo } from './demoPlan';
import {
  writeDecisionAudit,
  writeReceiptItems,
  writeReceipts,
  writeUploadCounters,
} from './demoReceipts';
import { writeBranchesAndStaff } from './demoStaff';
import { demoTargets } from './demoTargets';
import { createRandom } from './random';
import { linkRegionIds } from './regionIds';

/** Any fixed seed: the same `now` then always gives the same demo. */
const DEMO_SEED = 20_240_601;

/**
 * The demo data, relative to `now`: 30 branches with their staff,
 * about 18 months of registrations, upgrades and receipts in every state, IDs in every state,
 * targets, the decision audit trail, a bank statement matched against the waiting receipts and
 * the documents ('Kuitansi') of the confirmed receipts. Needs the reference seed; expects no
 * demo data yet. Proof images go to `store`; the rows are written in one transaction.
 */
export async function seedDemo(db: Db, store: FileStore, now: Date): Promise<void> {
  const rng = createRandom(DEMO_SEED);
  const demoBranches = new Set(
    DEMO_ACCOUNTS.flatMap((account) =>
      account.branch ? [DEMO_BRANCHES.findIndex((branch) => branch.name === account.branch)] : [],
    ),
  );
  const plan = planDemo(rng, DEMO_BRANCHES, demoBranches, now);
  // scrypt is slow on purpose: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const staff = await writeBranchesAndStaff(tx, passwordHash, rng, plan.startDay);
    const branchIds = staff.branches.map((branch) => branch.id);
    await writeDemoIds(
      tx,
      plan,
      { branchIds, generatedBy: staff.ess, assignedBy: staff.sbs },
      demoBranches,
      rng,
      now,
    );
    const receiptIds = await writeReceipts(
      tx,
      store,
      plan,
      {
        branchIds,
        branchNames: staff.branches.map((branch) => branch.name),
        uploaders: staff.branches.map((branch) => branch.staff),
        decider: staff.sbs,
      },
      rng,
    );
    const memberIds = await writeMembers(tx, plan, staff.branches, receiptIds);
    await linkRegionIds(tx);
    const upgradeIds = await writeUpgrades(tx, plan, staff.branches, memberIds, receiptIds);
    await writeReceiptItems(tx, plan, receiptIds, memberIds, upgradeIds);
    await writeUploadCounters(tx, receiptIds, branchIds);
    await writeDecisionAudit(tx, receiptIds, staff.sbs);
    await insertAll(tx, targets, demoTargets(plan, now, rng, staff.sbs));
    await writeDemoBankStatement(tx, staff.branches, rng, { adminId: staff.sbs, now });
    await writeDemoKuitansi(tx, rng);
  });
  await analyzeRollups(db);
}
