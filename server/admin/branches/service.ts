import type { AdminBranch, AdminBranchCreate, AdminBranchUpdate } from '../../../domain/api/admin';
import type { BranchBankAccount } from '../../../domain/api/bankStatement';
import { adminMessages } from '../../../i18n/app/admin';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { assertFresh, nextVersion } from '../version';
import {
  accountsOf,
  findBranch,
  findBranchNamed,
  insertBranch,
  listBranches,
  replaceAccounts,
  toAdminBranch,
  updateBranch,
  type BranchRow,
} from './repository';

const M = adminMessages.branch;

const nameTaken = () => conflict(M.nameTaken, { name: [M.nameTaken] });

export { listBranches };

const accountsOfBranch = async (db: Executor, id: number) =>
  (await accountsOf(db, [id])).get(id) ?? [];

export const getBranch = async (ctx: AppContext, id: number): Promise<AdminBranch> => {
  const row = await findBranch(ctx.db, id);
  if (!row) throw notFound();
  return toAdminBranch(row, await accountsOfBranch(ctx.db, id));
};

/**
 * The accounts as the audit trail keeps them: the bank and the number's last four digits, the
 * rest being personal data that is only kept sealed.
 */
const audited = (accounts: readonly BranchBankAccount[]) =>
  accounts.map((account) => ({
    bank: account.bank,
    nomor_rekening: `…${account.nomor_rekening.replace(/\D/g, '').slice(-4)}`,
  }));

/** What one write changed: the branch before (none on creation), after, and its accounts. */
interface BranchChange {
  before: BranchRow | null;
  after: BranchRow;
  accountsBefore: BranchBankAccount[];
}

/**
 * One write of a branch with its audit entry. The name is checked first for a clear 409, and
 * the unique index on lower(name) settles two writes racing for the same name.
 */
const write = async (
  ctx: AppContext,
  caller: Caller,
  action: string,
  change: (tx: Executor, now: Date) => Promise<BranchChange>,
): Promise<AdminBranch> => {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { before, after, accountsBefore } = await change(tx, now);
      const accounts = await accountsOfBranch(tx, after.id);
      if (before && before.updatedAt.getTime() === after.updatedAt.getTime()) {
        return toAdminBranch(after, accounts);
      }
      await recordAudit(tx, {
        adminId: caller.adminId,
        action,
        entity: 'branch',
        entityId: after.id,
        changes: {
          before: before && {
            ...toAdminBranch(before, []),
            bank_accounts: audited(accountsBefore),
          },
          after: { ...toAdminBranch(after, []), bank_accounts: audited(accounts) },
        },
        at: now,
      });
      return toAdminBranch(after, accounts);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

export const createBranch = (ctx: AppContext, caller: Caller, input: AdminBranchCreate) =>
  write(ctx, caller, 'branch.create', async (tx, now) => {
    if (await findBranchNamed(tx, input.name)) throw nameTaken();
    const after = await insertBranch(
      tx,
      {
        name: input.name,
        city: input.city,
        address: input.address,
        noWa: input.no_wa,
        active: true,
        remindersEnabled: input.reminders_enabled ?? true,
      },
      now,
    );
    await replaceAccounts(tx, after.id, input.bank_accounts ?? []);
    return { before: null, after, accountsBefore: [] };
  });

const lockBranch = async (tx: Executor, id: number): Promise<BranchRow> => {
  const row = await findBranch(tx, id, true);
  if (!row) throw notFound();
  return row;
};

export const updateBranchRecord = (
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: AdminBranchUpdate,
) =>
  write(ctx, caller, 'branch.update', async (tx, now) => {
    const before = await lockBranch(tx, id);
    const accountsBefore = await accountsOfBranch(tx, id);
    assertFresh(input.updated_at, before.updatedAt, toAdminBranch(before, accountsBefore));
    if (await findBranchNamed(tx, input.name, id)) throw nameTaken();
    const after = await updateBranch(
      tx,
      id,
      {
        name: input.name,
        city: input.city,
        address: input.address,
        noWa: input.no_wa,
        active: input.active,
        remindersEnabled: input.reminders_enabled,
      },
      nextVersion(before.updatedAt, now),
    );
    if (input.bank_accounts) await replaceAccounts(tx, id, input.bank_accounts);
    return { before, after, accountsBefore };
  });

/**
 * DELETE deactivates: the branch keeps its history, leaves the pickers, and its accounts can
 * no longer sign in or use their sessions (auth/repository.ts checks the branch).
 */
export const deactivateBranch = (ctx: AppContext, caller: Caller, id: number) =>
  write(ctx, caller, 'branch.deactivate', async (tx, now) => {
    const before = await lockBranch(tx, id);
    const accountsBefore = await accountsOfBranch(tx, id);
    if (!before.active) return { before, after: before, accountsBefore };
    const after = await updateBranch(tx, id, { active: false }, nextVersion(before.updatedAt, now));
    return { before, after, accountsBefore };
  });
