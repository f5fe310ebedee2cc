import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  auditLog,
  generatedIds,
  historyUpgrade,
  registerAogMog,
  uploadCounters,
} from '../../server/db/schema';
import { createTestApp, WORKDAY_11_WIB, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { freshProof, messagesOf, newBranch, type TestBranch } from './support/proofs';
import { insertGeneratedId, insertMember } from './support/records';
import { registrationBody } from './support/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const URL = '/api/user/upgrade_aog_mog';
const INDEX = '/api/user/upgrade_aog_mog/index';
const SEARCH = '/api/user/register_aog_mog/search';
const UPLOAD = '/api/user/upgrade_aog_mog/upload_bukti_pembayaran';
const DECIDE = '/api/user/history_upgrade_payment_receipt';

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? as(token) : {}, payload });

/** A MOG of the branch, and a free ID of the new type given to the same branch. */
const mogAndFreeId = async (b: TestBranch, newType: 'aog' | 'mog' = 'aog') => {
  const member = await insertMember(t.db, { branchId: b.branchId, createdBy: b.adminId });
  const newId = await insertGeneratedId(t.db, newType, b.branchId);
  return { member, newId };
};

const upgradeBody = (newId: string, oldId: string, overrides: Record<string, unknown> = {}) =>
  registrationBody(newId, { no_id_lama: oldId, ...overrides });

const memberRow = async (id: number) =>
  (await t.db.select().from(registerAogMog).where(eq(registerAogMog.id, id)))[0]!;
const upgradesOf = (memberId: number) =>
  t.db.select().from(historyUpgrade).where(eq(historyUpgrade.registerId, memberId));
const upgradeCount = async () =>
  (await t.db.select({ n: count() }).from(historyUpgrade))[0]?.n ?? 0;

describe('PATCH and POST /api/user/upgrade_aog_mog', () => {
  it('upgrades a MOG of the branch: fee from the schedule, new ID taken, member unchanged until confirmed', async () => {
    const b = await newBranch(t);
    const { member, newId } = await mogAndFreeId(b);
    const res = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(newId, member.noId, { biaya_upgrade: 1, biaya_total: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      register_aog_mog: { id: member.id, nama_lengkap: 'Budi Santoso' },
      jenis_daftar_lama: 'mog',
      jenis_daftar_baru: 'AOG',
      no_id_lama: member.noId,
      no_id_baru: newId,
      apakah_sudah_mengikuti_private_class: 'belum',
      biaya_upgrade: 3_405_000,
      biaya_total: 3_405_000,
      created_at: WORKDAY_11_WIB,
    });
    const row = await memberRow(member.id);
    expect([row.jenisPendaftaran, row.noId, row.namaLengkap]).toEqual([
      'MOG',
      member.noId,
      'Budi Santoso',
    ]);
    const [id] = await t.db.select().from(generatedIds).where(eq(generatedIds.generateId, newId));
    expect(id?.takenAt?.toISOString()).toBe(WORKDAY_11_WIB);
    const [upgrade] = await upgradesOf(member.id);
    expect(upgrade?.form).toMatchObject({
      nama_lengkap: 'Siti Rahmawati',
      no_id_lama: member.noId,
    });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'history_upgrade'), eq(auditLog.entityId, String(upgrade!.id))),
      );
    expect(audits.map((a) => a.action)).toEqual(['upgrade.create']);

    const list = await call(b.token, 'GET', INDEX);
    expect(list.json()).toEqual({ registerList: [expect.objectContaining({ id: upgrade!.id })] });
    expect(list.json().registerList.map((u: { id: number }) => u.id)).toEqual([upgrade!.id]);

    // A second upgrade while this one waits is refused, and the search no longer offers it.
    const other = await insertGeneratedId(t.db, 'aog', b.branchId);
    const again = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(other, member.noId),
    );
    expect(again.statusCode).toBe(409);
    expect(await upgradesOf(member.id)).toHaveLength(1);
    const found = await call(b.token, 'GET', `${SEARCH}?field=no_id&keyword=${member.noId}`);
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: member.id, can_upgrade: false }),
    ]);
  });

  it('POST names the member by its old ID, answers biaya_total 0; the fee follows type and private class', async () => {
    const b = await newBranch(t);
    const sudah = await mogAndFreeId(b);
    const res = await call(
      b.token,
      'POST',
      URL,
      upgradeBody(sudah.newId, sudah.member.noId, {
        apakah_sudah_mengikuti_private_class: 'sudah',
        id_alumni: 'PPA-2024-017',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ biaya_upgrade: 2_655_000, biaya_total: 0 });

    const toMog = await mogAndFreeId(b, 'mog');
    const mog = await call(
      b.token,
      'POST',
      URL,
      upgradeBody(toMog.newId, toMog.member.noId, {
        jenis_pendaftaran: 'MOG',
        apakah_sudah_mengikuti_private_class: null,
      }),
    );
    expect(mog.statusCode, mog.body).toBe(201);
    expect(mog.json().data).toMatchObject({ jenis_daftar_baru: 'MOG', biaya_upgrade: 285_000 });
  });

  it("keeps to the caller's branch: another branch's member is 404 (PATCH) or unknown (POST)", async () => {
    const a = await newBranch(t);
    const b = await newBranch(t);
    const { member } = await mogAndFreeId(a);
    const bId = await insertGeneratedId(t.db, 'aog', b.branchId);
    const before = await upgradeCount();
    const patch = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(bId, member.noId),
    );
    expect(patch.statusCode).toBe(404);
    const post = await call(b.token, 'POST', URL, upgradeBody(bId, member.noId));
    expect(post.statusCode).toBe(422);
    expect(post.json().errors.no_id_lama).toBeDefined();
    const search = await call(b.token, 'GET', `${SEARCH}?field=no_id&keyword=${member.noId}`);
    expect(search.json()).toMatchObject({ data: [], total: 0 });
    // A's member with an ID of another branch: the ID is not A's to take.
    const mine = await call(a.token, 'PATCH', `${URL}/${member.id}`, upgradeBody(bId, member.noId));
    expect(mine.statusCode).toBe(409);
    expect(mine.json().errors.no_id).toBeDefined();
    expect(await upgradeCount()).toBe(before);
  });

  it('refuses an AOG, a wrong old ID, bad fields and work outside the hours, changing nothing', async () => {
    const b = await newBranch(t);
    const aog = await insertMember(t.db, {
      branchId: b.branchId,
      createdBy: b.adminId,
      type: 'AOG',
    });
    const { member, newId } = await mogAndFreeId(b);
    const before = await upgradeCount();

    const notMog = await call(b.token, 'PATCH', `${URL}/${aog.id}`, upgradeBody(newId, aog.noId));
    expect(notMog.statusCode).toBe(409);
    const wrongOld = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(newId, aog.noId),
    );
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().errors.no_id_lama).toBeDefined();
    const noOld = await call(b.token, 'PATCH', `${URL}/${member.id}`, registrationBody(newId));
    expect(noOld.statusCode).toBe(422);
    expect(noOld.json().errors.no_id_lama).toEqual(['Nomor ID AOG/MOG Lama tidak boleh kosong']);
    const badId = await call(b.token, 'PATCH', `${URL}/abc`, upgradeBody(newId, member.noId));
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);

    t.clock.set('2026-11-18T12:00:00.000Z'); // 19:00 in Jakarta
    const closed = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(newId, member.noId),
    );
    expect(closed.statusCode).toBe(423);

    expect(await upgradeCount()).toBe(before);
    const [id] = await t.db.select().from(generatedIds).where(eq(generatedIds.generateId, newId));
    expect(id?.takenAt).toBeNull();
  });

  it('answers 401 without a token and 403 to every group but CABANG', async () => {
    const b = await newBranch(t);
    const { member, newId } = await mogAndFreeId(b);
    const body = upgradeBody(newId, member.noId);
    expect((await call(null, 'PATCH', `${URL}/${member.id}`, body)).statusCode).toBe(401);
    expect((await call(null, 'GET', SEARCH)).statusCode).toBe(401);
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      for (const [method, url] of [
        ['PATCH', `${URL}/${member.id}`],
        ['POST', URL],
        ['GET', SEARCH],
        ['GET', INDEX],
        ['POST', UPLOAD],
      ] as const) {
        const res = await t.call({
          method,
          url,
          as: group,
          payload: method === 'GET' ? undefined : body,
        });
        expect(res.statusCode, `${group} ${method} ${url}`).toBe(403);
      }
    }
    expect(await upgradesOf(member.id)).toHaveLength(0);
  });
});

describe('GET /api/user/register_aog_mog/search', () => {
  it('pages the branch members 5 at a time by name, sorted, with can_upgrade on MOGs only', async () => {
    const b = await newBranch(t);
    for (const name of ['Eka', 'Ani', 'Fajar', 'Budi', 'Citra', 'Dewi']) {
      await insertMember(t.db, {
        branchId: b.branchId,
        createdBy: b.adminId,
        namaLengkap: `${name} Cari`,
      });
    }
    await insertMember(t.db, {
      branchId: b.branchId,
      createdBy: b.adminId,
      type: 'AOG',
      namaLengkap: 'Gita Cari',
    });
    const first = await call(b.token, 'GET', `${SEARCH}?keyword=cari`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 7, per_page: 5, last_page: 2, current_page: 1 });
    expect(first.json().data.map((m: { nama_lengkap: string }) => m.nama_lengkap)).toEqual([
      'Ani Cari',
      'Budi Cari',
      'Citra Cari',
      'Dewi Cari',
      'Eka Cari',
    ]);
    const desc = await call(b.token, 'GET', `${SEARCH}?keyword=cari&order=DESC`);
    expect(desc.json().data[0]).toMatchObject({ nama_lengkap: 'Gita Cari', can_upgrade: false });
    expect(desc.json().data[1]).toMatchObject({ nama_lengkap: 'Fajar Cari', can_upgrade: true });
    // `%` is a letter, not a wildcard.
    expect((await call(b.token, 'GET', `${SEARCH}?keyword=%25`)).json().total).toBe(0);
    for (const bad of [
      'field=email',
      'sort=no_ktp',
      'page=0',
      `keyword=${'x'.repeat(101)}`,
      `nama_lengkap=${'x'.repeat(151)}`,
      `no_id=${'x'.repeat(31)}`,
    ]) {
      expect((await call(b.token, 'GET', `${SEARCH}?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it("filters by the contract's nama_lengkap or no_id from the start, in any case, within the branch", async () => {
    const b = await newBranch(t);
    const other = await newBranch(t);
    const rika = await insertMember(t.db, {
      branchId: b.branchId,
      createdBy: b.adminId,
      namaLengkap: 'Rika Amelia',
    });
    await insertMember(t.db, {
      branchId: b.branchId,
      createdBy: b.adminId,
      namaLengkap: 'Amelia Rika',
    });
    await insertMember(t.db, {
      branchId: other.branchId,
      createdBy: other.adminId,
      namaLengkap: 'Rika Lain Cabang',
    });
    const names = async (query: string) => {
      const res = await call(b.token, 'GET', `${SEARCH}?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().data.map((m: { nama_lengkap: string }) => m.nama_lengkap);
    };
    expect(await names('nama_lengkap=rIKA')).toEqual(['Rika Amelia']);
    expect(await names('nama_lengkap=Rika&page=1')).toEqual(['Rika Amelia']);
    expect(await names(`no_id=${rika.noId.toLowerCase()}`)).toEqual(['Rika Amelia']);
    expect(await names(`no_id=${rika.noId.slice(0, 3)}&nama_lengkap=amel`)).toEqual([
      'Amelia Rika',
    ]);
    // `%` and `_` are letters; empty values choose nothing, so every member of the branch.
    expect(await names('nama_lengkap=%25')).toEqual([]);
    expect(await names('nama_lengkap=&no_id=&field=&keyword=&sort=&order=&page=')).toEqual([
      'Amelia Rika',
      'Rika Amelia',
    ]);
    // The app's own filter, beside the contract's: the text anywhere in the field.
    expect(await names('field=nama_lengkap&keyword=rika')).toEqual(['Amelia Rika', 'Rika Amelia']);
  });
});

describe('GET /api/user/upgrade_aog_mog/:id', () => {
  it("answers the branch's member for the form, can_upgrade until an upgrade starts; others 404, 401, 403", async () => {
    const b = await newBranch(t);
    const { member, newId } = await mogAndFreeId(b);
    const read = await call(b.token, 'GET', `${URL}/${member.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      id: member.id,
      no_id: member.noId,
      jenis_pendaftaran: 'MOG',
      nama_lengkap: 'Budi Santoso',
      can_upgrade: true,
    });
    await call(b.token, 'PATCH', `${URL}/${member.id}`, upgradeBody(newId, member.noId));
    expect((await call(b.token, 'GET', `${URL}/${member.id}`)).json().data.can_upgrade).toBe(false);
    const aog = await insertMember(t.db, {
      branchId: b.branchId,
      createdBy: b.adminId,
      type: 'AOG',
    });
    expect((await call(b.token, 'GET', `${URL}/${aog.id}`)).json().data.can_upgrade).toBe(false);

    const other = await newBranch(t);
    expect((await call(other.token, 'GET', `${URL}/${member.id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', `${URL}/999999`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', `${URL}/abc`)).statusCode).toBe(422);
    expect((await call(null, 'GET', `${URL}/${member.id}`)).statusCode).toBe(401);
    for (const group of ['SBS', 'RND', 'ESS', 'CLUB'] as const) {
      const res = await t.call({ method: 'GET', url: `${URL}/${member.id}`, as: group });
      expect(res.statusCode, group).toBe(403);
    }
  });
});

/** Upgrades a fresh MOG of the branch to AOG 'belum' (3.405.000); answers the upgrade and member. */
const upgraded = async (b: TestBranch) => {
  const { member, newId } = await mogAndFreeId(b);
  const res = await call(b.token, 'PATCH', `${URL}/${member.id}`, upgradeBody(newId, member.noId));
  expect(res.statusCode, res.body).toBe(200);
  return { member, newId, upgradeId: res.json().data.id as number };
};

const uploadUpgrades = (b: TestBranch, ids: number[], amount: number) =>
  call(b.token, 'POST', UPLOAD, {
    image: freshProof(),
    id_form: ids.map((id) => ({ id })),
    amount,
  });

describe('upgrade proofs and their review', () => {
  it('uploads a proof, counts it apart, and confirming switches the member in the same step', async () => {
    const b = await newBranch(t);
    const { member, newId, upgradeId } = await upgraded(b);

    const wrong = await uploadUpgrades(b, [upgradeId], 1_000);
    expect(wrong.statusCode).toBe(422);
    const flat = await call(b.token, 'POST', UPLOAD, {
      image: freshProof(),
      id_form: [upgradeId],
      amount: 3_405_000,
    });
    expect(flat.statusCode).toBe(422);

    const up = await uploadUpgrades(b, [upgradeId], 3_405_000);
    expect(up.statusCode, up.body).toBe(201);
    const receipt = up.json().data;
    expect(receipt).toMatchObject({
      kind: 'upgrade',
      status: '0',
      count_aog: 1,
      count_mog: 0,
      total_biaya: 3_405_000,
      register_aog_mog: [],
      history_upgrade: [expect.objectContaining({ id: upgradeId, no_id_baru: newId })],
    });
    expect(receipt.inv_name).toMatch(/^INV\/UPG\/20261118\/\d{4}$/);
    // Each item carries the contract's tanggal_upgrade: when the upgrade was made.
    const [item] = receipt.history_upgrade;
    expect(item.tanggal_upgrade).toBe(item.created_at);
    const shown = await t.call({
      method: 'GET',
      url: `/api/user/upgrade_payment_receipt/${receipt.id}`,
      as: 'SBS',
    });
    expect(shown.json().data.history_upgrade[0].tanggal_upgrade).toBe(item.created_at);
    expect((await call(b.token, 'GET', INDEX)).json().registerList).toEqual([]);
    expect(
      await t.db
        .select({ kind: uploadCounters.kind, count: uploadCounters.count })
        .from(uploadCounters)
        .where(eq(uploadCounters.branchId, b.branchId)),
    ).toEqual([{ kind: 'upgrade', count: 1 }]);
    const status = await call(b.token, 'GET', '/api/user/upgrade_payment_receipt/cek_status');
    expect(status.json().data).toMatchObject({ count: 1, limit: 2 });
    const regStatus = await call(b.token, 'GET', '/api/user/payment_receipt/cek_status');
    expect(regStatus.json().data.count).toBe(0);

    const history = await call(
      b.token,
      'GET',
      '/api/user/upgrade_payment_receipt/search_by_branch?status=0',
    );
    expect(history.json().data.map((r: { id: number }) => r.id)).toEqual([receipt.id]);
    const central = await t.call({
      method: 'GET',
      url: '/api/user/upgrade_payment_receipt/search?status=0',
      as: 'SBS',
    });
    expect(central.json().data.map((r: { id: number }) => r.id)).toContain(receipt.id);
    // Not a registration receipt, and not another branch's.
    const asReg = await t.call({
      method: 'GET',
      url: `/api/user/payment_receipt/${receipt.id}`,
      as: 'SBS',
    });
    expect(asReg.statusCode).toBe(404);
    const other = await t.call({
      method: 'GET',
      url: `/api/user/upgrade_payment_receipt/${receipt.id}`,
      as: 'CABANG2',
    });
    expect(other.statusCode).toBe(404);
    const cabangDecides = await call(b.token, 'PATCH', `${DECIDE}/${receipt.id}`, { status: '1' });
    expect(cabangDecides.statusCode).toBe(403);

    const confirmed = await t.call({
      method: 'PATCH',
      url: `${DECIDE}/${receipt.id}`,
      as: 'SBS',
      payload: { status: '1' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Sukses Update', data: { status: '1' } });
    const row = await memberRow(member.id);
    expect(row).toMatchObject({
      jenisPendaftaran: 'AOG',
      noId: newId,
      namaLengkap: 'Siti Rahmawati',
      apakahSudahMengikutiPrivateClass: 'belum',
      biayaTotal: 420_000,
    });
    const [upgrade] = await upgradesOf(member.id);
    expect(upgrade?.tanggalUpgrade?.toISOString()).toBe(WORKDAY_11_WIB);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upgrade.confirm'), eq(auditLog.entityId, String(member.id))));
    expect(audit).toHaveLength(1);
    const messages = await messagesOf(t, [receipt.id]);
    expect(
      messages.some((m) => m.refId?.startsWith(`${receipt.id}:1:`) && m.body.includes(newId)),
    ).toBe(true);
    // The member is an AOG now: found as such, and not upgradable again.
    const found = await call(b.token, 'GET', `${SEARCH}?field=no_id&keyword=${newId}`);
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: member.id, jenis_pendaftaran: 'AOG', can_upgrade: false }),
    ]);

    const stale = await t.call({
      method: 'PATCH',
      url: `${DECIDE}/${receipt.id}`,
      as: 'SBS',
      payload: { status: '2' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('holds upgrade proofs to their own daily limit, apart from registration proofs', async () => {
    const b = await newBranch(t);
    const ups = [await upgraded(b), await upgraded(b), await upgraded(b)];
    const codes = [];
    for (const up of ups)
      codes.push((await uploadUpgrades(b, [up.upgradeId], 3_405_000)).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    const status = await call(b.token, 'GET', '/api/user/upgrade_payment_receipt/cek_status');
    expect(status.json().data).toMatchObject({ count: 2, limit: 2 });
    expect(
      (await call(b.token, 'GET', '/api/user/payment_receipt/cek_status')).json().data.count,
    ).toBe(0);
    expect(
      (await call(b.token, 'GET', INDEX)).json().registerList.map((u: { id: number }) => u.id),
    ).toEqual([ups[2]!.upgradeId]);
  });

  it('a rejection hands the upgrade back for a new proof, the member untouched', async () => {
    const b = await newBranch(t);
    const { member, upgradeId } = await upgraded(b);
    const up = await uploadUpgrades(b, [upgradeId], 3_405_000);
    const receiptId = up.json().data.id;
    const rejected = await t.call({
      method: 'PATCH',
      url: `${DECIDE}/${receiptId}`,
      as: 'SBS',
      payload: { status: '2' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await memberRow(member.id)).jenisPendaftaran).toBe('MOG');
    expect(
      (await call(b.token, 'GET', INDEX)).json().registerList.map((u: { id: number }) => u.id),
    ).toEqual([upgradeId]);
    expect((await uploadUpgrades(b, [upgradeId], 3_405_000)).statusCode).toBe(201);
  });
});

describe('a NIK registered between the upgrade and its confirmation', () => {
  it('refuses the confirmation with 409 naming the holder, the member and receipt unchanged', async () => {
    const b = await newBranch(t);
    const { member, newId } = await mogAndFreeId(b);
    const nik = '3273019912900042';
    const asked = await call(
      b.token,
      'PATCH',
      `${URL}/${member.id}`,
      upgradeBody(newId, member.noId, { no_ktp: nik }),
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const receiptId = (await uploadUpgrades(b, [asked.json().data.id], 3_405_000)).json().data.id;

    const otherId = await insertGeneratedId(t.db, 'aog', b.branchId);
    const other = await call(b.token, 'POST', '/api/user/register_aog_mog', {
      ...registrationBody(otherId, { no_ktp: nik }),
    });
    expect(other.statusCode, other.body).toBe(201);

    const confirm = await t.call({
      method: 'PATCH',
      url: `${DECIDE}/${receiptId}`,
      as: 'SBS',
      payload: { status: '1', from_status: '0' },
    });
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json().message).toMatch(
      new RegExp(`^NIK sudah terdaftar sebagai ${other.json().data.no_id} di Cabang Proof \\d+$`),
    );
    expect(await memberRow(member.id)).toMatchObject({
      jenisPendaftaran: 'MOG',
      noId: member.noId,
    });
    const receipt = await t.call({
      method: 'GET',
      url: `/api/user/upgrade_payment_receipt/${receiptId}`,
      as: 'SBS',
    });
    expect(receipt.json().data.status).toBe('0');
  });
});

describe(`parallel upgrades and decisions (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('ten upgrades of one member at once: exactly one', async () => {
    const b = await newBranch(t);
    const member = await insertMember(t.db, { branchId: b.branchId, createdBy: b.adminId });
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => insertGeneratedId(t.db, 'aog', b.branchId)),
    );
    const answers = await Promise.all(
      ids.map((id) => call(b.token, 'PATCH', `${URL}/${member.id}`, upgradeBody(id, member.noId))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await upgradesOf(member.id)).toHaveLength(1);
    const taken = await t.db
      .select()
      .from(generatedIds)
      .where(eq(generatedIds.branchId, b.branchId));
    expect(taken.filter((row) => ids.includes(row.generateId) && row.takenAt)).toHaveLength(1);
  });

  it('two decisions on one upgrade receipt at once: exactly one', async () => {
    const b = await newBranch(t);
    const { member, upgradeId } = await upgraded(b);
    const receiptId = (await uploadUpgrades(b, [upgradeId], 3_405_000)).json().data.id;
    const answers = await Promise.all(
      (['1', '2'] as const).map((status) =>
        t.call({
          method: 'PATCH',
          url: `${DECIDE}/${receiptId}`,
          as: 'SBS',
          payload: { status, from_status: '0' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data.status;
    expect((await memberRow(member.id)).jenisPendaftaran).toBe(winner === '1' ? 'AOG' : 'MOG');
  });
});
