import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, files, paymentReceiptItems, paymentReceipts } from '../../server/db/schema';
import { putSetting } from '../../server/settings/repository';
import { createTestApp, WORKDAY_11_WIB, type TestApp } from './support/app';
import { dataUrl, pngBytes } from './support/images';
import {
  get,
  membersOf,
  messagesOf,
  newBranch,
  receiptIdsOf,
  rejectReceipt,
  snapshot,
  upload,
  UPLOAD_URL,
} from './support/proofs';
import { insertMember, insertReceipt } from './support/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => t.clock.set(iso);
const LIMIT_MESSAGE = 'Upload bukti pembayaran sudah mencapai limit (Maks 2 kali sehari)';

describe('GET /api/user/register_aog_mog/index', () => {
  it("lists the caller's branch's rows still needing proof, newest first", async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const older = await insertMember(t.db, {
      branchId: a.branchId,
      createdBy: a.adminId,
      type: 'AOG',
      createdAt: new Date('2026-11-10T03:00:00Z'),
    });
    const newer = await insertMember(t.db, {
      branchId: a.branchId,
      createdBy: a.adminId,
      createdAt: new Date('2026-11-17T03:00:00Z'),
    });
    // A row carried by a receipt needs no proof; another branch's row is not listed.
    const receiptId = await insertReceipt(t.db, {
      status: '0',
      branchId: a.branchId,
      uploadedBy: a.adminId,
    });
    await insertMember(t.db, { branchId: a.branchId, createdBy: a.adminId, receiptId });
    await membersOf(t, b, ['MOG']);

    const res = await get(t, a.token, '/api/user/register_aog_mog/index');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(rows[1]).toEqual({
      id: older.id,
      created_at: '2026-11-10T03:00:00.000Z',
      nama_lengkap: 'Budi Santoso',
      jenis_pendaftaran: 'AOG',
      no_id: older.noId,
      cabang_pembina: 'Cabang Uji',
      nama_pereferal: 'Ani Wijaya',
      apakah_sudah_mengikuti_private_class: 'sudah',
      biaya_total: 2_900_000,
    });
  });

  it('answers an empty list to a branch with nothing to pay, and 403 to central staff', async () => {
    const c = await newBranch(t);
    expect((await get(t, c.token, '/api/user/register_aog_mog/index')).json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 5,
      total: 0,
      from: null,
      last_page: 1,
    });
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/api/user/register_aog_mog/index',
        as: group,
      });
      expect(res.statusCode, group).toBe(403);
    }
  });
});

describe('POST upload_bukti_pembayaran', () => {
  it('creates a waiting receipt for the selected rows, with its items, image, audit and messages', async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const [aog, mog, other] = await membersOf(t, a, ['AOG', 'MOG', 'MOG']);
    const res = await upload(t, a.token, { id_form: [mog!.id, aog!.id], amount: 3_320_000 });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json().data;
    expect(receipt).toMatchObject({
      kind: 'registration',
      status: '0',
      count_aog: 1,
      count_mog: 1,
      total_biaya: 3_320_000,
      created_at: WORKDAY_11_WIB,
      branch: { id: a.branchId, name: expect.stringMatching(/^Cabang Proof/) },
    });
    expect(receipt.inv_name).toMatch(/^INV\/REG\/20261118\/\d{4}$/);
    expect(receipt.image).toMatch(/^\/api\/user\/files\/[0-9a-f-]{36}$/);
    expect(receipt.register_aog_mog.map((r: { id: number }) => r.id).sort()).toEqual(
      [aog!.id, mog!.id].sort(),
    );

    expect(await receiptIdsOf(t, [aog!.id, mog!.id, other!.id])).toEqual([
      receipt.id,
      receipt.id,
      null,
    ]);
    const items = await t.db
      .select()
      .from(paymentReceiptItems)
      .where(eq(paymentReceiptItems.receiptId, receipt.id));
    expect(items.map((i) => [i.registerId, i.amount]).sort()).toEqual(
      [
        [aog!.id, 2_900_000],
        [mog!.id, 420_000],
      ].sort(),
    );
    const state = await snapshot(t, a.branchId);
    expect(state.counters).toEqual([{ day: '2026-11-18', kind: 'registration', count: 1 }]);
    expect(state.proofFiles).toBe(1);

    const image = await get(t, a.token, receipt.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 32,
      height: 32,
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(receipt.id)));
    expect(audit).toMatchObject({ adminId: a.adminId, action: 'receipt.upload' });

    // Status-0 templates with auto send: branch, registrant and referrer, for each of 2 rows.
    const messages = await messagesOf(t, [receipt.id]);
    expect(messages).toHaveLength(6);
    expect(messages.every((m) => m.refId?.startsWith(`${receipt.id}:0:`))).toBe(true);
    expect(messages.every((m) => m.status === 'pending' && m.channel === 'whatsapp')).toBe(true);

    // The rows leave the list; the receipt shows in the branch's history.
    const list = (await get(t, a.token, '/api/user/register_aog_mog/index')).json().data;
    expect(list.map((r: { id: number }) => r.id)).toEqual([other!.id]);
    const history = (await get(t, a.token, '/api/user/payment_receipt/search_by_branch')).json();
    expect(history.data.map((r: { id: number }) => r.id)).toEqual([receipt.id]);
    expect((await get(t, a.token, '/api/user/payment_receipt/cek_status')).json()).toEqual({
      data: { count: 1, limit: 2, day: '2026-11-18' },
    });
  });

  it("continues the day's invoice numbers after the ones already given", async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const seeded = await insertReceipt(t.db, {
      status: '1',
      branchId: a.branchId,
      uploadedBy: a.adminId,
      at: new Date('2026-11-18T03:10:00Z'),
    });
    await t.db
      .update(paymentReceipts)
      .set({ invName: 'INV/REG/20261118/0041' })
      .where(eq(paymentReceipts.id, seeded));
    // Yesterday's series and the upgrade series do not count.
    const yesterday = await insertReceipt(t.db, {
      status: '1',
      branchId: a.branchId,
      uploadedBy: a.adminId,
      at: new Date('2026-11-17T03:10:00Z'),
    });
    await t.db
      .update(paymentReceipts)
      .set({ invName: 'INV/REG/20261117/0099' })
      .where(eq(paymentReceipts.id, yesterday));
    const [m] = await membersOf(t, a, ['MOG']);
    const res = await upload(t, a.token, { id_form: [m!.id], amount: 420_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.inv_name).toBe('INV/REG/20261118/0042');
  });

  it('refuses an amount other than the total (422) and changes nothing', async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const rows = await membersOf(t, a, ['AOG', 'MOG']);
    const before = await snapshot(t, a.branchId);
    for (const amount of [3_319_999, 420_000, 99_999_999]) {
      const res = await upload(t, a.token, { id_form: rows.map((r) => r.id), amount });
      expect(res.statusCode).toBe(422);
      const message =
        'Total Biaya tidak sesuai dengan total biaya data yang dipilih (Rp 3.320.000)';
      expect(res.json()).toEqual({ message, errors: { amount: [message] } });
    }
    expect(await snapshot(t, a.branchId)).toEqual(before);
  });

  it('refuses a fake or oversized image by its bytes (422) and changes nothing', async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const [m] = await membersOf(t, a, ['MOG']);
    const before = await snapshot(t, a.branchId);
    const cases: [string, string][] = [
      [
        dataUrl(Buffer.from('%PDF-1.4 bukan gambar'), 'image/png'),
        'File harus berupa gambar JPG, PNG atau WebP',
      ],
      ['data:image/png;base64,@@@', 'Gambar tidak valid'],
      ['https://contoh.id/bukti.png', 'Gambar tidak valid'],
      [
        dataUrl(Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)])),
        'Ukuran gambar maksimal 5 MB',
      ],
    ];
    for (const [image, message] of cases) {
      const res = await upload(t, a.token, { id_form: [m!.id], amount: 420_000, image });
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({ message, errors: { image: [message] } });
    }
    expect(await snapshot(t, a.branchId)).toEqual(before);
  });

  it("answers 'Foto atau Calon AOG/MOG atau Total Biaya belum diisi' when one is missing", async () => {
    const a = await newBranch(t);
    const [m] = await membersOf(t, a, ['MOG']);
    const before = await snapshot(t, a.branchId);
    const bodies = [
      { id_form: [m!.id], amount: 420_000, image: '' },
      { id_form: [], amount: 420_000 },
      { id_form: [m!.id] },
      { id_form: [m!.id], amount: 0 },
    ];
    for (const body of bodies) {
      const res = await upload(t, a.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain(
        'Foto atau Calon AOG/MOG atau Total Biaya belum diisi',
      );
    }
    for (const body of [
      { id_form: ['abc'], amount: 420_000 },
      { id_form: [m!.id], amount: 'banyak' },
      { id_form: 'semua', amount: 420_000 },
      { id_form: Array.from({ length: 201 }, (_, i) => i + 1), amount: 1 },
    ]) {
      const res = await upload(t, a.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await snapshot(t, a.branchId)).toEqual(before);
  });

  it('answers malformed bodies with a clear 4xx and changes nothing', async () => {
    const a = await newBranch(t);
    await membersOf(t, a, ['MOG']);
    const before = await snapshot(t, a.branchId);
    const bodies: [string, string][] = [
      ['{"id_form": ', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['"hello"', 'application/json'],
      ['null', 'application/json'],
      ['{"image": 5, "id_form": {"a": 1}, "amount": [1]}', 'application/json'],
      ['id_form=1', 'text/plain'],
      ['<a/>', 'application/xml'],
    ];
    for (const [payload, type] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { authorization: `Bearer ${a.token}`, 'content-type': type },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(typeof res.json().message, payload).toBe('string');
    }
    expect(await snapshot(t, a.branchId)).toEqual(before);
  });

  it("refuses another branch's rows like unknown ones, naming them, touching nothing", async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const b = await newBranch(t);
    const [own] = await membersOf(t, a, ['MOG']);
    const [theirs] = await membersOf(t, b, ['MOG']);
    const beforeA = await snapshot(t, a.branchId);
    const beforeB = await snapshot(t, b.branchId);
    const foreign = await upload(t, a.token, { id_form: [theirs!.id], amount: 420_000 });
    const unknown = await upload(t, a.token, { id_form: [999_999], amount: 420_000 });
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`Data calon AOG/MOG tidak ditemukan (id ${theirs!.id})`);
    expect(unknown.json().message).toBe('Data calon AOG/MOG tidak ditemukan (id 999999)');
    const mixed = await upload(t, a.token, { id_form: [own!.id, theirs!.id], amount: 840_000 });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().errors.id_form).toEqual([
      `Data calon AOG/MOG tidak ditemukan (id ${theirs!.id})`,
    ]);
    expect(await snapshot(t, a.branchId)).toEqual(beforeA);
    expect(await snapshot(t, b.branchId)).toEqual(beforeB);
  });

  it('refuses rows that already have a proof (409), naming them', async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const [first, second] = await membersOf(t, a, ['MOG', 'MOG']);
    expect((await upload(t, a.token, { id_form: [first!.id], amount: 420_000 })).statusCode).toBe(
      201,
    );
    const before = await snapshot(t, a.branchId);
    const again = await upload(t, a.token, {
      id_form: [first!.id, second!.id],
      amount: 840_000,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Bukti bayar untuk data ini sudah diupload (id ${first!.id})`,
    );
    expect(await snapshot(t, a.branchId)).toEqual(before);
  });

  it('is refused to central staff and without a token', async () => {
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({
        method: 'POST',
        url: UPLOAD_URL,
        as: group,
        payload: { id_form: [1], amount: 1, image: 'x' },
      });
      expect(res.statusCode, group).toBe(403);
    }
    expect(
      (await t.call({ method: 'POST', url: UPLOAD_URL, as: null, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('operating hours on the upload', () => {
  const cases: [string, string, number][] = [
    ['Thursday 09:59 WIB', '2026-11-19T02:59:00Z', 423],
    ['Thursday 10:00 WIB', '2026-11-19T03:00:00Z', 201],
    ['Thursday 15:59 WIB', '2026-11-19T08:59:59Z', 201],
    ['Thursday 16:00 WIB', '2026-11-19T09:00:00Z', 423],
    ['Saturday 11:00 WIB', '2026-11-21T04:00:00Z', 423],
    ['Sunday 11:00 WIB', '2026-11-22T04:00:00Z', 423],
  ];
  for (const [label, instant, status] of cases) {
    it(`${label}: ${status}`, async () => {
      const a = await newBranch(t);
      const [m] = await membersOf(t, a, ['MOG']);
      at(instant);
      const before = await snapshot(t, a.branchId);
      const res = await upload(t, a.token, { id_form: [m!.id], amount: 420_000 });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 423) {
        expect(res.json()).toEqual({
          message: 'Waktu Operasional Senin - Jumat Pukul 10.00 - 16.00 WIB',
        });
        expect(await snapshot(t, a.branchId)).toEqual(before);
      }
      at(WORKDAY_11_WIB);
    });
  }
});

describe('daily limit', () => {
  it("refuses the third upload of a day with 429 and the organisation's message; a new day starts over", async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const rows = await membersOf(t, a, ['MOG', 'MOG', 'MOG', 'MOG']);
    for (const row of rows.slice(0, 2)) {
      expect((await upload(t, a.token, { id_form: [row.id], amount: 420_000 })).statusCode).toBe(
        201,
      );
    }
    const before = await snapshot(t, a.branchId);
    const third = await upload(t, a.token, { id_form: [rows[2]!.id], amount: 420_000 });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: LIMIT_MESSAGE });
    expect(await snapshot(t, a.branchId)).toEqual(before);
    expect((await get(t, a.token, '/api/user/payment_receipt/cek_status')).json().data).toEqual({
      count: 2,
      limit: 2,
      day: '2026-11-18',
    });

    at('2026-11-19T03:30:00Z');
    expect((await get(t, a.token, '/api/user/payment_receipt/cek_status')).json().data).toEqual({
      count: 0,
      limit: 2,
      day: '2026-11-19',
    });
    expect((await upload(t, a.token, { id_form: [rows[2]!.id], amount: 420_000 })).statusCode).toBe(
      201,
    );
    at(WORKDAY_11_WIB);
  });

  it('takes its limit from the upload_limit setting', async () => {
    at('2026-11-20T04:00:00Z'); // Friday
    const a = await newBranch(t);
    const rows = await membersOf(t, a, ['MOG', 'MOG', 'MOG', 'MOG']);
    try {
      await putSetting(t.db, 'upload_limit', { registration: 3, upgrade: 2 }, null, t.clock.now());
      for (const row of rows.slice(0, 3)) {
        expect((await upload(t, a.token, { id_form: [row.id], amount: 420_000 })).statusCode).toBe(
          201,
        );
      }
      const fourth = await upload(t, a.token, { id_form: [rows[3]!.id], amount: 420_000 });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(
        'Upload bukti pembayaran sudah mencapai limit (Maks 3 kali sehari)',
      );
      expect((await get(t, a.token, '/api/user/payment_receipt/cek_status')).json().data).toEqual({
        count: 3,
        limit: 3,
        day: '2026-11-20',
      });
      await putSetting(t.db, 'upload_limit', { registration: 0, upgrade: 2 }, null, t.clock.now());
      const b = await newBranch(t);
      const [m] = await membersOf(t, b, ['MOG']);
      expect((await upload(t, b.token, { id_form: [m!.id], amount: 420_000 })).statusCode).toBe(
        429,
      );
      expect((await snapshot(t, b.branchId)).counters).toEqual([]);
    } finally {
      await putSetting(t.db, 'upload_limit', { registration: 2, upgrade: 2 }, null, t.clock.now());
      at(WORKDAY_11_WIB);
    }
  });

  it('answers cek_status to branch accounts only', async () => {
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/api/user/payment_receipt/cek_status',
        as: group,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('rows of a rejected receipt', () => {
  it('come back to the list and can be uploaded again; the counter follows', async () => {
    at(WORKDAY_11_WIB);
    const a = await newBranch(t);
    const rows = await membersOf(t, a, ['AOG', 'MOG']);
    const ids = rows.map((r) => r.id);
    const first = await upload(t, a.token, { id_form: ids, amount: 3_320_000 });
    expect(first.statusCode).toBe(201);
    const firstId = first.json().data.id;
    expect((await get(t, a.token, '/api/user/register_aog_mog/index')).json().data).toEqual([]);

    await rejectReceipt(t, firstId);
    const back = (await get(t, a.token, '/api/user/register_aog_mog/index')).json().data;
    expect(back.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());

    const second = await upload(t, a.token, { id_form: ids, amount: 3_320_000 });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json().data.id;
    expect(secondId).not.toBe(firstId);
    expect(await receiptIdsOf(t, ids)).toEqual([secondId, secondId]);
    expect((await snapshot(t, a.branchId)).counters).toEqual([
      { day: '2026-11-18', kind: 'registration', count: 2 },
    ]);
    // The rejected receipt keeps its rows in the history.
    const rejected = await t.db
      .select()
      .from(paymentReceiptItems)
      .where(eq(paymentReceiptItems.receiptId, firstId));
    expect(rejected).toHaveLength(2);
    const history = await get(t, a.token, '/api/user/payment_receipt/search_by_branch?status=');
    expect(
      history.json().data.map((r: { id: number; status: string }) => [r.id, r.status]),
    ).toEqual([
      [secondId, '0'],
      [firstId, '2'],
    ]);
  });
});

describe('proof images', () => {
  it("are served to their branch and to SBS, and 404 to another branch's account", async () => {
    at(WORKDAY_11_WIB);
    const { branchA, accounts } = t.world;
    const [m] = await membersOf(t, { branchId: branchA, adminId: accounts.CABANG.id }, ['MOG']);
    const res = await t.call({
      method: 'POST',
      url: UPLOAD_URL,
      as: 'CABANG',
      payload: { image: dataUrl(pngBytes(8, 8)), id_form: [m!.id], amount: 420_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().data.image;
    const [file] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').pop()));
    expect(file).toMatchObject({ kind: 'proof', branchId: branchA, mime: 'image/png' });
    expect((await t.call({ method: 'GET', url, as: 'CABANG' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url, as: 'SBS' })).statusCode).toBe(200);
    const other = await t.call({ method: 'GET', url, as: 'CABANG2' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Data tidak ditemukan' });
    // Nor does it show in the other branch's history or list.
    const history = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/search_by_branch?status=',
      as: 'CABANG2',
    });
    expect(history.json().data.map((r: { id: number }) => r.id)).not.toContain(res.json().data.id);
    const list = await t.call({
      method: 'GET',
      url: '/api/user/register_aog_mog/index',
      as: 'CABANG2',
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(m!.id);
  });
});
