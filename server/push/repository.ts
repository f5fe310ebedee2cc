import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PushKind, PushPreferences } from '../../domain/push';
import type { Executor } from '../db/client';
import {
  admins,
  branches,
  generatedIds,
  groupUsers,
  paymentReceipts,
  pushKeys,
  pushPreferences,
  pushSubscriptions,
} from '../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const ALL_KINDS_ON: PushPreferences = {
  proofWaiting: true,
  receiptDecided: true,
  idsAssigned: true,
};

export const findPushKeys = async (db: Executor) => {
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, 1));
  return row;
};

/** Keeps the first pair stored: two servers starting at once agree on one. */
export const storePushKeys = async (
  db: Executor,
  keys: { publicKey: string; privateKey: string },
  now: Date,
) => {
  await db
    .insert(pushKeys)
    .values({ id: 1, ...keys, createdAt: now })
    .onConflictDoNothing();
  return findPushKeys(db);
};

/** The endpoint moves to the signed-in account: a shared browser notifies its current user. */
export const saveSubscription = async (
  db: Executor,
  adminId: number,
  input: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> => {
  await db
    .insert(pushSubscriptions)
    .values({ adminId, ...input, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { adminId, p256dh: input.p256dh, auth: input.auth, createdAt: now },
    });
};

export const deleteSubscription = async (
  db: Executor,
  adminId: number,
  endpoint: string,
): Promise<number> => {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.adminId, adminId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
};

export const deleteSubscriptionById = async (db: Executor, id: number): Promise<void> => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};

export const findSubscription = async (db: Executor, id: number) => {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
};

export const getPreferences = async (db: Executor, adminId: number): Promise<PushPreferences> => {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.adminId, adminId));
  return row
    ? {
        proofWaiting: row.proofWaiting,
        receiptDecided: row.receiptDecided,
        idsAssigned: row.idsAssigned,
      }
    : ALL_KINDS_ON;
};

export const putPreferences = async (
  db: Executor,
  adminId: number,
  preferences: PushPreferences,
  now: Date,
): Promise<void> => {
  await db
    .insert(pushPreferences)
    .values({ adminId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: pushPreferences.adminId,
      set: { ...preferences, updatedAt: now },
    });
};

const KIND_COLUMN = {
  proofWaiting: pushPreferences.proofWaiting,
  receiptDecided: pushPreferences.receiptDecided,
  idsAssigned: pushPreferences.idsAssigned,
} as const;

/**
 * The subscriptions of the active accounts chosen by `who` that want `kind`: every SBS
 * account, or the accounts of one branch. A null kind is not a preference (a branch's reminders,
 * stopped per branch): every subscription of those accounts.
 */
export const subscriptionsFor = async (
  db: Executor,
  who: { group: 'SBS' } | { branchId: number },
  kind: PushKind | null,
): Promise<{ id: number }[]> =>
  db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(admins, eq(admins.id, pushSubscriptions.adminId))
    .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
    .leftJoin(pushPreferences, eq(pushPreferences.adminId, admins.id))
    .where(
      and(
        eq(admins.active, true),
        'group' in who
          ? eq(groupUsers.name, who.group)
          : and(eq(groupUsers.name, 'CABANG'), eq(admins.branchId, who.branchId)),
        kind ? or(isNull(pushPreferences.adminId), eq(KIND_COLUMN[kind], true)) : undefined,
      ),
    )
    .orderBy(pushSubscriptions.id);

/** The e-mail of the account holding each subscription still kept (the message log). */
export const subscriptionOwners = async (
  db: Executor,
  ids: number[],
): Promise<Map<number, string>> => {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: pushSubscriptions.id, email: admins.email })
    .from(pushSubscriptions)
    .innerJoin(admins, eq(admins.id, pushSubscriptions.adminId))
    .where(inArray(pushSubscriptions.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
};

/** What a push about a receipt says: its kind, name, total and branch. */
export const receiptFacts = async (db: Executor, receiptId: number) => {
  const [row] = await db
    .select({
      kind: paymentReceipts.kind,
      invName: paymentReceipts.invName,
      total: paymentReceipts.totalBiaya,
      branchId: paymentReceipts.branchId,
      branchName: branches.name,
    })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(eq(paymentReceipts.id, receiptId));
  return row;
};

/** How many of the given IDs are of each type, by type. */
export const idCountsByType = (db: Executor, ids: string[]) =>
  db
    .select({ type: generatedIds.type, n: count() })
    .from(generatedIds)
    .where(inArray(generatedIds.generateId, ids))
    .groupBy(generatedIds.type)
    .orderBy(generatedIds.type);
