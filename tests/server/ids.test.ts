import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { GENERATED_ID_PATTERN } from '../../domain/ids';
import { auditLog, generatedIds } from '../../server/db/schema';
import { createTestApp, WORKDAY_11_WIB, type TestApp } from './support/app';
import { insertBranch } from './support/fixtures';
import { deactivateBranch, idRows, idSnapshot } from './support/ids';
import { insertGeneratedId } from './support/records';

const URL = '/api/user/register_aog_mog/generate-id/request';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generate = (payload: unknown, as: 'SBS' | 'ESS' = 'SBS') =>
  t.call({ method: 'POST', url: URL, payload: payload as object, as });
const assign = (payload: unknown, as: 'SBS' | 'ESS' = 'SBS') =>
  t.call({ method: 'PATCH', url: URL, payload: payload as object, as });
const unassigned = (n: number, type: 'aog' | 'mog' = 'mog') =>
  Promise.all(Array.from({ length: n }, () => insertGeneratedId(t.db, type, null)));

describe('POST generate-id/request', () => {
  it('creates unassigned IDs of the type, in running order, for SBS and ESS', async () => {
    for (const as of ['SBS', 'ESS'] as const) {
      const res = await generate({ total: 3, type: 'aog' }, as);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.message).toBe('ID berhasil di generate');
      expect(body.data).toHaveLength(3);
      const ids: string[] = body.data.map((row: { generate_id: string }) => row.generate_id);
      for (const id of ids) expect(id).toMatch(GENERATED_ID_PATTERN);
      expect(ids.every((id) => id.startsWith('AOG'))).toBe(true);
      expect([...ids].sort()).toEqual(ids);
      expect(body.data[0]).toMatchObject({ type: 'aog', status: 0, branch: null, taken_at: null });

      const rows = await idRows(t.db, ids);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row).toMatchObject({ type: 'aog', branchId: null, takenAt: null });
        expect(row.createdBy).toBe(t.world.accounts[as].id);
        expect(row.createdAt.toISOString()).toBe(WORKDAY_11_WIB);
      }
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ids.generate'));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.changes).toMatchObject({ type: 'aog', total: 3 });
  });

  it('numbers each type on its own and never repeats a number', async () => {
    const mog = (await generate({ total: 2, type: 'mog' })).json().data;
    const aog = (await generate({ total: 2, type: 'aog' })).json().data;
    expect(mog.map((r: { generate_id: string }) => r.generate_id.slice(0, 3))).toEqual([
      'MOG',
      'MOG',
    ]);
    expect(aog[0].generate_id > 'AOG0000006').toBe(true);
  });

  it('gives 1,000 distinct IDs to two generations of 500 sent at once', async () => {
    const [before] = await t.db.select({ n: count() }).from(generatedIds);
    const answers = await Promise.all([
      generate({ total: 500, type: 'mog' }),
      generate({ total: 500, type: 'mog' }, 'ESS'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const ids = answers.flatMap((res) =>
      res.json().data.map((row: { generate_id: string }) => row.generate_id),
    );
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    const [after] = await t.db.select({ n: count() }).from(generatedIds);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1000);
  });

  it.each([
    [{ total: 0, type: 'aog' }, 'total', 'minimal 1'],
    [{ total: 1001, type: 'aog' }, 'total', 'maksimal 1000'],
    [{ total: 'abc', type: 'aog' }, 'total', 'harus berupa angka'],
    [{ total: 2.5, type: 'aog' }, 'total', 'harus berupa bilangan bulat'],
    [{ total: -3, type: 'aog' }, 'total', 'minimal 1'],
    [{ type: 'aog' }, 'total', 'wajib diisi'],
    [{ total: '', type: 'aog' }, 'total', 'wajib diisi'],
    [{ total: 5, type: 'xyz' }, 'type', 'Tipe harus aog atau mog'],
    [{ total: 5 }, 'type', 'wajib diisi'],
  ])('refuses %j with 422 and changes nothing', async (payload, field, message) => {
    const before = await idSnapshot(t.db);
    const res = await generate(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await idSnapshot(t.db)).toEqual(before);
  });

  it('refuses every group but SBS and ESS', async () => {
    for (const as of ['CABANG', 'CABANG2', 'RND', 'CLUB'] as const) {
      const res = await t.call({
        method: 'POST',
        url: URL,
        payload: { total: 1, type: 'aog' },
        as,
      });
      expect(res.statusCode, as).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: URL, as: null })).statusCode).toBe(401);
  });
});

describe('PATCH generate-id/request', () => {
  it('gives the IDs to an active branch and records who did', async () => {
    const ids = await unassigned(3);
    const res = await assign({ generated: ids, id_branch: t.world.branchA }, 'ESS');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'ID berhasil di dikirim ke cabang terpilih',
      data: { branch: { id: t.world.branchA, name: 'Cabang Uji Jakarta' }, generated: ids.sort() },
    });
    for (const row of await idRows(t.db, ids)) {
      expect(row.branchId).toBe(t.world.branchA);
      expect(row.assignedBy).toBe(t.world.accounts.ESS.id);
      expect(row.assignedAt?.toISOString()).toBe(WORKDAY_11_WIB);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ids.assign'), eq(auditLog.adminId, t.world.accounts.ESS.id)));
    expect(audit?.changes).toEqual({ id_branch: t.world.branchA, generated: ids.sort() });
  });

  it('lets SBS assign too, and treats a repeated ID as one', async () => {
    const [id] = await unassigned(1, 'aog');
    const res = await assign({ generated: [id, id], id_branch: t.world.branchB });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.generated).toEqual([id]);
  });

  it('refuses the whole request, naming them, when an ID is already assigned', async () => {
    const [taken] = await unassigned(1);
    await assign({ generated: [taken], id_branch: t.world.branchA });
    const fresh = await unassigned(2);
    const before = await idSnapshot(t.db);
    const res = await assign({ generated: [...fresh, taken], id_branch: t.world.branchB });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`ID berikut sudah diassign atau tidak ditemukan: ${taken}`);
    expect(res.json().errors.generated).toEqual([`${taken} sudah diassign ke cabang`]);
    expect(await idSnapshot(t.db)).toEqual(before);
    for (const row of await idRows(t.db, fresh)) expect(row.branchId).toBeNull();
  });

  it('refuses unknown IDs, naming them, and changes nothing', async () => {
    const fresh = await unassigned(1);
    const before = await idSnapshot(t.db);
    const res = await assign({
      generated: [...fresh, 'MOG9999998', 'bukan-id'],
      id_branch: t.world.branchA,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.generated).toEqual([
      'MOG9999998 tidak ditemukan',
      'bukan-id tidak ditemukan',
    ]);
    expect(res.json().message).toContain('MOG9999998, bukan-id');
    expect(await idSnapshot(t.db)).toEqual(before);
  });

  it('lets exactly one of two overlapping assignments sent at once through', async () => {
    const shared = await unassigned(4);
    const onlyA = await unassigned(2);
    const onlyB = await unassigned(2);
    const answers = await Promise.all([
      assign({ generated: [...onlyA, ...shared], id_branch: t.world.branchA }),
      assign({ generated: [...shared].reverse().concat(onlyB), id_branch: t.world.branchB }, 'ESS'),
    ]);
    const codes = answers.map((res) => res.statusCode);
    expect([...codes].sort()).toEqual([200, 409]);
    const winner = codes[0] === 200 ? t.world.branchA : t.world.branchB;
    const [mine, theirs] = winner === t.world.branchA ? [onlyA, onlyB] : [onlyB, onlyA];
    for (const row of await idRows(t.db, [...shared, ...mine])) expect(row.branchId).toBe(winner);
    for (const row of await idRows(t.db, theirs)) expect(row.branchId).toBeNull();
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json().errors.generated).toHaveLength(shared.length);
  });

  it.each([
    [{ generated: [], id_branch: 1 }, 'generated', 'wajib diisi'],
    [{ id_branch: 1 }, 'generated', 'wajib diisi'],
    [{ generated: 'MOG0000001', id_branch: 1 }, 'generated', 'wajib diisi'],
    [{ generated: ['MOG0000001'] }, 'id_branch', 'wajib diisi'],
    [{ generated: ['MOG0000001'], id_branch: 'abc' }, 'id_branch', 'wajib diisi'],
    [{ generated: ['MOG0000001'], id_branch: 99999999999 }, 'id_branch', 'wajib diisi'],
  ])('refuses %j with 422 and changes nothing', async (payload, field, message) => {
    const before = await idSnapshot(t.db);
    const res = await assign(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await idSnapshot(t.db)).toEqual(before);
  });

  it('refuses more than 1,000 IDs at once', async () => {
    const generated = Array.from({ length: 1001 }, (_, i) => `MOG${String(i).padStart(7, '0')}`);
    const res = await assign({ generated, id_branch: t.world.branchA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.generated).toEqual(['maksimal 1000']);
  });

  it('refuses an unknown or inactive branch with 422 and changes nothing', async () => {
    const ids = await unassigned(1);
    const closed = await insertBranch(t.db, 'Cabang Tutup');
    await deactivateBranch(t.db, closed);
    const before = await idSnapshot(t.db);
    for (const id_branch of [987654, closed]) {
      const res = await assign({ generated: ids, id_branch });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.id_branch).toEqual(['Cabang tidak ditemukan atau tidak aktif']);
    }
    expect(await idSnapshot(t.db)).toEqual(before);
  });

  it('refuses every group but SBS and ESS', async () => {
    const ids = await unassigned(1);
    for (const as of ['CABANG', 'CABANG2', 'RND', 'CLUB'] as const) {
      const res = await t.call({
        method: 'PATCH',
        url: URL,
        payload: { generated: ids, id_branch: t.world.branchA },
        as,
      });
      expect(res.statusCode, as).toBe(403);
    }
    for (const row of await idRows(t.db, ids)) expect(row.branchId).toBeNull();
  });
});

describe('malformed bodies', () => {
  const BODIES: { label: string; payload: string; type: string }[] = [
    { label: 'broken JSON', payload: '{"total": ', type: 'application/json' },
    { label: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
    { label: 'null', payload: 'null', type: 'application/json' },
    {
      label: 'wrong types',
      payload: '{"total": {"a": 1}, "type": [1], "generated": {"x": 1}, "id_branch": [2]}',
      type: 'application/json',
    },
    {
      label: 'nulls inside',
      payload: '{"generated": [null], "id_branch": 1}',
      type: 'application/json',
    },
    { label: 'plain text', payload: 'total=5', type: 'text/plain' },
  ];

  it('get a clear 4xx with a message and change nothing', async () => {
    const before = await idSnapshot(t.db);
    for (const method of ['POST', 'PATCH'] as const) {
      for (const body of BODIES) {
        const res = await t.call({
          method,
          url: URL,
          as: 'SBS',
          payload: body.payload,
          headers: { 'content-type': body.type },
        });
        const label = `${method} with ${body.label}: ${res.body}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(typeof res.json().message, label).toBe('string');
      }
    }
    expect(await idSnapshot(t.db)).toEqual(before);
  });
});

describe('a type whose numbers no longer fit seven digits', () => {
  it('is refused with 409 instead of making longer IDs', async () => {
    const other = await createTestApp();
    try {
      await other.db.execute(sql`select setval('generated_id_aog_seq', 9999998)`);
      const res = await other.call({
        method: 'POST',
        url: URL,
        payload: { total: 2, type: 'aog' },
        as: 'SBS',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Nomor ID AOG sudah habis');
      expect(await other.db.select().from(generatedIds)).toEqual([]);
      const ok = await other.call({
        method: 'POST',
        url: URL,
        payload: { total: 1, type: 'mog' },
        as: 'SBS',
      });
      expect(ok.json().data[0].generate_id).toBe('MOG0000001');
    } finally {
      await other.close();
    }
  });
});
