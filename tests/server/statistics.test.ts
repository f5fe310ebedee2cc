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

/** count / target in percent to two decimals, worked out apart from the server's code. */
const pct = (count: number, target: number) =>
  target === 0 ? 0 : Math.round((count * 10_000) / target) / 100;
const progress = (count: number, target: number) => ({
  count,
  target,
  percentage: pct(count, target),
});
const BRANCH_NAMES = {
  A: 'Cabang Uji Jakarta',
  B: 'Cabang Uji Bandung',
  C: 'Cabang Uji Surabaya',
} as const;
const FEE = { AOG: 2_900_000, MOG: 420_000 };
const UPGRADE_FEE = 2_655_000;

/** Branches by their new members (type then) among `rows`, most first, in the contract's names. */
const topOf = (rows: Fixture[]) =>
  (['A', 'B', 'C'] as const)
    .map((b) => {
      const mine = tallyOf(rows.filter((f) => f.branch === b).map((f) => ({ type: typeThen(f) })));
      return {
        id_branch: branchIds[b],
        nama_branch: BRANCH_NAMES[b],
        AOG: mine.aog,
        MOG: mine.mog,
        jumlah: mine.aog + mine.mog,
      };
    })
    .filter((r) => r.jumlah > 0)
    .sort((x, y) => y.jumlah - x.jumlah || x.nama_branch.localeCompare(y.nama_branch));

/** The fee blocks of the registrations and upgrades `keep` picks (both of the fixtures). */
const feesOf = (registered: Fixture[], upgraded: Fixture[]) => ({
  biaya_daftar: [
    {
      biaya_daftar_aog: registered.filter((f) => typeThen(f) === 'AOG').length * FEE.AOG,
      biaya_daftar_mog: registered.filter((f) => typeThen(f) === 'MOG').length * FEE.MOG,
    },
  ],
  biaya_upgrade: [{ biaya_aog_upgrade: upgraded.length * UPGRADE_FEE, biaya_mog_upgrade: 0 }],
});

describe('GET /api/user/dashboard_v2', () => {
  const sum = (from: number, to: number, base: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => base + from + i).reduce((a, b) => a + b, 0);
  const expected = (branch: Fixture['branch'] | null) => {
    const mine = FIXTURES.filter((f) => !branch || f.branch === branch);
    const inBranch = (f: Fixture) => !branch || f.branch === branch;
    const ytd = registrationsWhere((d, f) => inBranch(f) && d.year === 2026 && toDate(f.at));
    const mtd = registrationsWhere(
      (d, f) => inBranch(f) && d.year === 2026 && d.month === 11 && toDate(f.at),
    );
    const upYtd = upgradesWhere((d, f) => inBranch(f) && d.year === 2026 && toDate(f.upgrade!.at));
    const upMtd = upgradesWhere(
      (d, f) => inBranch(f) && d.year === 2026 && d.month === 11 && toDate(f.upgrade!.at),
    );
    const thisYear = mine.filter((f) => wib(f.at).year === 2026);
    return {
      total_branch: 2,
      total_aog: mine.filter((f) => typeNow(f) === 'AOG').length,
      total_mog: mine.filter((f) => typeNow(f) === 'MOG').length,
      top_branch: topOf(thisYear),
      ...feesOf(
        thisYear,
        upgrades.filter((f) => inBranch(f) && wib(f.upgrade!.at).year === 2026),
      ),
      target_year_to_date: {
        daftar_aog: progress(ytd.aog, sum(1, 11, 0)),
        daftar_mog: progress(ytd.mog, sum(1, 11, 100)),
        upgrade_aog: progress(upYtd.aog, sum(1, 10, 0) + 7),
        upgrade_mog: progress(upYtd.mog, sum(1, 11, 100)),
      },
      target_month_to_date: {
        daftar_aog: progress(mtd.aog, 11),
        daftar_mog: progress(mtd.mog, 111),
        upgrade_aog: progress(upMtd.aog, 7),
        upgrade_mog: progress(upMtd.mog, 111),
      },
      year: 2026,
      month: 11,
      id_branch: branch ? branchIds[branch] : null,
    };
  };

  it("gives the contract's totals, top branches, fees and progress against the targets", async () => {
    const { data } = await get('/api/user/dashboard_v2');
    expect(data).toEqual(expected(null));
    // The figures are not trivially zero, and the percentages are to two decimals.
    expect(data.target_year_to_date.daftar_aog).toEqual({ count: 5, target: 66, percentage: 7.58 });
    expect(data.target_month_to_date.upgrade_aog).toEqual({
      count: 2,
      target: 7,
      percentage: 28.57,
    });
    expect(data.top_branch.map((r: { jumlah: number }) => r.jumlah)).toEqual([5, 3, 3]);
    expect(data.biaya_upgrade).toEqual([{ biaya_aog_upgrade: 5_310_000, biaya_mog_upgrade: 0 }]);
  });

  it('narrows the counts, fees and top branches to a branch; the targets stay the organisation’s', async () => {
    for (const branch of ['A', 'B'] as const) {
      const { data } = await get(`/api/user/dashboard_v2?id_branch=${branchIds[branch]}`);
      expect(data, branch).toEqual(expected(branch));
      expect(data.top_branch).toHaveLength(1);
    }
    // An empty id_branch is 'All Branch'.
    expect((await get('/api/user/dashboard_v2?id_branch=')).data).toEqual(expected(null));
  });
});

describe('GET /api/user/grafik_aog_mog_perbulan and perhari', () => {
  const points = (
    inBranch: (f: Fixture) => boolean,
    when: (d: ReturnType<typeof wib>) => boolean,
  ) => {
    const daftar = registrationsWhere((d, f) => inBranch(f) && when(d));
    const upgrade = upgradesWhere((d, f) => inBranch(f) && when(d));
    return {
      daftar_aog: daftar.aog,
      daftar_mog: daftar.mog,
      upgrade_aog: upgrade.aog,
      upgrade_mog: upgrade.mog,
    };
  };

  it('gives twelve months of registrations (type then) and upgrades, per branch or all', async () => {
    for (const branch of [null, 'A', 'B'] as const) {
      const q = branch ? `&id_branch=${branchIds[branch]}` : '&id_branch=';
      const body = await get(`/api/user/grafik_aog_mog_perbulan?year=2026${q}`);
      const inBranch = (f: Fixture) => !branch || f.branch === branch;
      expect(body, String(branch)).toEqual({
        data: Array.from({ length: 12 }, (_, i) => ({
          bulan: i + 1,
          ...points(inBranch, (d) => d.year === 2026 && d.month === i + 1),
        })),
        year: 2026,
        id_branch: branch ? branchIds[branch] : null,
      });
    }
    const last = await get('/api/user/grafik_aog_mog_perbulan?year=2025');
    expect(last.data[11]).toEqual({
      bulan: 12,
      daftar_aog: 0,
      daftar_mog: 1,
      upgrade_aog: 0,
      upgrade_mog: 0,
    });
  });

  it('gives every day of a month, by a bare month or YYYY-MM', async () => {
    const body = await get('/api/user/grafik_aog_mog_perhari?year=2026&month=11');
    expect(body).toMatchObject({ year: 2026, month: 11, id_branch: null });
    expect(body.data).toEqual(
      Array.from({ length: 30 }, (_, i) => ({
        tanggal: i + 1,
        ...points(
          () => true,
          (d) => d.year === 2026 && d.month === 11 && d.day === i + 1,
        ),
      })),
    );
    expect(body.data[0]).toEqual({
      tanggal: 1,
      daftar_aog: 0,
      daftar_mog: 1,
      upgrade_aog: 0,
      upgrade_mog: 0,
    });
    expect(body.data[17]).toMatchObject({ tanggal: 18, daftar_aog: 2, daftar_mog: 1 });
    expect(
      body.data
        .filter((p: { upgrade_aog: number }) => p.upgrade_aog > 0)
        .map((p: { tanggal: number }) => p.tanggal),
    ).toEqual([5, 17]);
    // The contract's month in either form; YYYY-MM carries its own year.
    expect(await get('/api/user/grafik_aog_mog_perhari?month=2026-11&year=2025')).toEqual(body);
    const feb = await get('/api/user/grafik_aog_mog_perhari?year=2028&month=02');
    expect(feb.data).toHaveLength(29);
    // Defaults to this Jakarta month; a bare month is of this year.
    expect(await get('/api/user/grafik_aog_mog_perhari')).toMatchObject({
      year: nowWib.year,
      month: nowWib.month,
    });
    expect(await get('/api/user/grafik_aog_mog_perhari?month=3&year=')).toMatchObject({
      year: nowWib.year,
      month: 3,
    });
  });

  it("adds a month's days up to the month's point of the year", async () => {
    for (const branch of [null, 'A', 'B'] as const) {
      const q = branch ? `&id_branch=${branchIds[branch]}` : '';
      for (const year of [2025, 2026]) {
        const months = (await get(`/api/user/grafik_aog_mog_perbulan?year=${year}${q}`)).data;
        for (let month = 1; month <= 12; month += 1) {
          const days = (
            await get(`/api/user/grafik_aog_mog_perhari?year=${year}&month=${month}${q}`)
          ).data as Record<string, number>[];
          const total = (key: string) => days.reduce((n, day) => n + day[key]!, 0);
          expect(
            {
              bulan: month,
              daftar_aog: total('daftar_aog'),
              daftar_mog: total('daftar_mog'),
              upgrade_aog: total('upgrade_aog'),
              upgrade_mog: total('upgrade_mog'),
            },
            `${branch} ${year}-${month}`,
          ).toEqual(months[month - 1]);
        }
      }
    }
  });
});

describe('GET /api/user/dashboard_v3', () => {
  it("gives the month's fees and branches by new members, most first", async () => {
    const { data } = await get('/api/user/dashboard_v3?month=2026-11');
    const nov = FIXTURES.filter((f) => wib(f.at).year === 2026 && wib(f.at).month === 11);
    expect(data).toEqual({
      month: '2026-11',
      id_branch: null,
      ...feesOf(nov, upgrades),
      top_branch: {
        data: topOf(nov),
        current_page: 1,
        per_page: 10,
        total: 2,
        from: 1,
        last_page: 1,
      },
    });
    expect(data.biaya_upgrade[0].biaya_aog_upgrade).toBe(2 * UPGRADE_FEE);
    const onlyB = await get(`/api/user/dashboard_v3?month=2026-10&id_branch=${branchIds.B}`);
    expect(onlyB.data.top_branch.data).toEqual([
      { id_branch: branchIds.B, nama_branch: 'Cabang Uji Bandung', AOG: 1, MOG: 0, jumlah: 1 },
    ]);
  });

  it('takes the month as the contract sends it, a bare 11 of this year, or none for this month', async () => {
    const full = await get('/api/user/dashboard_v3?month=2026-11');
    expect(await get('/api/user/dashboard_v3?month=11')).toEqual(full);
    expect(await get('/api/user/dashboard_v3?month=&id_branch=&page=')).toEqual(full);
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
      aog_sudah_ppa: n('AOG', 'sudah'),
      mog_sudah_ppa: n('MOG', 'sudah'),
      aog_akan_ppa: n('AOG', 'belum'),
    });
    expect(data.aog_akan_ppa).toBe(2);
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
      '/api/user/dashboard_v3?month=13',
      '/api/user/dashboard_v3?month=0',
      '/api/user/dashboard_v3?month=1999-11',
      '/api/user/dashboard_v3?page=0',
      '/api/user/dashboard_v2?id_branch=abc',
      '/api/user/grafik_aog_mog_perhari?month=2026-1',
      `/api/user/search_branch_active?kata_kunci=${'x'.repeat(101)}`,
    ]) {
      expect((await t.call({ method: 'GET', url, as: 'SBS' })).statusCode, url).toBe(422);
    }
  });
});

describe('the statistics rollups', () => {
  /**
   * The rollups recomputed from the base tables, by the definitions of
   * docs/decisions/targets-and-statistics.md.
   */
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

describe('top_branch of dashboard_v2', () => {
  it('holds at most ten branches, most new members first, AOG + MOG = jumlah', async () => {
    const createdBy = t.world.accounts.CABANG.id;
    // Twelve more branches with 1..12 AOG and one MOG each this year: thirteen and more rows.
    for (let i = 1; i <= 12; i += 1) {
      const branchId = await insertBranch(t.db, `Cabang Top ${String(i).padStart(2, '0')}`);
      for (let n = 0; n <= i; n += 1) {
        await insertMember(t.db, {
          branchId,
          createdBy,
          type: n === 0 ? 'MOG' : 'AOG',
          createdAt: new Date('2026-06-01T05:00:00Z'),
        });
      }
    }
    const { data } = await get('/api/user/dashboard_v2');
    expect(data.top_branch).toHaveLength(10);
    for (const row of data.top_branch) expect(row.AOG + row.MOG).toBe(row.jumlah);
    const totals = data.top_branch.map((r: { jumlah: number }) => r.jumlah);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(data.top_branch[0]).toMatchObject({ nama_branch: 'Cabang Top 12', AOG: 12, MOG: 1 });
    // Two with 5 close the ten, by name: 'Cabang Top 04', then 'Cabang Uji Jakarta'.
    expect(data.top_branch.slice(8).map((r: { nama_branch: string }) => r.nama_branch)).toEqual([
      'Cabang Top 04',
      'Cabang Uji Jakarta',
    ]);
    // dashboard_v3 pages the same ranking ten at a time.
    const june = await get('/api/user/dashboard_v3?month=2026-06&page=2');
    expect(june.data.top_branch).toMatchObject({ total: 12, from: 11, last_page: 2 });
    expect(june.data.top_branch.data.map((r: { jumlah: number }) => r.jumlah)).toEqual([3, 2]);
  });
});
