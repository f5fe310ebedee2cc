import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ReminderKind } from '../../domain/reminders';
import { RECEIPT_STATUS, type ReceiptKind } from '../../domain/receipts';
import { batches } from '../db/batch';
import type { Executor } from '../db/client';
import {
  branches,
  generatedIds,
  paymentReceipts,
  registerAogMog,
  remindersSent,
} from '../db/schema';

/** The last period reminded of an item (0 when none): the primary key serves it. */
const lastPeriod = (kind: ReminderKind, itemId: SQL) =>
  sql<number>`coalesce((select max(${remindersSent.period}) from ${remindersSent}
    where ${remindersSent.kind} = ${kind} and ${remindersSent.itemId} = ${itemId}), 0)`.mapWith(
    Number,
  );

/** The branches reminders go to: active, with reminders on. */
const remindedBranch = and(eq(branches.active, true), eq(branches.remindersEnabled, true));

export const remindedBranches = (db: Executor, ids: number[]) =>
  ids.length
    ? db
        .select({ id: branches.id, name: branches.name, noWa: branches.noWa })
        .from(branches)
        .where(and(remindedBranch, inArray(branches.id, ids)))
        .orderBy(asc(branches.id))
    : Promise.resolve([]);

/**
 * Registrations still needing proof (no receipt carries them: never uploaded, or their receipt
 * was rejected) made by `startedBefore`, of the reminded branches.
 */
export const registrationsWithoutProof = (db: Executor, startedBefore: Date) =>
  db
    .select({
      id: registerAogMog.id,
      branchId: registerAogMog.branchId,
      noId: registerAogMog.noId,
      name: registerAogMog.namaLengkap,
      since: registerAogMog.createdAt,
      lastPeriod: lastPeriod('proof', sql`${registerAogMog.id}::text`),
    })
    .from(registerAogMog)
    .innerJoin(branches, eq(branches.id, registerAogMog.branchId))
    .where(
      and(
        isNull(registerAogMog.receiptId),
        lte(registerAogMog.createdAt, startedBefore),
        remindedBranch,
      ),
    )
    .orderBy(asc(registerAogMog.createdAt), asc(registerAogMog.id));

/** IDs assigned to a reminded branch by `assignedBefore` that nobody has taken. */
export const unusedIds = (db: Executor, assignedBefore: Date) =>
  db
    .select({
      id: generatedIds.generateId,
      branchId: sql<number>`${generatedIds.branchId}`.mapWith(Number),
      since: sql<Date>`${generatedIds.assignedAt}`.mapWith(generatedIds.assignedAt),
      lastPeriod: lastPeriod('unused_id', generatedIds.generateId.getSQL()),
    })
    .from(generatedIds)
    .innerJoin(branches, eq(branches.id, generatedIds.branchId))
    .where(
      and(
        isNull(generatedIds.takenAt),
        isNotNull(generatedIds.assignedAt),
        lte(generatedIds.assignedAt, assignedBefore),
        remindedBranch,
      ),
    )
    .orderBy(asc(generatedIds.assignedAt), asc(generatedIds.generateId));

export interface WaitingReceipt {
  id: number;
  kind: ReceiptKind;
  invName: string;
  total: number;
  since: Date;
  branchId: number;
  branchName: string;
  lastPeriod: number;
}

/** Receipts waiting for a decision (both kinds), uploaded by `uploadedBefore`, oldest first. */
export const waitingReceipts = (db: Executor, uploadedBefore: Date): Promise<WaitingReceipt[]> =>
  db
    .select({
      id: paymentReceipts.id,
      kind: sql<ReceiptKind>`${paymentReceipts.kind}`,
      invName: paymentReceipts.invName,
      total: paymentReceipts.totalBiaya,
      since: paymentReceipts.createdAt,
      branchId: paymentReceipts.branchId,
      branchName: branches.name,
      lastPeriod: lastPeriod('waiting_receipt', sql`${paymentReceipts.id}::text`),
    })
    .from(paymentReceipts)
    .innerJoin(branches, eq(branches.id, paymentReceipts.branchId))
    .where(
      and(
        eq(paymentReceipts.status, RECEIPT_STATUS.waiting),
        lte(paymentReceipts.createdAt, uploadedBefore),
      ),
    )
    .orderBy(asc(paymentReceipts.createdAt), asc(paymentReceipts.id));

export interface ReminderRow {
  kind: ReminderKind;
  itemId: string;
  period: number;
  branchId: number;
}

/**
 * Records the reminders about to be sent; answers those recorded now. One already recorded (by
 * another instance, or an earlier run) is left out: its reminder went with that record.
 */
export const recordReminders = async (
  db: Executor,
  rows: ReminderRow[],
  now: Date,
): Promise<Set<string>> => {
  const recorded = new Set<string>();
  for (const batch of batches(rows)) {
    const inserted = await db
      .insert(remindersSent)
      .values(batch.map((row) => ({ ...row, sentAt: now })))
      .onConflictDoNothing()
      .returning({ kind: remindersSent.kind, itemId: remindersSent.itemId });
    for (const row of inserted) recorded.add(reminderKey(row.kind as ReminderKind, row.itemId));
  }
  return recorded;
};

export const reminderKey = (kind: ReminderKind, itemId: string) => `${kind}:${itemId}`;
