import { randomBytes } from 'node:crypto';
import type {
  AdminAccount,
  AdminAccountCreate,
  AdminAccountUpdate,
} from '../../../domain/api/admin';
import type { Group } from '../../../domain/groups';
import { adminMessages } from '../../../i18n/app/admin';
import { recordAudit } from '../../audit/repository';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/repository';
import type { AppContext, Caller } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, unauthorized, unprocessable } from '../../http/errors';
import { issueResetLink } from '../../password-reset/service';
import { assertFresh, nextVersion } from '../version';
import {
  emailTaken,
  findAccount,
  groupIdOf,
  insertAccount,
  listAccounts,
  lockAccount,
  lockActiveBranch,
  lockActiveSbs,
  toAdminAccount,
  updateAccount,
} from './repository';

const M = adminMessages.account;

export { listAccounts };

const emailConflict = () => conflict(M.emailTaken, { email: [M.emailTaken] });

/** Runs a write and turns the e-mail's unique index refusing it (a race) into the same 409. */
const orEmailConflict = async <T>(write: Promise<T>): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailConflict();
    throw error;
  }
};

const readAccount = async (db: Executor, id: number): Promise<AdminAccount> => {
  const row = await findAccount(db, id);
  if (!row) throw notFound();
  return toAdminAccount(row);
};

export const getAccount = (ctx: AppContext, id: number) => readAccount(ctx.db, id);

/** A CABANG account needs an active branch (the schema already made the others branchless). */
const assertBranch = async (tx: Executor, group: Group, branchId: number | null) => {
  if (group !== 'CABANG') return;
  if (branchId === null || !(await lockActiveBranch(tx, branchId))) {
    throw unprocessable({ branch_id: [M.branchInactive] });
  }
};

/**
 * A new staff account. Without a password it gets an unusable random one and a link by e-mail
 * (the password-reset mechanism) to set its own; the audit entry never holds a password.
 */
export const createAccount = async (
  ctx: AppContext,
  /** null for an account made from the shell (npm run user:create). */
  caller: Pick<Caller, 'adminId'> | null,
  input: AdminAccountCreate,
): Promise<AdminAccount> => {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  return orEmailConflict(
    ctx.db.transaction(async (tx) => {
      if (await emailTaken(tx, input.email)) throw emailConflict();
      await assertBranch(tx, input.group, input.branch_id);
      const id = await insertAccount(
        tx,
        {
          name: input.name,
          email: input.email,
          groupId: await groupIdOf(tx, input.group),
          branchId: input.branch_id,
          active: true,
          passwordHash,
        },
        now,
      );
      const after = await readAccount(tx, id);
      if (input.password === undefined) await issueResetLink(ctx, tx, after, now, 'welcome');
      await recordAudit(tx, {
        adminId: caller?.adminId ?? null,
        action: 'account.create',
        entity: 'admin',
        entityId: id,
        changes: { before: null, after, password: input.password ? 'set' : 'reset_link' },
        at: now,
      });
      return after;
    }),
  );
};

type AccountChange = Omit<AdminAccountUpdate, 'updated_at'>;

/**
 * Every change of an existing account: the active SBS accounts are locked first (see
 * lockActiveSbs), then the account. Nobody deactivates or regroups themselves, and the last
 * active SBS keeps both its group and its access. A deactivated account's sessions end here.
 */
const changeAccount = (
  ctx: AppContext,
  caller: Caller,
  id: number,
  action: string,
  plan: (before: AdminAccount) => AccountChange & { updated_at?: string | null },
): Promise<AdminAccount> => {
  const now = ctx.clock.now();
  return orEmailConflict(
    ctx.db.transaction(async (tx) => {
      const sbs = await lockActiveSbs(tx);
      if (!(await lockAccount(tx, id))) throw notFound();
      const beforeRow = await findAccount(tx, id);
      if (!beforeRow) throw notFound();
      const before = toAdminAccount(beforeRow);
      const input = plan(before);

      if (id === caller.adminId && !input.active) throw conflict(M.selfDeactivate);
      if (id === caller.adminId && input.group !== before.group) throw conflict(M.selfGroup);
      const leavesSbs =
        before.active && before.group === 'SBS' && (!input.active || input.group !== 'SBS');
      if (leavesSbs && !sbs.some((other) => other !== id)) throw conflict(M.lastSbs);
      // The caller may have been deactivated by a request that committed while this one waited
      // for the locks (two SBS removing each other: the second meets the rule above first).
      if (!sbs.includes(caller.adminId)) throw unauthorized();
      assertFresh(input.updated_at, beforeRow.updatedAt, before);

      if (input.email !== before.email && (await emailTaken(tx, input.email, id))) {
        throw emailConflict();
      }
      const branchChanged = input.branch_id !== before.branch_id;
      const reactivated = input.active && !before.active;
      if (branchChanged || reactivated) await assertBranch(tx, input.group, input.branch_id);

      await updateAccount(
        tx,
        id,
        {
          name: input.name,
          email: input.email,
          groupId: await groupIdOf(tx, input.group),
          branchId: input.branch_id,
          active: input.active,
        },
        nextVersion(beforeRow.updatedAt, now),
      );
      if (before.active && !input.active) await revokeOtherSessions(tx, id, now);
      const after = await readAccount(tx, id);
      await recordAudit(tx, {
        adminId: caller.adminId,
        action: before.active && !input.active ? 'account.deactivate' : action,
        entity: 'admin',
        entityId: id,
        changes: { before, after },
        at: now,
      });
      return after;
    }),
  );
};

export const updateAccountRecord = (
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: AdminAccountUpdate,
) => changeAccount(ctx, caller, id, 'account.update', () => input);

/** DELETE deactivates: the account stays for the history, its sessions end at once. */
export const deactivateAccount = (ctx: AppContext, caller: Caller, id: number) =>
  changeAccount(ctx, caller, id, 'account.deactivate', (before) => ({
    name: before.name,
    email: before.email,
    group: before.group,
    branch_id: before.branch_id,
    active: false,
  }));

/** Mails the account a single-use link to set a new password. */
export const sendResetLink = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<{ message: string }> => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await readAccount(tx, id);
    if (!account.active) throw conflict(M.inactive);
    await issueResetLink(ctx, tx, account, now, 'reset');
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'account.reset_link',
      entity: 'admin',
      entityId: id,
      changes: { before: null, after: { reset_link_sent_to: account.email } },
      at: now,
    });
  });
  return { message: M.resetSent };
};
