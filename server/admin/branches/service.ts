import type { AdminBranch, AdminBranchCreate, AdminBranchUpdate } from '../../../domain/api/admin';
import { adminMessages } from '../../../i18n/app/admin';
import { recordAudit } from '../../audit/repository';
import type { AppContext, Caller } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { assertFresh, nextVersion } from '../version';
import {
  findBranch,
  findBranchNamed,
  insertBranch,
  listBranches,
  toAdminBranch,
  updateBranch,
  type BranchRow,
} from './repository';

const M = adminMessages.branch;

const nameTaken = () => conflict(M.nameTaken, { name: [M.nameTaken] });

export { listBranches };

export const getBranch = async (ctx: AppContext, id: number): Promise<AdminBranch> => {
  const row = await findBranch(ctx.db, id);
  if (!row) throw notFound();
  return toAdminBranch(row);
};

/**
 * One write of a branch with its audit entry. The name is checked first for a clear 409, and
 * the unique index on lower(name) settles two writes racing for the same name.
 */
const write = async (
  ctx: AppContext,
  caller: Caller,
  action: string,
  change: (tx: Executor, now: Date) => Promise<{ before: BranchRow | null; after: BranchRow }>,
): Promise<AdminBranch> => {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { before, after } = await change(tx, now);
      if (before && before.updatedAt.getTime() === after.updatedAt.getTime()) {
        return toAdminBranch(after);
      }
      await recordAudit(tx, {
        adminId: caller.adminId,
        action,
        entity: 'branch',
        entityId: after.id,
        changes: { before: before && toAdminBranch(before), after: toAdminBranch(after) },
        at: now,
      });
      return toAdminBranch(after);
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
      },
      now,
    );
    return { before: null, after };
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
    assertFresh(input.updated_at, before.updatedAt, toAdminBranch(before));
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
      },
      nextVersion(before.updatedAt, now),
    );
    return { before, after };
  });

/**
 * DELETE deactivates: the branch keeps its history, leaves the pickers, and its accounts can
 * no longer sign in or use their sessions (auth/repository.ts checks the branch).
 */
export const deactivateBranch = (ctx: AppContext, caller: Caller, id: number) =>
  write(ctx, caller, 'branch.deactivate', async (tx, now) => {
    const before = await lockBranch(tx, id);
    if (!before.active) return { before, after: before };
    const after = await updateBranch(tx, id, { active: false }, nextVersion(before.updatedAt, now));
    return { before, after };
  });
