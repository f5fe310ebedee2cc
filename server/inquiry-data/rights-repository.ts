import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  admins,
  auditLog,
  files,
  historyUpgrade,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../db/schema';
import type { MemberColumns } from '../registration-form/columns';

export type UpgradeRecordRow = typeof historyUpgrade.$inferSelect;

/** Every upgrade of the member, confirmed or not, oldest first. */
export const upgradesOfMember = (db: Executor, id: number): Promise<UpgradeRecordRow[]> =>
  db
    .select()
    .from(historyUpgrade)
    .where(eq(historyUpgrade.registerId, id))
    .orderBy(asc(historyUpgrade.id));

/** The receipt items of the member's registration and upgrades. */
const memberItems = (id: number, upgradeIds: number[]): SQL =>
  or(
    eq(paymentReceiptItems.registerId, id),
    upgradeIds.length ? inArray(paymentReceiptItems.historyUpgradeId, upgradeIds) : undefined,
  )!;

export interface MemberReceipt {
  id: number;
  invName: string;
  kind: string;
  status: string;
  amount: number;
  totalBiaya: number;
  createdAt: Date;
  statusChangedAt: Date;
  imageFileId: string;
  mime: string;
  storageKey: string;
  purgedAt: Date | null;
  /** No other member's row is on the receipt: its proof is this member's alone. */
  alone: boolean;
}

/** The receipts carrying the member's rows, oldest first, with their proof files. */
export const receiptsOfMember = async (
  db: Executor,
  id: number,
  upgradeIds: number[],
): Promise<MemberReceipt[]> => {
  const others = db
    .select({ n: sql`1` })
    .from(paymentReceiptItems)
    .where(
      and(
        eq(paymentReceiptItems.receiptId, paymentReceipts.id),
        sql`not (${memberItems(id, upgradeIds)})`,
      ),
    );
  const rows = await db
    .selectDistinct({
      id: paymentReceipts.id,
      invName: paymentReceipts.invName,
      kind: paymentReceipts.kind,
      status: paymentReceipts.status,
      amount: paymentReceiptItems.amount,
      totalBiaya: paymentReceipts.totalBiaya,
      createdAt: paymentReceipts.createdAt,
      statusChangedAt: paymentReceipts.statusChangedAt,
      imageFileId: paymentReceipts.imageFileId,
      mime: files.mime,
      storageKey: files.storageKey,
      purgedAt: files.purgedAt,
      alone: sql<boolean>`not exists (${others})`,
    })
    .from(paymentReceiptItems)
    .innerJoin(paymentReceipts, eq(paymentReceipts.id, paymentReceiptItems.receiptId))
    .innerJoin(files, eq(files.id, paymentReceipts.imageFileId))
    .where(memberItems(id, upgradeIds))
    .orderBy(asc(paymentReceipts.id));
  return rows;
};

export interface AuditRow {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  changes: unknown;
  at: Date;
  by: string | null;
}

/** The audit trail of the member and of its upgrades, oldest first (`audit_log_entity_idx`). */
export const auditOfMember = (
  db: Executor,
  id: number,
  upgradeIds: number[],
): Promise<AuditRow[]> =>
  db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      changes: auditLog.changes,
      at: auditLog.createdAt,
      by: admins.name,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(
      or(
        and(eq(auditLog.entity, 'register_aog_mog'), eq(auditLog.entityId, String(id))),
        upgradeIds.length
          ? and(
              eq(auditLog.entity, 'history_upgrade'),
              inArray(auditLog.entityId, upgradeIds.map(String)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(auditLog.id));

/** Replaces an audit entry's recorded values (an erasure removes the person from them). */
export const replaceAuditChanges = async (
  db: Executor,
  auditId: number,
  changes: unknown,
): Promise<void> => {
  await db.update(auditLog).set({ changes }).where(eq(auditLog.id, auditId));
};

/** Replaces the data an upgrade holds until its confirmation. */
export const replaceUpgradeForm = async (
  db: Executor,
  upgradeId: number,
  form: unknown,
): Promise<void> => {
  await db.update(historyUpgrade).set({ form }).where(eq(historyUpgrade.id, upgradeId));
};

/**
 * Writes the erased member's placeholders and dates the erasure; the version moves on so an
 * edit opened before it cannot write the person back.
 */
export const anonymiseMemberRow = async (
  db: Executor,
  id: number,
  columns: Partial<MemberColumns> & { namaLengkap: string },
  now: Date,
): Promise<void> => {
  await db
    .update(registerAogMog)
    .set({
      ...columns,
      anonymisedAt: now,
      updatedAt: now,
      version: sql`${registerAogMog.version} + 1`,
    })
    .where(eq(registerAogMog.id, id));
};
