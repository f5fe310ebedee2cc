import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../../domain/groups';
import { branches, historyUpgrade, registerAogMog } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { insertBranch } from './support/fixtures';
import { insertMember, insertUpgrade } from './support/records';

/**
 * A small organisation around 18 November 2026 (the test clock), with members on the edges of
 * Jakarta's days, months and years; every expected figure is computed here from the list of
 * what was inserted, by Jakarta's calendar done by hand (UTC + 7), not by the server's code.
 */
interface Fixture {
  branch: 'A' | 'B' | 'C';
  type: 'AOG' | 'MOG';
  at: string;
  /** An upgrade to AOG made at this time; `confirmed` switches the member's type. */
  upgrade?: { at: string; confirmed: boolean };
  privateClass?: 'sudah' | 'belum' | null;
}

const FIXTURES: Fixture[] = [
  { branch: 'A', type: 'AOG', at: '2026-11-18T02:00:00Z' },
  { branch: 'A', type: 'MOG', at: '2026-11-18T03:00:00Z' },
  // 1 November 00:30 in Jakarta, still October in UTC.
  { branch: 'A', type: 'MOG', at: '2026-10-31T17:30:00Z', privateClass: 'sudah' },
  // 31 October 23:59 in Jakarta.
  { branch: 'B', type: 'AOG', at: '2026-10-31T16:59:00Z', privateClass: 'belum' },
  // 1 January 2026 00:00 in Jakarta, 2025 in UTC.
  { branch: 'B', type: 'MOG', at: '2025-12-31T17:00:00Z' },
  { branch: 'B', type: 'MOG', at: '2025-12-31T16:00:00Z' },
  // Registered as MOG, upgraded and confirmed: counts as a MOG registration and an AOG upgrade.
  {
    branch: 'B',
    type: 'MOG',
    at: '2026-03-10T05:00:00Z',
    upgrade: { at: '2026-11-05T05:00:00Z', confirmed: true },
  },
  // Upgrade waiting for its receipt: still a MOG now, and an upgrade of November.
  {
    branch: 'A',
    type: 'MOG',
    at: '2026-11-02T05:00:00Z',
    upgrade: { at: '2026-11-17T05:00:00Z', confirmed: false },
  },
  { branch: 'C', type: 'AOG', at: '2026-11-10T05:00:00Z', privateClass: 'belum' },
  { branch: 'C', type: 'AOG', at: '2026-11-11T05:00:00Z' },
  { branch: 'C', type: 'MOG', at: '2026-11-12T05:00:00Z' },
  // Later today by the clock: 'to date' runs to the end of today, so it counts.
  { branch: 'A', type: 'AOG', at: '2026-11-18T16:00:00Z' },
];

/** Jakarta's calendar by hand. */
const wib = (iso: string) => {
  const d = new Date(Date.parse(iso) + 7 * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const NOW = '2026-11-18T04:00:00Z';
const nowWib = wib(NOW);
const typeThen = (f: Fixture) => (f.upgrade?.confirmed ? 'MOG' : f.type);
const typeNow = (f: Fixture) => (f.upgrade?.confirmed ? 'AOG' : f.type);
const upgrades = FIXTURES.filter((f) => f.upgrade);

let t: TestApp;
const branchIds: Record<Fixture['branch'], number> = { A: 0, B: 0, C: 0 };
beforeAll(async () => {
  t = await createTestApp();
  branchIds.A = t.world.branchA;
  branchIds.B = t.world.branchB;
  branchIds.C = await insertBranch(t.db, 'Cabang Uji Surabaya', '+6281211110003');
  await t.db.update(branches).set({ active: false }).where(eq(branches.id, branchIds.C));
  const createdBy = t.world.accounts.CABANG.id;
  for (const f of FIXTURES) {
    const member = await insertMember(t.db, {
      branchId: branchIds[f.branch],
      createdBy,
      type: f.type,
      createdAt: new Date(f.at),
    });
    if (f.privateClass !== undefined) {
      await t.db
        .update(registerAogMog)
        .set({ apakahSudahMengikutiPrivateClass: f.privateClass })
        .where(eq(registerAogMog.id, member.id));
    }
    if (f.upgrade) {
      const id = await insertUpgrade(t.db, {
        memberId: member.id,
        noIdLama: member.noId,
        branchId: branchIds[f.branch],
        createdBy,
        createdAt: new Date(f.upgrade.at),
      });
      if (f.upgrade.confirmed) {
        await t.db
          .update(historyUpgrade)
          .set({ tanggalUpgrade: new Date(f.upgrade.at) })
          .where(eq(historyUpgrade.id, id));
        await t.db
          .update(registerAogMog)
          .set({ jenisPendaftaran: 'AOG' })
          .where(eq(registerAogMog.id, member.id));
      }
    }
  }
  const targets: Record<string, number> = { name: 2026 };
  for (let m = 1; m <= 12; m += 1) {
    targets[`AOG_${m}`] = m;
    targets[`MOG_${m}`] = 100 + m;
  }
  await t.call({ method: 'POST', url: '/api/user/target', as: 'SBS', payload: targets });
  await t.call({
    method: 'POST',
    url: '/api/user/target_upgrade',
    as: 'SBS',
    payload: { ...targets, AOG_11: 7 },
  });
});
afterAll(() => t.close());

const get = async (url: string, as: (typeof GROUPS)[number] = 'SBS') => {
  const res = await t.call({ method: 'GET', url, as });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

const tallyOf = (rows: { type: string }[]) => ({
  aog: rows.filter((r) => r.type === 'AOG').length,
  mog: rows.filter((r) => r.type === 'MOG').length,
});
const registrationsWhere = (keep: (d: ReturnType<typeof wib>, f: Fixture) => boolean) =>
  tallyOf(FIXTURES.filter((f) => keep(wib(f.at), f)).map((f) => ({ type: typeThen(f) })));
const upgradesWhere = (keep: (d: ReturnType<typeof wib>, f: Fixture) => boolean) =>
  tallyOf(upgrades.filter((f) => keep(wib(f.upgrade!.at), f)).map(() => ({ type: 'AOG' })));
const toDate = (iso: string) => {
  const d = wib(iso);
  return (
    d.year * 10_000 + d.month * 100 + d.day <=
    nowWib.year * 10_000 + nowWib.month * 100 + nowWib.day
  );
};

describe('GET /api/user/dashboard_v2', () => {
  it('gives active branches, members by type now, and progress against the targets', async () => {
    const { data } = await get('/api/user/dashboard_v2');
    const ytd = registrationsWhere((d, f) => d.year === 2026 && toDate(f.at));
    const mtd = registrationsWhere((d, f) => d.year === 2026 && d.month === 11 && toDate(f.at));
    const upYtd = upgradesWhere((d, f) => d.year === 2026 && toDate(f.upgrade!.at));
    const upMtd = upgradesWhere(
      (d, f) => d.year === 2026 && d.month === 11 && toDate(f.upgrade!.at),
    );
    const sum = (from: number, to: number, base: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => base + from + i).reduce((a, b) => a + b, 0);
    expect(data).toEqual({
      total_branch: 2,
      total_aog: FIXTURES.filter((f) => typeNow(f) === 'AOG').length,
      total_mog: FIXTURES.filter((f) => typeNow(f) === 'MOG').length,
      year: 2026,
      month: 11,
      registration: {
        year_to_date: {
          aog: { actual: ytd.aog, target: sum(1, 11, 0) },
          mog: { actual: ytd.mog, target: sum(1, 11, 100) },
        },
        month_to_date: {
          aog: { actual: mtd.aog, target: 11 },
          mog: { actual: mtd.mog, target: 111 },
        },
      },
      upgrade: {
        year_to_date: {
          aog: { actual: upYtd.aog, target: sum(1, 10, 0) + 7 },
          mog: { actual: upYtd.mog, target: sum(1, 11, 100) },
        },
        month_to_date: {
          aog: { actual: upMtd.aog, target: 7 },
          mog: { actual: upMtd.mog, target: 111 },
        },
      },
    });
    // The figures are not trivially zero.
    expect(ytd).toEqual({ aog: 5, mog: 6 });
    expect(upMtd.aog).toBe(2);
  });
});

describe('GET /api/user/grafik_aog_mog_perbulan and perhari', () => {
  it('gives twelve months of registrations (type then) and upgrades, per branch or all', async () => {
    for (const branch of [null, 'A', 'B'] as const) {
      const q = branch ? `&id_branch=${branchIds[branch]}` : '&id_branch=';
      const { data } = await get(`/api/user/grafik_aog_mog_perbulan?year=2026${q}`);
      const inBranch = (f: Fixture) => !branch || f.branch === branch;
      expect(data.registration, String(branch)).toEqual(
        Array.from({ length: 12 }, (_, i) => ({
          period: i + 1,
          ...registrationsWhere((d, f) => inBranch(f) && d.year === 2026 && d.month === i + 1),
        })),
      );
      expect(data.upgrade).toEqual(
        Array.from({ length: 12 }, (_, i) => ({
          period: i + 1,
          ...upgradesWhere((d, f) => inBranch(f) && d.year === 2026 && d.month === i + 1),
        })),
      );
    }
    const last = await get('/api/user/grafik_aog_mog_perbulan?year=2025');
    expect(last.data.registration[11]).toEqual({ period: 12, aog: 0, mog: 1 });
  });

  it('gives every day of a month', async () => {
    const { data } = await get('/api/user/grafik_aog_mog_perhari?year=2026&month=11');
    expect(data.registration).toHaveLength(30);
    expect(data.registration).toEqual(
      Array.from({ length: 30 }, (_, i) => ({
        period: i + 1,
        ...registrationsWhere((d) => d.year === 2026 && d.month === 11 && d.day === i + 1),
      })),
    );
    expect(data.registration[0]).toEqual({ period: 1, aog: 0, mog: 1 });
    expect(data.registration[17]).toEqual({ period: 18, aog: 2, mog: 1 });
    expect(data.upgrade.filter((p: { aog: number }) => p.aog > 0)).toEqual([
      { period: 5, aog: 1, mog: 0 },
      { period: 17, aog: 1, mog: 0 },
    ]);
    const feb = await get('/api/user/grafik_aog_mog_perhari?year=2028&month=2');
    expect(feb.data.registration).toHaveLength(29);
    // Defaults to this Jakarta month.
    expect((await get('/api/user/grafik_aog_mog_perhari')).data).toMatchObject({
      year: nowWib.year,
      month: nowWib.month,
    });
  });
});

describe('GET /api/user/dashboard_v3', () => {
  it("gives the month's fees and branches by new members, most first", async () => {
    const { data } = await get('/api/user/dashboard_v3?month=2026-11');
    const nov = FIXTURES.filter((f) => wib(f.at).year === 2026 && wib(f.at).month === 11);
    const fee = (type: string) =>
      nov.filter((f) => typeThen(f) === type).length * (type === 'AOG' ? 2_900_000 : 420_000);
    expect(data.fee).toEqual({
      registration_aog: fee('AOG'),
      registration_mog: fee('MOG'),
      upgrade_aog: 2 * 2_655_000,
      upgrade_mog: 0,
    });
    const rows = (['A', 'B', 'C'] as const)
      .map((b) => {
        const mine = nov.filter((f) => f.branch === b).map((f) => ({ type: typeThen(f) }));
        return { b, ...tallyOf(mine), total: mine.length };
      })
      .filter((r) => r.total > 0)
      .sort((x, y) => y.total - x.total);
    expect(data.top_branch.data).toEqual(
      rows.map((r, i) => ({
        no: i + 1,
        id_branch: branchIds[r.b],
        nama_cabang: { A: 'Cabang Uji Jakarta', B: 'Cabang Uji Bandung', C: 'Cabang Uji Surabaya' }[
          r.b
        ],
        aog: r.aog,
        mog: r.mog,
        total: r.total,
      })),
    );
    expect(data.top_branch).toMatchObject({ current_page: 1, per_page: 10, total: 2, from: 1 });
    const onlyB = await get(`/api/user/dashboard_v3?month=2026-10&id_branch=${branchIds.B}`);
    expect(onlyB.data.top_branch.data).toEqual([
      {
        no: 1,
        id_branch: branchIds.B,
        nama_cabang: 'Cabang Uji Bandung',
        aog: 1,
        mog: 0,
        total: 1,
      },
    ]);
  });
});

describe('GET /api/user/count_status_ppa_aog_mog', () => {
  it('counts members now by their private-class answer', async () => {
    const { data } = await get('/api/user/count_status_ppa_aog_mog', 'RND');
    // insertMember answers 'sudah' for an AOG and nothing for a MOG unless a fixture says.
    const answer = (f: Fixture) =>
      f.privateClass !== undefined ? f.privateClass : f.type === 'AOG' ? 'sudah' : null;
    const n = (type: string, a: string) =>
      FIXTURES.filter((f) => typeNow(f) === type && answer(f) === a).length;
    expect(data).toEqual({
      aog_joined: n('AOG', 'sudah'),
      mog_joined: n('MOG', 'sudah'),
      aog_attendees: n('AOG', 'belum'),
    });
    expect(data.aog_attendees).toBe(2);
  });
});

describe('GET /api/user/search_branch_active', () => {
  it('pages active branches five at a time, searched by name', async () => {
    const all = await get('/api/user/search_branch_active?page=1');
    expect(all.data.map((b: { name: string }) => b.name)).toEqual([
      'Cabang Uji Bandung',
      'Cabang Uji Jakarta',
    ]);
    expect(all).toMatchObject({ per_page: 5, total: 2 });
    const found = await get('/api/user/search_branch_active?kata_kunci=jak');
    expect(found.data).toEqual([{ id: branchIds.A, name: 'Cabang Uji Jakarta' }]);
  });
});

describe('statistics access and input', () => {
  const CENTRAL = [
    '/api/user/dashboard_v2',
    '/api/user/dashboard_v3',
    '/api/user/grafik_aog_mog_perhari',
    '/api/user/grafik_aog_mog_perbulan',
    '/api/user/search_branch_active',
  ];
  it('answers the central groups, refuses branches, and 401 without a token', async () => {
    for (const url of [...CENTRAL, '/api/user/count_status_ppa_aog_mog']) {
      const allowed = url.includes('ppa') ? ['SBS', 'RND'] : ['SBS', 'RND', 'ESS', 'CLUB'];
      for (const group of GROUPS) {
        const res = await t.call({ method: 'GET', url, as: group });
        expect(res.statusCode, `${group} ${url}`).toBe(allowed.includes(group) ? 200 : 403);
      }
      expect((await t.call({ method: 'GET', url, as: null })).statusCode).toBe(401);
    }
  });

  it('refuses bad periods and branch ids with 422', async () => {
    for (const url of [
      '/api/user/grafik_aog_mog_perhari?month=13',
      '/api/user/grafik_aog_mog_perhari?month=1.5',
      '/api/user/grafik_aog_mog_perbulan?year=abc',
      '/api/user/grafik_aog_mog_perbulan?id_branch=-1',
      '/api/user/dashboard_v3?month=2026-13',
      '/api/user/dashboard_v3?page=0',
      `/api/user/search_branch_active?kata_kunci=${'x'.repeat(101)}`,
    ]) {
      expect((await t.call({ method: 'GET', url, as: 'SBS' })).statusCode, url).toBe(422);
    }
  });
});

describe('the statistics rollups', () => {
  /** The rollups recomputed from the base tables, by the definitions of docs/decisions.md. */
  const recount = async () => {
    const result = await t.db.execute(sql`
      select kind, day::text, branch_id, type, n::int, fee::bigint from (
        select 'registration' as kind, (r.created_at at time zone 'Asia/Jakarta')::date as day,
          r.branch_id,
          case when exists (select 1 from history_upgrade h where h.register_id = r.id
            and h.tanggal_upgrade is not null) then 'MOG' else r.jenis_pendaftaran end as type,
          count(*) as n, sum(r.biaya_total) as fee
        from register_aog_mog r group by 1, 2, 3, 4
        union all
        select 'upgrade', (created_at at time zone 'Asia/Jakarta')::date, branch_id,
          upper(jenis_daftar_baru), count(*), sum(biaya_upgrade)
        from history_upgrade group by 1, 2, 3, 4
      ) x order by 1, 2, 3, 4`);
    return (result as unknown as { rows: unknown[] }).rows;
  };
  const rollup = async () => {
    const result = await t.db.execute(sql`
      select kind, day::text, branch_id, type, n::int, fee::bigint from member_stats_daily
      where n <> 0 or fee <> 0 order by 1, 2, 3, 4`);
    return (result as unknown as { rows: unknown[] }).rows;
  };

  it('stay equal to a recount through confirmations, their undoing, moves and deletions', async () => {
    expect(await rollup()).toEqual(await recount());
    const createdBy = t.world.accounts.CABANG.id;
    const member = await insertMember(t.db, {
      branchId: branchIds.A,
      createdBy,
      type: 'MOG',
      createdAt: new Date('2026-11-18T03:30:00Z'),
    });
    const upgrade = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: branchIds.A,
      createdBy,
    });
    expect(await rollup()).toEqual(await recount());
    // Confirmation: the type first, then the date, in one transaction.
    await t.db.transaction(async (tx) => {
      await tx
        .update(registerAogMog)
        .set({ jenisPendaftaran: 'AOG' })
        .where(eq(registerAogMog.id, member.id));
      await tx
        .update(historyUpgrade)
        .set({ tanggalUpgrade: new Date() })
        .where(eq(historyUpgrade.id, upgrade));
    });
    expect(await rollup()).toEqual(await recount());
    // Undone the other way round.
    await t.db
      .update(historyUpgrade)
      .set({ tanggalUpgrade: null })
      .where(eq(historyUpgrade.id, upgrade));
    await t.db
      .update(registerAogMog)
      .set({ jenisPendaftaran: 'MOG', branchId: branchIds.B, biayaTotal: 1 })
      .where(eq(registerAogMog.id, member.id));
    expect(await rollup()).toEqual(await recount());
    await t.db.delete(historyUpgrade).where(eq(historyUpgrade.id, upgrade));
    await t.db.delete(registerAogMog).where(eq(registerAogMog.id, member.id));
    expect(await rollup()).toEqual(await recount());
    const current = await t.db.execute(sql`
      select c.type, c.private_class, c.n from member_stats_current c
      full join (select jenis_pendaftaran as type,
        coalesce(apakah_sudah_mengikuti_private_class, '') as private_class, count(*)::int as n
        from register_aog_mog group by 1, 2) r using (type, private_class)
      where coalesce(c.n, 0) <> coalesce(r.n, 0)`);
    expect((current as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
