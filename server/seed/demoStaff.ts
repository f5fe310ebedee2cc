import type { Group } from '../../domain/groups';
import type { Executor } from '../db/client';
import { admins, branches, groupUsers } from '../db/schema';
import { idOf, insertAllReturningIds, pairIds } from '../db/batch';
import { DEMO_ACCOUNTS } from './demoData';
import type { BranchFacts } from './demoMembers';
import { bankAccount, makeName, pickStyle } from './demoPeople';
import { DEMO_BRANCHES } from './demoPlaces';
import { DAY, atHour } from './jakartaTime';
import type { Random } from './random';

export interface DemoStaff {
  /** By index in DEMO_BRANCHES. */
  branches: BranchFacts[];
  sbs: number;
  ess: number;
}

const groupIds = async (db: Executor): Promise<(group: Group) => number> => {
  const rows = await db.select().from(groupUsers);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (group) => {
    const id = ids.get(group);
    if (id === undefined)
      throw new Error(`User group ${group} is missing: apply the reference seed first`);
    return id;
  };
};

const slug = (branchName: string): string =>
  branchName
    .replace(/^Cabang /, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');

/**
 * The branches, opened over the years before the demo period, and their people: the six demo
 * accounts plus one CABANG account (`admin.<city>@demo.local`) for every other branch, all with
 * the demo password.
 */
export const writeBranchesAndStaff = async (
  db: Executor,
  passwordHash: string,
  rng: Random,
  startDay: number,
): Promise<DemoStaff> => {
  const groupId = await groupIds(db);
  const opened = DEMO_BRANCHES.map((branch) => ({
    branch,
    at: atHour(startDay - rng.int(60, 1500), 9),
    account: bankAccount(rng),
  }));
  const branchIds = pairIds(
    opened,
    await insertAllReturningIds(
      db,
      branches,
      opened.map(({ branch, at }) => ({
        name: branch.name,
        city: branch.city,
        address: branch.address,
        noWa: branch.noWa,
        createdAt: new Date(at),
      })),
    ),
  );

  const branchStaff = opened.map((entry) => {
    const demo = DEMO_ACCOUNTS.find((account) => account.branch === entry.branch.name);
    return {
      entry,
      row: {
        name: demo?.name ?? makeName(rng, pickStyle(rng, entry.branch)).full,
        email: demo?.email ?? `admin.${slug(entry.branch.name)}@demo.local`,
        passwordHash,
        groupId: groupId('CABANG'),
        branchId: idOf(branchIds, entry),
        createdAt: new Date(entry.at + DAY),
      },
    };
  });
  const central = DEMO_ACCOUNTS.filter((account) => account.branch === null).map((account) => ({
    name: account.name,
    email: account.email,
    passwordHash,
    groupId: groupId(account.group),
    createdAt: new Date(atHour(startDay - 400, 9)),
  }));
  const rows = [...branchStaff.map((staff) => staff.row), ...central];
  const accountIds = pairIds(
    rows.map((row) => row.email),
    await insertAllReturningIds(db, admins, rows),
  );

  return {
    branches: branchStaff.map(({ entry, row }) => ({
      id: idOf(branchIds, entry),
      name: entry.branch.name,
      noWa: entry.branch.noWa,
      bank: entry.account.bank,
      account: entry.account.account,
      staff: idOf(accountIds, row.email),
    })),
    sbs: idOf(accountIds, 'sbs@demo.local'),
    ess: idOf(accountIds, 'ess@demo.local'),
  };
};
