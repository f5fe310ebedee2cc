import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  auditLog,
  files,
  outbox,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
  uploadCounters,
} from '../../../server/db/schema';
import type { TestApp } from './app';
import { insertAdmin, insertBranch, issueToken } from './fixtures';
import { dataUrl, noisePngBytes } from './images';
import { insertMember } from './records';

export const UPLOAD_URL = '/api/user/register_aog_mog/upload_bukti_pembayaran';

/** A branch of its own with a CABANG account, so a test's uploads do not meet another's limit. */
export interface TestBranch {
  branchId: number;
  adminId: number;
  token: string;
}

let branches = 0;

export const newBranch = async (t: TestApp): Promise<TestBranch> => {
  const n = ++branches;
  const branchId = await insertBranch(
    t.db,
    `Cabang Proof ${n}`,
    `+62812000${String(n).padStart(5, '0')}`,
  );
  const adminId = await insertAdmin(t.db, {
    email: `proof${n}@uji.local`,
    group: 'CABANG',
    branchId,
  });
  return { branchId, adminId, token: await issueToken(t.db, adminId, t.clock.now(), 24 * 30) };
};

/** Registrations of a branch still needing proof: MOG 420.000 each unless types are given. */
export const membersOf = async (
  t: TestApp,
  branch: { branchId: number; adminId: number },
  types: ('AOG' | 'MOG')[],
  createdAt?: Date,
): Promise<{ id: number; noId: string; fee: number }[]> => {
  const out: { id: number; noId: string; fee: number }[] = [];
  for (const type of types) {
    const member = await insertMember(t.db, {
      branchId: branch.branchId,
      createdBy: branch.adminId,
      type,
      createdAt,
    });
    out.push({ ...member, fee: type === 'AOG' ? 2_900_000 : 420_000 });
  }
  return out;
};

/** A proof image of its own: two uploads of it would be flagged as one slip (issue 17). */
export const freshProof = (): string => dataUrl(noisePngBytes());

export const upload = (
  t: TestApp,
  token: string,
  body: { id_form: unknown; amount?: unknown; image?: unknown },
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { authorization: `Bearer ${token}` },
    payload: { image: freshProof(), ...body },
  });

export const get = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** Everything an upload writes, for a branch: to prove a refused upload left nothing. */
export const snapshot = async (t: TestApp, branchId: number) => ({
  receipts: await n(
    t.db.select({ n: count() }).from(paymentReceipts).where(eq(paymentReceipts.branchId, branchId)),
  ),
  items: await n(
    t.db
      .select({ n: count() })
      .from(paymentReceiptItems)
      .innerJoin(paymentReceipts, eq(paymentReceipts.id, paymentReceiptItems.receiptId))
      .where(eq(paymentReceipts.branchId, branchId)),
  ),
  taken: (
    await t.db
      .select({ id: registerAogMog.id })
      .from(registerAogMog)
      .where(and(eq(registerAogMog.branchId, branchId), isNotNull(registerAogMog.receiptId)))
      .orderBy(registerAogMog.id)
  ).map((row) => row.id),
  proofFiles: await n(
    t.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.kind, 'proof'), eq(files.branchId, branchId))),
  ),
  counters: await t.db
    .select({ day: uploadCounters.day, kind: uploadCounters.kind, count: uploadCounters.count })
    .from(uploadCounters)
    .where(eq(uploadCounters.branchId, branchId))
    .orderBy(uploadCounters.day),
  audit: await n(
    t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'receipt.upload')),
  ),
  outbox: await n(t.db.select({ n: count() }).from(outbox)),
});

/** The outbox messages of some receipts (refId 'receiptId:status:type:item'). */
export const messagesOf = async (t: TestApp, receiptIds: number[]) =>
  (await t.db.select().from(outbox).where(eq(outbox.refType, 'receipt'))).filter((m) =>
    receiptIds.some((id) => m.refId?.startsWith(`${id}:`)),
  );

/** What a rejection does to the rows (the confirmation feature's job): status 2, rows freed. */
export const rejectReceipt = async (t: TestApp, receiptId: number): Promise<void> => {
  await t.db
    .update(paymentReceipts)
    .set({ status: '2', statusChangedAt: t.clock.now() })
    .where(eq(paymentReceipts.id, receiptId));
  await t.db
    .update(registerAogMog)
    .set({ receiptId: null })
    .where(eq(registerAogMog.receiptId, receiptId));
};

export const receiptIdsOf = async (t: TestApp, memberIds: number[]) =>
  (
    await t.db
      .select({ id: registerAogMog.id, receiptId: registerAogMog.receiptId })
      .from(registerAogMog)
      .where(inArray(registerAogMog.id, memberIds))
      .orderBy(registerAogMog.id)
  ).map((row) => row.receiptId);
