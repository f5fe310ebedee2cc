import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../../domain/groups';
import { TARGET_KEYS, targetKey } from '../../domain/targets';
import { auditLog, targets } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // 18 November 2026 in Jakarta
});
afterAll(() => t.close());

/** AOG month m = 10·m, MOG month m = m: every key distinct, so a swapped month shows. */
const year = (name: number | string, scale = 1) => ({
  name,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((m) => [
      [targetKey('AOG', m), 10 * m * scale],
      [targetKey('MOG', m), m * scale],
    ]),
  ),
});

const ENDPOINTS = [
  { kind: 'registration', base: '/api/user/target' },
  { kind: 'upgrade', base: '/api/user/target_upgrade' },
] as const;

describe.each(ENDPOINTS)('$base', ({ kind, base }) => {
  it('answers zeros and no author for a year never set', async () => {
    const res = await t.call({ method: 'GET', url: `${base}/aktif?name=2030`, as: 'RND' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: '2030',
      type: kind,
      ...Object.fromEntries(TARGET_KEYS.map((key) => [key, 0])),
      updated_at: null,
      updated_by: null,
    });
  });

  it('lets SBS save next year, which every reader then sees, and audits it', async () => {
    const res = await t.call({ method: 'POST', url: base, as: 'SBS', payload: year(2027) });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...year(2027),
      name: '2027',
      type: kind,
      updated_at: '2026-11-18T04:00:00.000Z',
      updated_by: 'Petugas SBS',
    };
    expect(res.json().data).toEqual(expected);
    for (const as of ['SBS', 'RND'] as const) {
      const read = await t.call({ method: 'GET', url: `${base}/aktif?name=2027`, as });
      expect(read.json().data).toEqual(expected);
    }
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${kind}:2027`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const { name: _name, ...after } = year(2027);
    expect(entry).toMatchObject({
      adminId: t.world.accounts.SBS.id,
      action: 'targets.update',
      entity: 'target',
      changes: { before: null, after },
    });
  });

  it('overwrites a year, keeping one row per month, and audits before and after', async () => {
    await t.call({ method: 'POST', url: base, as: 'SBS', payload: year(2028) });
    const res = await t.call({ method: 'POST', url: base, as: 'SBS', payload: year(2028, 2) });
    expect(res.json().data).toMatchObject({ AOG_12: 240, MOG_01: 2 });
    const rows = await t.db.select().from(targets).where(eq(targets.year, 2028));
    expect(rows.filter((r) => r.kind === kind)).toHaveLength(12);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${kind}:2028`))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.changes).toMatchObject({
      before: { AOG_12: 120, MOG_01: 1 },
      after: { AOG_12: 240, MOG_01: 2 },
    });
  });

  it('accepts the AOG_1 spelling and a year sent as text; this year is still open', async () => {
    const body: Record<string, unknown> = { name: '2026' };
    for (let m = 1; m <= 12; m += 1) {
      body[`AOG_${m}`] = m + 100;
      body[`MOG_${m}`] = String(m + 200);
    }
    const res = await t.call({ method: 'POST', url: base, as: 'SBS', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '2026', AOG_01: 101, AOG_12: 112, MOG_09: 209 });
    // Without a name the current year is read.
    const current = await t.call({ method: 'GET', url: `${base}/aktif`, as: 'RND' });
    expect(current.json().data).toMatchObject({ name: '2026', AOG_01: 101 });
  });

  it('refuses past years and bad figures with 422, changing nothing', async () => {
    await t.call({ method: 'POST', url: base, as: 'SBS', payload: year(2029) });
    const before = (
      await t.call({ method: 'GET', url: `${base}/aktif?name=2029`, as: 'SBS' })
    ).json().data;
    const cases: [Record<string, unknown>, string, string][] = [
      [year(2025), 'name', 'Target tahun yang sudah lewat tidak dapat diubah'],
      [{ ...year(2029), AOG_03: -1 }, 'AOG_03', 'Target tidak boleh negatif'],
      [{ ...year(2029), MOG_07: 2.5 }, 'MOG_07', 'Target harus berupa angka bulat'],
      [{ ...year(2029), MOG_08: 'banyak' }, 'MOG_08', 'Target harus berupa angka bulat'],
      [{ ...year(2029), AOG_11: 1_000_001 }, 'AOG_11', 'Target paling banyak 1.000.000'],
      [{ ...year(2029), AOG_12: undefined }, 'AOG_12', 'Target wajib diisi'],
      [{ ...year(2029), name: undefined }, 'name', 'Tahun wajib diisi'],
      [{ ...year(2029), name: 2029.5 }, 'name', 'Tahun harus berupa angka bulat'],
      [{ ...year(2029), name: 99999 }, 'name', 'Tahun harus antara 2000 dan 2100'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.call({ method: 'POST', url: base, as: 'SBS', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toContain(message);
    }
    const after = (
      await t.call({ method: 'GET', url: `${base}/aktif?name=2029`, as: 'SBS' })
    ).json().data;
    expect(after).toEqual(before);
    expect(
      (await t.call({ method: 'GET', url: `${base}/aktif?name=20x`, as: 'SBS' })).statusCode,
    ).toBe(422);
    expect(
      (await t.db.select().from(targets).where(eq(targets.year, 2025))).filter(
        (r) => r.kind === kind,
      ),
    ).toHaveLength(0);
  });

  it('lets SBS and RND read and only SBS save; no token gets 401', async () => {
    for (const group of GROUPS) {
      const read = await t.call({ method: 'GET', url: `${base}/aktif`, as: group });
      expect(read.statusCode, `${group} reads`).toBe(['SBS', 'RND'].includes(group) ? 200 : 403);
      const save = await t.call({ method: 'POST', url: base, as: group, payload: year(2031) });
      expect(save.statusCode, `${group} saves`).toBe(group === 'SBS' ? 200 : 403);
    }
    expect((await t.call({ method: 'GET', url: `${base}/aktif`, as: null })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: base, as: null, payload: year(2031) })).statusCode,
    ).toBe(401);
  });
});

describe('registration and upgrade targets', () => {
  it('are kept apart', async () => {
    await t.call({ method: 'POST', url: '/api/user/target', as: 'SBS', payload: year(2032) });
    const upgrade = await t.call({
      method: 'GET',
      url: '/api/user/target_upgrade/aktif?name=2032',
      as: 'SBS',
    });
    expect(upgrade.json().data).toMatchObject({ AOG_01: 0, updated_at: null });
  });
});
