import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { RECEIPT_STATUSES, canMoveReceipt, type ReceiptStatus } from '../../domain/receipts';
import {
  auditLog,
  outbox,
  paymentReceiptItems,
  paymentReceipts,
  registerAogMog,
} from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
/** 09:00 WIB on the test clock's day: uploads of "today". */
const morning = new Date('2026-11-18T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Branch = 'A' | 'B';

/** Members of a branch created this morning, still waiting for proof. */
const newMembers = async (n: number, branch: Branch = 'A') => {
  const { branchA, branchB, accounts } = t.world;
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const member = await insertMember(t.db, {
      branchId: branch === 'A' ? branchA : branchB,
      createdBy: branch === 'A' ? accounts.CABANG.id : accounts.CABANG2.id,
      createdAt: morning,
    });
    ids.push(member.id);
  }
  return ids;
};

/** A receipt in a status as an upload (and, for 1 and 2, a decision) would have left it. */
const receiptIn = async (status: ReceiptStatus, memberIds?: number[], branch: Branch = 'A') => {
  const { branchA, branchB, accounts } = t.world;
  const members = memberIds ?? (await newMembers(2, branch));
  return insertReceipt(t.db, {
    status,
    branchId: branch === 'A' ? branchA : branchB,
    uploadedBy: branch === 'A' ? accounts.CABANG.id : accounts.CABANG2.id,
    at: morning,
    memberIds: members,
    // A rejected receipt has handed its rows back.
    link: status !== '2',
  });
};

const decide = (
  id: number,
  status: unknown,
  as: 'SBS' | 'CABANG' = 'SBS',
  extra: Record<string, unknown> = {},
) =>
  t.call({
    method: 'PATCH',
    url: `/api/user/payment_receipt/${id}`,
    payload: { status, ...extra },
    as,
  });

/** A decision as the dialog sends it: with the status the reviewer saw. */
const decideSeen = (id: number, status: string, seen: string) =>
  decide(id, status, 'SBS', { from_status: seen });

const receiptRow = async (id: number) =>
  (await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.id, id)))[0]!;

/** Which receipt carries each member now, in the order of `memberIds`. */
const rowsPointingAt = async (memberIds: number[]) => {
  const rows = await t.db
    .select({ id: registerAogMog.id, receiptId: registerAogMog.receiptId })
    .from(registerAogMog)
    .where(inArray(registerAogMog.id, memberIds));
  return memberIds.map((id) => rows.find((row) => row.id === id)?.receiptId);
};

const messagesOf = (id: number, status?: ReceiptStatus) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.refId, `${id}:${status ?? ''}%`));

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'payment_receipt'), eq(auditLog.entityId, String(id))));

const itemsOf = async (memberIds: number[], receiptId: number) =>
  (
    await t.db
      .select()
      .from(paymentReceiptItems)
      .where(eq(paymentReceiptItems.receiptId, receiptId))
  )
    .map((item) => item.registerId)
    .filter((id) => id !== null && memberIds.includes(id));

describe('GET /api/user/payment_receipt/search', () => {
  it("lists every branch's receipts of a status, paged by the server", async () => {
    const a = await receiptIn('0');
    const b = await receiptIn('0', undefined, 'B');
    await receiptIn('1');
    const res = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/search?status=0&page=1',
      as: 'SBS',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, from: 1 });
    expect(body.data.every((r: ReceiptDetail) => r.status === '0')).toBe(true);
    const ids = body.data.map((r: ReceiptDetail) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(body.data.find((r: ReceiptDetail) => r.id === b)).toMatchObject({
      kind: 'registration',
      count_mog: 2,
      total_biaya: 840_000,
      created_at: morning.toISOString(),
      branch: { id: t.world.branchB, name: 'Cabang Uji Bandung' },
    });
    expect(body.data[0].inv_name).toMatch(/^INV\//);
  });

  it('refuses a bad status or page with 422, and other groups with 403', async () => {
    for (const query of ['status=9', 'page=0', 'page=abc', 'page=1e300', 'date=kemarin']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/user/payment_receipt/search?${query}`,
        as: 'SBS',
      });
      expect(res.statusCode, query).toBe(422);
    }
    for (const as of ['CABANG', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/user/payment_receipt/search', as });
      expect(res.statusCode, as).toBe(403);
    }
  });
});

describe('GET /api/user/payment_receipt/:id', () => {
  it('shows a receipt with its registrations to SBS and to its own branch only', async () => {
    const members = await newMembers(2);
    const id = await receiptIn('0', members);
    const sbs = await t.call({ method: 'GET', url: `/api/user/payment_receipt/${id}`, as: 'SBS' });
    expect(sbs.statusCode).toBe(200);
    expect(sbs.json().data).toMatchObject({ id, status: '0', history_upgrade: [] });
    expect(
      sbs
        .json()
        .data.register_aog_mog.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([...members].sort());
    const own = await t.call({
      method: 'GET',
      url: `/api/user/payment_receipt/${id}`,
      as: 'CABANG',
    });
    expect(own.statusCode).toBe(200);
    const other = await t.call({
      method: 'GET',
      url: `/api/user/payment_receipt/${id}`,
      as: 'CABANG2',
    });
    const missing = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/999999',
      as: 'CABANG2',
    });
    // Another branch's receipt looks exactly like one that does not exist.
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('does not show an upgrade receipt on the registration path, and refuses bad ids', async () => {
    const { branchA, accounts } = t.world;
    const member = await insertMember(t.db, { branchId: branchA, createdBy: accounts.CABANG.id });
    const upgrade = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: branchA,
      createdBy: accounts.CABANG.id,
    });
    const id = await insertReceipt(t.db, {
      kind: 'upgrade',
      status: '0',
      branchId: branchA,
      uploadedBy: accounts.CABANG.id,
      upgradeIds: [upgrade],
      link: true,
    });
    const res = await t.call({ method: 'GET', url: `/api/user/payment_receipt/${id}`, as: 'SBS' });
    expect(res.statusCode).toBe(404);
    expect((await decide(id, '1')).statusCode).toBe(404);
    expect((await receiptRow(id)).status).toBe('0');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const got = await t.call({
        method: 'GET',
        url: `/api/user/payment_receipt/${bad}`,
        as: 'SBS',
      });
      expect(got.statusCode, bad).toBe(422);
    }
  });
});

describe('PATCH /api/user/payment_receipt/:id: the state machine', () => {
  for (const from of RECEIPT_STATUSES) {
    for (const to of RECEIPT_STATUSES) {
      const allowed = canMoveReceipt(from, to);
      it(`${from} → ${to} is ${allowed ? 'made, with its messages and audit' : 'refused with 409, changing nothing'}`, async () => {
        const members = await newMembers(2);
        const id = await receiptIn(from, members);
        const before = await receiptRow(id);
        t.clock.set('2026-11-18T06:30:00Z');
        const res = await decide(id, to);
        t.clock.set('2026-11-18T04:00:00Z');
        if (!allowed) {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({
            message:
              'Bukti pembayaran ini sudah diproses, statusnya tidak dapat diubah ke status tersebut',
            data: { id, status: from },
          });
          expect(await receiptRow(id)).toEqual(before);
          expect(await messagesOf(id)).toEqual([]);
          expect(await auditOf(id)).toEqual([]);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ message: 'Sukses Update', data: { id, status: to } });
        expect(await receiptRow(id)).toMatchObject({
          status: to,
          statusChangedAt: new Date('2026-11-18T06:30:00Z'),
          decidedBy: t.world.accounts.SBS.id,
        });
        // Rejected: the rows go back to the branch; otherwise the receipt holds them.
        expect(await rowsPointingAt(members)).toEqual(to === '2' ? [null, null] : [id, id]);
        // The receipt keeps every row it was made for.
        expect(await itemsOf(members, id)).toHaveLength(2);
        const messages = await messagesOf(id, to);
        // Three recipient types (branch, registrant, referrer) for each of the two rows.
        expect(messages).toHaveLength(6);
        expect(messages.every((m) => m.channel === 'whatsapp' && m.status === 'pending')).toBe(
          true,
        );
        const [audit] = await auditOf(id);
        expect(audit).toMatchObject({
          adminId: t.world.accounts.SBS.id,
          action: { '0': 'receipt.reopen', '1': 'receipt.confirm', '2': 'receipt.reject' }[to],
          createdAt: new Date('2026-11-18T06:30:00Z'),
          changes: { kind: 'registration', status: { from, to } },
        });
      });
    }
  }

  it('refuses a missing or malformed status with 422, and anyone but SBS with 403', async () => {
    const id = await receiptIn('0');
    const before = await receiptRow(id);
    for (const status of [undefined, '', null]) {
      const res = await decide(id, status);
      expect(res.statusCode, JSON.stringify(status)).toBe(422);
      expect(res.json().errors.status).toEqual(['Status tidak boleh kosong']);
    }
    for (const status of ['3', 'confirmed', ['1'], { a: 1 }, 1.5]) {
      const res = await decide(id, status);
      expect(res.statusCode, JSON.stringify(status)).toBe(422);
      expect(res.json().errors.status).toContain('Status tidak valid');
    }
    for (const as of ['CABANG'] as const) expect((await decide(id, '1', as)).statusCode).toBe(403);
    expect((await decide(999_999, '1')).statusCode).toBe(404);
    expect(await receiptRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('accepts the status as a number too, as forms often send it', async () => {
    const id = await receiptIn('0');
    expect((await decide(id, 1)).statusCode).toBe(200);
    expect((await receiptRow(id)).status).toBe('1');
  });
});

describe('two staff deciding the same receipt at once', () => {
  it('lets exactly one win; the other gets 409 with the state the winner left', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await receiptIn('0');
      // Both saw it waiting; whichever lands second, it lands on a receipt already decided.
      const [first, second] = await Promise.all([
        decideSeen(id, '1', '0'),
        decideSeen(id, '2', '0'),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      const final = winner.json().data.status as ReceiptStatus;
      expect(loser.json().data.status).toBe(final);
      expect((await receiptRow(id)).status).toBe(final);
      expect(await auditOf(id)).toHaveLength(1);
      const messages = await messagesOf(id);
      expect(messages).toHaveLength(6);
      expect(messages.every((m) => m.refId?.startsWith(`${id}:${final}:`))).toBe(true);
    }
  });

  it('refuses a decision made on a state another reviewer has changed since, changing nothing', async () => {
    const id = await receiptIn('0');
    expect((await decideSeen(id, '2', '0')).statusCode).toBe(200);
    const before = await receiptRow(id);
    const stale = await decideSeen(id, '1', '0');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.status).toBe('2');
    expect(await receiptRow(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
    // Seen as rejected, confirming after all is still a move a reviewer may make.
    expect((await decideSeen(id, '1', '2')).statusCode).toBe(200);
  });

  it('refuses a malformed status seen with 422', async () => {
    const id = await receiptIn('0');
    for (const seen of ['3', '', ['0'], { a: 1 }]) {
      expect((await decide(id, '1', 'SBS', { from_status: seen })).statusCode).toBe(422);
    }
    expect((await receiptRow(id)).status).toBe('0');
  });

  it('confirms once when both choose the same status', async () => {
    const id = await receiptIn('0');
    const results = await Promise.all([decide(id, '1'), decide(id, '1')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    expect(await messagesOf(id)).toHaveLength(6);
  });
});

describe('a rejected receipt', () => {
  it('hands its rows back for a new proof; reopening it then is refused and changes nothing', async () => {
    const members = await newMembers(2);
    const rejected = await receiptIn('0', members);
    expect((await decide(rejected, '2')).statusCode).toBe(200);
    expect(await rowsPointingAt(members)).toEqual([null, null]);

    // The branch uploads a new proof for one of the rows (what the proofs route does).
    const again = await receiptIn('0', [members[0]!]);
    expect(await rowsPointingAt(members)).toEqual([again, null]);

    for (const to of ['0', '1'] as const) {
      const res = await decide(rejected, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message:
          'Sebagian calon AOG/MOG pada bukti pembayaran ini sudah diunggah ulang dengan bukti pembayaran lain',
        data: { id: rejected, status: '2' },
      });
    }
    expect((await receiptRow(rejected)).status).toBe('2');
    expect(await rowsPointingAt(members)).toEqual([again, null]);
    expect(await messagesOf(rejected, '0')).toEqual([]);
    expect(await messagesOf(rejected, '1')).toEqual([]);
    expect((await auditOf(rejected)).map((a) => a.action)).toEqual(['receipt.reject']);

    // The new receipt goes its own way.
    expect((await decide(again, '1')).statusCode).toBe(200);
    expect(await rowsPointingAt(members)).toEqual([again, null]);
  });

  it('takes its rows back when reopened, and sends the waiting messages again', async () => {
    const members = await newMembers(1);
    const id = await receiptIn('0', members);
    await decide(id, '2');
    const res = await decide(id, '0');
    expect(res.statusCode).toBe(200);
    expect(await rowsPointingAt(members)).toEqual([id]);
    expect(await messagesOf(id, '0')).toHaveLength(3);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['receipt.reject', 'receipt.reopen']);
    expect((await decide(id, '1')).statusCode).toBe(200);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'receipt.reject',
      'receipt.reopen',
      'receipt.confirm',
    ]);
  });
});

describe('the dashboard counts follow each upload and decision', () => {
  it('moves receipts between the cards on the day of the change', async () => {
    // A branch of its own so other tests' receipts do not count.
    const { insertBranch, insertAdmin, issueToken } = await import('./support/fixtures');
    const branchId = await insertBranch(t.db, 'Cabang Uji Hitung', '+6281211110009');
    const adminId = await insertAdmin(t.db, {
      email: 'hitung@uji.local',
      group: 'CABANG',
      branchId,
    });
    const token = await issueToken(t.db, adminId, t.clock.now());
    const counts = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/dashboard/count_cabang',
        headers: { authorization: `Bearer ${token}` },
      });
      const { count_pending, count_approved, count_rejected, count_not_upload } = res.json().data;
      return { count_pending, count_approved, count_rejected, count_not_upload };
    };
    const member = async () =>
      (await insertMember(t.db, { branchId, createdBy: adminId, createdAt: morning })).id;
    const upload = async (ids: number[]) =>
      insertReceipt(t.db, {
        status: '0',
        branchId,
        uploadedBy: adminId,
        at: t.clock.now(),
        memberIds: ids,
        link: true,
      });

    const m1 = await member();
    const m2 = await member();
    expect(await counts()).toEqual({
      count_pending: 0,
      count_approved: 0,
      count_rejected: 0,
      count_not_upload: 2,
    });
    const first = await upload([m1]);
    const second = await upload([m2]);
    expect(await counts()).toMatchObject({ count_pending: 2, count_not_upload: 0 });

    expect((await decide(first, '1')).statusCode).toBe(200);
    expect(await counts()).toEqual({
      count_pending: 1,
      count_approved: 1,
      count_rejected: 0,
      count_not_upload: 0,
    });

    expect((await decide(second, '2')).statusCode).toBe(200);
    // The rejected row needs proof again.
    expect(await counts()).toEqual({
      count_pending: 0,
      count_approved: 1,
      count_rejected: 1,
      count_not_upload: 1,
    });

    await upload([m2]);
    expect(await counts()).toEqual({
      count_pending: 1,
      count_approved: 1,
      count_rejected: 1,
      count_not_upload: 0,
    });

    // A decision tomorrow counts tomorrow, not today.
    t.clock.set('2026-11-19T04:00:00Z');
    const [{ n: before } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.status, '1'));
    const third = await upload([await member()]);
    expect((await decide(third, '1')).statusCode).toBe(200);
    t.clock.set('2026-11-18T04:00:00Z');
    expect(await counts()).toMatchObject({ count_approved: 1 });
    const [{ n: after } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.status, '1'));
    expect(after).toBe(before + 1);
  });
});
