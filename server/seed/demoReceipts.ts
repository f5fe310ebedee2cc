import type { ReceiptKind } from '../../domain/receipts';
import { storeImage } from '../files/service';
import type { FileStore } from '../files/store';
import type { Executor } from '../db/client';
import { auditLog, paymentReceiptItems, paymentReceipts, uploadCounters } from '../db/schema';
import { idOf, insertAll, insertAllReturningIds, pairIds } from '../db/batch';
import type { DemoPlan, PlannedMember, PlannedUpgrade } from './demoPlan';
import type { PlannedReceipt } from './demoSchedule';
import { dayOf, dayString, MINUTE } from './jakartaTime';
import { renderProofSlip } from './proofImage';
import type { Random } from './random';

export interface ReceiptPeople {
  branchIds: readonly number[];
  branchNames: readonly string[];
  /** The CABANG account of each branch, who uploads its proofs. */
  uploaders: readonly number[];
  /** The SBS account who decides. */
  decider: number;
}

export type AnyReceipt = PlannedReceipt<PlannedMember> | PlannedReceipt<PlannedUpgrade>;
export type ReceiptIds = Map<AnyReceipt, number>;

const PREFIX: Record<ReceiptKind, string> = { registration: 'REG', upgrade: 'UPG' };

/** 'INV/REG/20261122/0001': kind, Jakarta day of the upload, running number of that day. */
const invoiceName = (kind: ReceiptKind, day: number, sequence: number): string =>
  `INV/${PREFIX[kind]}/${dayString(day).replaceAll('-', '')}/${String(sequence).padStart(4, '0')}`;

const at = <T>(list: readonly T[], index: number, what: string): T => {
  const value = list[index];
  if (value === undefined) throw new Error(`No ${what} for branch ${index}`);
  return value;
};

/** Every demo upgrade goes to AOG; a registration counts by the type registered. */
const totals = (receipt: AnyReceipt): { total: number; aog: number; mog: number } => {
  const items: readonly (PlannedMember | PlannedUpgrade)[] = receipt.items;
  const aog = items.filter((item) => !('type' in item) || item.type === 'AOG').length;
  return { total: items.reduce((sum, item) => sum + item.biaya, 0), aog, mog: items.length - aog };
};

/** The branch's transfer slip for a receipt's total, made shortly before the upload. */
export const demoProofSlip = (
  receipt: AnyReceipt,
  branchNames: readonly string[],
  rng: Random,
): Buffer =>
  renderProofSlip({
    bank: rng.pick(['BCA', 'BRI', 'Mandiri', 'BNI', 'BSI']),
    sender: at(branchNames, receipt.branch, 'name'),
    amount: totals(receipt).total,
    at: receipt.uploadedAt - rng.int(5, 90) * MINUTE,
    note: `${receipt.kind === 'registration' ? 'DAFTAR' : 'UPGRADE'} ${receipt.items.length} ANGGOTA`,
    reference: `${dayString(dayOf(receipt.uploadedAt)).slice(2).replaceAll('-', '')}${rng.digits(7)}`,
  });

/** Every receipt of the plan in the order the demo uploads them. */
export const inUploadOrder = (plan: DemoPlan): AnyReceipt[] =>
  [...plan.registrationReceipts, ...plan.upgradeReceipts].sort(
    (a, b) => a.uploadedAt - b.uploadedAt || a.branch - b.branch,
  );

/**
 * Every receipt in upload order, each with its own proof slip stored through the file service,
 * so ids and invoice numbers grow with time as they would in production.
 */
export const writeReceipts = async (
  db: Executor,
  store: FileStore,
  plan: DemoPlan,
  people: ReceiptPeople,
  rng: Random,
): Promise<ReceiptIds> => {
  const receipts = inUploadOrder(plan);
  const perDay = new Map<string, number>();
  const rows: (typeof paymentReceipts.$inferInsert)[] = [];
  // One after the other: `db` may be a transaction, whose one connection takes one query at a
  // time (pg warns of, and pg 9 refuses, overlapping queries on a client).
  for (const receipt of receipts) {
    const file = await storeImage(db, store, {
      kind: 'proof',
      mime: 'image/png',
      bytes: demoProofSlip(receipt, people.branchNames, rng),
      branchId: at(people.branchIds, receipt.branch, 'id'),
      createdBy: at(people.uploaders, receipt.branch, 'uploader'),
      now: new Date(receipt.uploadedAt),
      deferProofHashes: true,
    });
    const day = dayOf(receipt.uploadedAt);
    const key = `${receipt.kind}|${day}`;
    const sequence = (perDay.get(key) ?? 0) + 1;
    perDay.set(key, sequence);
    const { total, aog, mog } = totals(receipt);
    rows.push({
      kind: receipt.kind,
      invName: invoiceName(receipt.kind, day, sequence),
      status: receipt.status,
      countAog: aog,
      countMog: mog,
      totalBiaya: total,
      imageFileId: file.id,
      branchId: at(people.branchIds, receipt.branch, 'id'),
      uploadedBy: at(people.uploaders, receipt.branch, 'uploader'),
      createdAt: new Date(receipt.uploadedAt),
      statusChangedAt: new Date(receipt.decidedAt ?? receipt.uploadedAt),
      decidedBy: receipt.decidedAt === null ? null : people.decider,
    });
  }
  return pairIds(receipts, await insertAllReturningIds(db, paymentReceipts, rows));
};

/** The rows each receipt was made for, kept also when it was rejected. */
export const writeReceiptItems = async (
  db: Executor,
  plan: DemoPlan,
  receiptIds: ReceiptIds,
  memberIds: ReadonlyMap<PlannedMember, number>,
  upgradeIds: ReadonlyMap<PlannedUpgrade, number>,
): Promise<void> => {
  const rows: (typeof paymentReceiptItems.$inferInsert)[] = [
    ...plan.registrationReceipts.flatMap((receipt) =>
      receipt.items.map((member) => ({
        receiptId: idOf(receiptIds, receipt),
        registerId: idOf(memberIds, member),
        amount: member.biaya,
      })),
    ),
    ...plan.upgradeReceipts.flatMap((receipt) =>
      receipt.items.map((upgrade) => ({
        receiptId: idOf(receiptIds, receipt),
        historyUpgradeId: idOf(upgradeIds, upgrade),
        amount: upgrade.biaya,
      })),
    ),
  ];
  await insertAll(db, paymentReceiptItems, rows);
};

/** The daily upload counts the limit check reads, consistent with the receipts written. */
export const writeUploadCounters = async (
  db: Executor,
  receiptIds: ReceiptIds,
  branchIds: readonly number[],
): Promise<void> => {
  const counts = new Map<string, typeof uploadCounters.$inferInsert>();
  for (const receipt of receiptIds.keys()) {
    const row = {
      branchId: at(branchIds, receipt.branch, 'id'),
      kind: receipt.kind,
      day: dayString(dayOf(receipt.uploadedAt)),
    };
    const key = `${row.branchId}|${row.kind}|${row.day}`;
    counts.set(key, { ...row, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  await insertAll(db, uploadCounters, [...counts.values()]);
};

/** Who confirmed or rejected each decided receipt, as the confirmation service records it. */
export const writeDecisionAudit = async (
  db: Executor,
  receiptIds: ReceiptIds,
  decider: number,
): Promise<void> => {
  const rows: (typeof auditLog.$inferInsert)[] = [];
  for (const [receipt, id] of receiptIds) {
    if (receipt.decidedAt === null) continue;
    rows.push({
      adminId: decider,
      action: receipt.status === '1' ? 'receipt.confirm' : 'receipt.reject',
      entity: 'payment_receipt',
      entityId: String(id),
      changes: { kind: receipt.kind, status: { from: '0', to: receipt.status } },
      createdAt: new Date(receipt.decidedAt),
    });
  }
  rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  await insertAll(db, auditLog, rows);
};
