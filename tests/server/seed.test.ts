import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../domain/dates';
import { DEFAULT_FEES, registrationFee, type MemberType } from '../../domain/fees';
import { GENERATED_ID_PATTERN } from '../../domain/ids';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { unknownPlaceholders, type TemplateAction } from '../../domain/templates';
import { verifyPassword } from '../../server/auth/passwords';
import type { Db } from '../../server/db/client';
import { registerAogMog } from '../../server/db/schema';
import { nikIndex, openValue } from '../../server/personal-data/protect';
import { seedDemo } from '../../server/seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demoData';
import { DEMO_BRANCHES } from '../../server/seed/demoPlaces';
import { planDemo } from '../../server/seed/demoPlan';
import { KEPT_TOTALS, seedLarge } from '../../server/seed/large';
import {
  addKeptTotals,
  BEFORE_ANY_ROW,
  KEPT_TOTAL_TRIGGERS,
} from '../../server/seed/largeKeptTotals';
import { createRandom } from '../../server/seed/random';
import { seedReference } from '../../server/seed/reference';
import { scaled } from '../timeouts';
import { ensureRegions } from '../../server/regions/load';
import { createDiskStore, type FileStore } from '../../server/files/store';
import { createTestDatabase, type TestDatabase } from './support/database';

/** A Wednesday, 13:30 in Jakarta. */
const NOW = new Date('2026-11-18T06:30:00Z');
const TODAY = jakartaDay(NOW);
const DEMO_BRANCH_NAMES = ['Cabang Jakarta Selatan', 'Cabang Bandung'];

const query = async <T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const count = async (db: Db, table: string): Promise<number> => {
  const [row] = await query<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n ?? -1;
};

const REFERENCE_TABLES = ['group_users', 'settings', 'fee_schedules', 'wa_templates'];

/** Rules every seeded database keeps, demo or large: each query lists the rows that break one. */
const CONSISTENCY: Record<string, ReturnType<typeof sql>> = {
  'NIK and account numbers encrypted and the NIK indexed (issue 36)': sql`
    select m.id from register_aog_mog m
     where m.no_ktp not like 'enc:v1:%' or m.nomor_rekening not like 'enc:v1:%'
        or m.no_rek_pereferal not like 'enc:v1:%' or m.no_ktp_index is null
    union all
    select h.id from history_upgrade h
     where h.form->>'no_ktp' not like 'enc:v1:%' or h.form->>'nomor_rekening' not like 'enc:v1:%'
        or h.form->>'no_rek_pereferal' not like 'enc:v1:%' or h.form->>'no_ktp_index' is null`,
  'receipt total and counts equal its items': sql`
    select r.id from payment_receipts r
      left join (select receipt_id, sum(amount) as total, count(*) as n
                   from payment_receipt_items group by receipt_id) i on i.receipt_id = r.id
     where i.total is distinct from r.total_biaya or i.n is distinct from r.count_aog + r.count_mog`,
  'registration receipt counts AOG fees as AOG': sql`
    select r.id from payment_receipts r join payment_receipt_items i on i.receipt_id = r.id
     where r.kind = 'registration'
     group by r.id, r.count_aog
    having count(*) filter (where i.amount >= ${DEFAULT_FEES.registrationAog}) <> r.count_aog`,
  'upgrade receipt counts upgrades to AOG': sql`
    select r.id from payment_receipts r join payment_receipt_items i on i.receipt_id = r.id
      join history_upgrade h on h.id = i.history_upgrade_id
     where r.kind = 'upgrade'
     group by r.id, r.count_aog
    having count(*) filter (where h.jenis_daftar_baru = 'AOG') <> r.count_aog`,
  'items belong to the receipt branch and kind': sql`
    select i.id from payment_receipt_items i join payment_receipts r on r.id = i.receipt_id
      left join register_aog_mog m on m.id = i.register_id
      left join history_upgrade h on h.id = i.history_upgrade_id
     where (r.kind = 'registration' and (m.branch_id is distinct from r.branch_id or i.amount <> m.biaya_total))
        or (r.kind = 'upgrade' and (h.branch_id is distinct from r.branch_id or i.amount <> h.biaya_upgrade))`,
  "member's no_id is a taken ID of its type and branch": sql`
    select m.id from register_aog_mog m left join generated_ids g on g.generate_id = m.no_id
     where g.taken_at is null or g.type <> lower(m.jenis_pendaftaran) or g.branch_id <> m.branch_id`,
  'upgrade takes an AOG ID of its branch': sql`
    select h.id from history_upgrade h left join generated_ids g on g.generate_id = h.no_id_baru
     where g.taken_at is null or g.type <> 'aog' or g.branch_id <> h.branch_id`,
  'no row points at a rejected receipt': sql`
    select m.id from register_aog_mog m join payment_receipts r on r.id = m.receipt_id where r.status = '2'
    union all
    select h.id from history_upgrade h join payment_receipts r on r.id = h.receipt_id where r.status = '2'`,
  'a row of a rejected receipt has no receipt or a later one': sql`
    select i.id from payment_receipt_items i
      join payment_receipts r on r.id = i.receipt_id and r.status = '2'
      left join register_aog_mog m on m.id = i.register_id
      left join history_upgrade h on h.id = i.history_upgrade_id
      left join payment_receipts now_on on now_on.id = coalesce(m.receipt_id, h.receipt_id)
     where now_on.created_at <= r.created_at`,
  "a row's receipt lists it": sql`
    select m.id from register_aog_mog m where m.receipt_id is not null and not exists (
      select 1 from payment_receipt_items i where i.receipt_id = m.receipt_id and i.register_id = m.id)`,
  'a confirmed upgrade switched its member': sql`
    select h.id from history_upgrade h join register_aog_mog m on m.id = h.register_id
      left join payment_receipts r on r.id = h.receipt_id
     where coalesce(r.status = '1', false) <> (h.tanggal_upgrade is not null)
        or (r.status = '1' and (m.no_id <> h.no_id_baru or m.jenis_pendaftaran <> 'AOG'))
        or (r.status is distinct from '1' and m.no_id <> h.no_id_lama)`,
  // The registrations of a member whose upgrade is confirmed count as MOG (the type they
  // registered with); docs/decisions/targets-and-statistics.md.
  'the daily statistics rollup equals a recount of members and upgrades': sql`
    with recount as (
      select 'registration' as kind, (r.created_at at time zone 'Asia/Jakarta')::date as day, r.branch_id,
             case when exists (select 1 from history_upgrade h where h.register_id = r.id
                                 and h.tanggal_upgrade is not null) then 'MOG' else r.jenis_pendaftaran end as type,
             count(*)::int as n, sum(r.biaya_total)::bigint as fee
        from register_aog_mog r group by 1, 2, 3, 4
      union all
      select 'upgrade', (created_at at time zone 'Asia/Jakarta')::date, branch_id, upper(jenis_daftar_baru),
             count(*)::int, sum(biaya_upgrade)::bigint
        from history_upgrade group by 1, 2, 3, 4),
    kept as (select kind, day, branch_id, type, n, fee from member_stats_daily where n <> 0 or fee <> 0)
    select kind, day::text, branch_id, type, k.n as kept, c.n as counted
      from kept k full join recount c using (kind, day, branch_id, type)
     where k.n is distinct from c.n or k.fee is distinct from c.fee`,
  'decided receipts name who decided and when': sql`
    select id from payment_receipts
     where (status = '0') <> (decided_by is null) or status_changed_at < created_at`,
  'receipts come after the rows they carry': sql`
    select i.id from payment_receipt_items i join payment_receipts r on r.id = i.receipt_id
      left join register_aog_mog m on m.id = i.register_id
      left join history_upgrade h on h.id = i.history_upgrade_id
     where coalesce(m.created_at, h.created_at) > r.created_at`,
};

const expectConsistent = async (db: Db) => {
  for (const [rule, statement] of Object.entries(CONSISTENCY)) {
    const broken = await query<{ id: number }>(db, statement);
    expect(broken.slice(0, 5), rule).toEqual([]);
  }
};

describe('seedReference', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it('adds groups, settings, fees and templates once', async () => {
    const { db } = test.database;
    await seedReference(db, NOW);
    const first = await Promise.all(REFERENCE_TABLES.map((table) => count(db, table)));
    expect(first).toEqual([5, Object.keys(DEFAULT_SETTINGS).length, 1, 20]);

    await db.execute(sql`update wa_templates set message = 'Diubah oleh SBS' where id = 1`);
    await seedReference(db, NOW);
    const second = await Promise.all(REFERENCE_TABLES.map((table) => count(db, table)));
    expect(second).toEqual(first);
    const [edited] = await query<{ message: string }>(
      db,
      sql`select message from wa_templates where id = 1`,
    );
    expect(edited?.message).toBe('Diubah oleh SBS');
  });

  it('writes templates that only use the known placeholders and send automatically', async () => {
    const templates = await query<{
      action_on: TemplateAction;
      message: string;
      auto_send: boolean;
    }>(test.database.db, sql`select action_on, message, auto_send from wa_templates where id <> 1`);
    expect(templates).toHaveLength(19);
    for (const template of templates) {
      expect(unknownPlaceholders(template.message, template.action_on), template.message).toEqual(
        [],
      );
      expect(template.message).toContain('{');
      expect(template.auto_send).toBe(true);
    }
  });
});

describe('planDemo', () => {
  const instants = [
    NOW,
    new Date('2026-11-16T00:30:00Z'), // Monday 07:30 WIB, before opening
    new Date('2026-11-21T09:00:00Z'), // Saturday 16:00 WIB
  ];

  it.each(instants)('plans a history that could have happened by %s', (now) => {
    const demo = new Set([0, 1]);
    const plan = planDemo(createRandom(7), DEMO_BRANCHES, demo, now);
    const receipts = [...plan.registrationReceipts, ...plan.upgradeReceipts];
    for (const receipt of receipts) {
      expect(receipt.uploadedAt).toBeLessThanOrEqual(now.getTime());
      expect(receipt.decidedAt ?? receipt.uploadedAt).toBeLessThanOrEqual(now.getTime());
      for (const item of receipt.items)
        expect(item.createdAt).toBeLessThanOrEqual(receipt.uploadedAt);
    }
    const uploads = new Map<string, number>();
    for (const receipt of receipts) {
      const key = `${receipt.branch}|${receipt.kind}|${jakartaDay(new Date(receipt.uploadedAt))}`;
      uploads.set(key, (uploads.get(key) ?? 0) + 1);
    }
    expect(Math.max(...uploads.values())).toBeLessThanOrEqual(
      DEFAULT_SETTINGS.upload_limit.registration,
    );
    const today = jakartaDay(now);
    for (const branch of demo) {
      for (const kind of ['registration', 'upgrade']) {
        expect(uploads.get(`${branch}|${kind}|${today}`), `${branch} ${kind}`).toBe(1);
      }
    }
  });

  it('gives the same plan for the same instant', () => {
    const plan = () =>
      planDemo(createRandom(7), DEMO_BRANCHES, new Set([0, 1]), NOW).members.map((m) => m.person);
    expect(plan()).toEqual(plan());
  });
});

describe('seedDemo', () => {
  let test: TestDatabase;
  let db: Db;
  let folder: string;
  let store: FileStore;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.database.db;
    folder = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
    store = createDiskStore(folder);
    await seedReference(db, NOW);
    // As a start and `npm run db:seed` do: the regions first, so addresses get their ids.
    await ensureRegions(db);
    const started = performance.now();
    await seedDemo(db, store, NOW);
    console.log(
      `seedDemo took ${Math.round(performance.now() - started)} ms on ${test.database.kind}`,
    );
    // A bound, not a wait: the whole demo is 17 s on an idle 2-core machine with PGlite, and
    // over 60 s when the machine is busy (load 4).
  }, scaled(240_000));
  afterAll(async () => {
    await test.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('creates the six demo accounts in their groups and branches, with the demo password', async () => {
    const accounts = await query<{
      email: string;
      group: string;
      branch: string | null;
      password_hash: string;
    }>(
      db,
      sql`select a.email, g.name as group, b.name as branch, a.password_hash
            from admins a join group_users g on g.id = a.group_id left join branches b on b.id = a.branch_id
           where a.email like '%@demo.local' and a.email not like 'admin.%'`,
    );
    const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
    expect(
      accounts.map(({ email, group, branch }) => ({ email, group, branch })).sort(byEmail),
    ).toEqual(
      DEMO_ACCOUNTS.map(({ email, group, branch }) => ({ email, group, branch })).sort(byEmail),
    );
    for (const account of accounts) {
      expect(await verifyPassword(DEMO_PASSWORD, account.password_hash), account.email).toBe(true);
    }
    expect(await verifyPassword('demo12345!', accounts[0]?.password_hash ?? '')).toBe(false);
  });

  it('writes about 30 branches, each with a CABANG account, and a few thousand registrations', async () => {
    expect(await count(db, 'branches')).toBe(30);
    const [staffless] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from branches b where not exists (
            select 1 from admins a join group_users g on g.id = a.group_id
             where a.branch_id = b.id and g.name = 'CABANG')`,
    );
    expect(staffless?.n).toBe(0);
    const members = await count(db, 'register_aog_mog');
    expect(members).toBeGreaterThan(2000);
    expect(members).toBeLessThan(5000);
    expect(await count(db, 'history_upgrade')).toBeGreaterThan(50);
    expect(await count(db, 'targets')).toBe(48);
  });

  it('leaves both demo branches at least 25 available IDs of each type', async () => {
    const available = await query<{ branch: string; type: string; n: number }>(
      db,
      sql`select b.name as branch, g.type, count(*)::int as n
            from generated_ids g join branches b on b.id = g.branch_id
           where g.taken_at is null
             and not exists (select 1 from register_aog_mog m where m.no_id = g.generate_id)
             and not exists (select 1 from history_upgrade h where h.no_id_baru = g.generate_id)
           group by b.name, g.type`,
    );
    for (const branch of DEMO_BRANCH_NAMES) {
      for (const type of ['aog', 'mog']) {
        const row = available.find((r) => r.branch === branch && r.type === type);
        expect(row?.n ?? 0, `${branch} ${type}`).toBeGreaterThanOrEqual(25);
      }
    }
  });

  it('has IDs in every state, numbered by the sequences', async () => {
    const states = await query<{
      type: string;
      unassigned: number;
      available: number;
      taken: number;
    }>(
      db,
      sql`select type,
                 count(*) filter (where branch_id is null)::int as unassigned,
                 count(*) filter (where branch_id is not null and taken_at is null)::int as available,
                 count(*) filter (where taken_at is not null)::int as taken
            from generated_ids group by type order by type`,
    );
    expect(states.map((s) => s.type)).toEqual(['aog', 'mog']);
    for (const state of states) {
      expect(state.unassigned).toBeGreaterThan(0);
      expect(state.available).toBeGreaterThan(0);
      expect(state.taken).toBeGreaterThan(0);
    }
    const ids = await query<{ generate_id: string }>(
      db,
      sql`select generate_id from generated_ids`,
    );
    expect(ids.every((row) => GENERATED_ID_PATTERN.test(row.generate_id))).toBe(true);
    const [next] = await query<{ n: string }>(
      db,
      sql`select nextval('generated_id_aog_seq')::text as n`,
    );
    const aogCount = states.find((s) => s.type === 'aog');
    expect(Number(next?.n)).toBe(
      (aogCount?.unassigned ?? 0) + (aogCount?.available ?? 0) + (aogCount?.taken ?? 0) + 1,
    );
  });

  it('has receipts in every status for both kinds', async () => {
    const statuses = await query<{ kind: string; status: string }>(
      db,
      sql`select distinct kind, status from payment_receipts order by kind, status`,
    );
    expect(statuses).toEqual(
      ['registration', 'upgrade'].flatMap((kind) =>
        ['0', '1', '2'].map((status) => ({ kind, status })),
      ),
    );
  });

  it('has a bank statement showing every reconciliation state (issue 32)', async () => {
    const states = await query<{ state: string; n: number }>(
      db,
      sql`select case when l.receipt_id is null then l.review
                      when r.status = '1' then 'dikonfirmasi' else 'cocok' end as state,
                 count(*)::int as n
            from bank_statement_lines l left join payment_receipts r on r.id = l.receipt_id
           group by 1 order by 1`,
    );
    expect(states.map((s) => s.state)).toEqual([
      'cocok',
      'dikonfirmasi',
      'perlu_dicek',
      'tidak_cocok',
    ]);
    const byState = Object.fromEntries(states.map((s) => [s.state, s.n]));
    expect(byState.cocok).toBeGreaterThan(byState.perlu_dicek ?? 0);
    const [sealed] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from branch_bank_accounts where nomor_rekening like 'enc:v1:%'`,
    );
    expect(sealed?.n).toBeGreaterThanOrEqual(30);
  });

  it('gives every confirmed receipt a document, numbered per year in confirmation order', async () => {
    const rows = await query<{
      receipt_id: number;
      status: string;
      year: number;
      sequence: number;
      number: string;
      changed: string;
      registrations: number;
      upgrades: number;
    }>(
      db,
      sql`select r.id as receipt_id, r.status, k.year, k.sequence, k.number,
                 r.status_changed_at::text as changed,
                 jsonb_array_length(k.snapshot->'registrations')::int as registrations,
                 jsonb_array_length(k.snapshot->'upgrades')::int as upgrades
            from payment_receipts r left join kuitansi k on k.receipt_id = r.id
           where r.status = '1' or k.id is not null
           order by k.year, k.sequence`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((row) => row.status === '1' && row.number !== null)).toBe(true);
    expect(rows.every((row) => row.registrations + row.upgrades > 0)).toBe(true);
    const years = [...new Set(rows.map((row) => row.year))];
    for (const year of years) {
      const ofYear = rows.filter((row) => row.year === year);
      expect(ofYear.map((row) => row.sequence)).toEqual(ofYear.map((_, i) => i + 1));
      const changed = ofYear.map((row) => new Date(row.changed).getTime());
      expect(changed).toEqual([...changed].sort((a, b) => a - b));
      const [counter] = await query<{ last: number }>(
        db,
        sql`select last from kuitansi_counters where year = ${year}`,
      );
      expect(counter?.last).toBe(ofYear.length);
    }
  });

  it('keeps receipts, items, members, upgrades and IDs consistent', async () => {
    await expectConsistent(db);
  });

  it('charges each registration the fee of its type and private-class answer', async () => {
    const members = await query<{
      jenis: MemberType;
      pc: string;
      biaya: number;
      upgraded: boolean;
    }>(
      db,
      sql`select m.jenis_pendaftaran as jenis, m.apakah_sudah_mengikuti_private_class as pc,
                 m.biaya_total::int as biaya, h.tanggal_upgrade is not null as upgraded
            from register_aog_mog m left join history_upgrade h on h.register_id = m.id`,
    );
    const notUpgraded = members.filter((m) => !m.upgraded);
    expect(notUpgraded.length).toBeGreaterThan(0);
    for (const m of notUpgraded) expect(m.biaya).toBe(registrationFee(m.jenis, m.pc, DEFAULT_FEES));
  });

  it('fills member fields plausibly', async () => {
    const [bad] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from register_aog_mog
           where no_wa !~ '^\\+628[0-9]{8,10}$' or email !~ '^[a-z0-9._]+@[a-z.]+$'
              or tanggal_lahir >= created_at::date or kode_pos_ktp !~ '^[0-9]{5}$'
              or status_pereferal not in ('aog', 'cabang') or cabang_pembina <> (select name from branches where id = branch_id)
              or (kepemilikan_npwp = 'Ya') <> (no_npwp is not null)
              or (apakah_sudah_mengikuti_private_class = 'sudah') <> (id_alumni is not null)`,
    );
    expect(bad?.n).toBe(0);
    // Encrypted at rest: the NIK is read back through its column.
    const niks = await db.select({ nik: registerAogMog.noKtp }).from(registerAogMog);
    expect(niks.filter(({ nik }) => !/^\d{16}$/.test(nik))).toEqual([]);
  });

  it('gives every address the region ids the pickers show, each under the one above', async () => {
    const [unlinked] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from register_aog_mog m
           where not exists (
                   select 1 from villages v
                     join districts d on d.id = v.district_id
                     join regencies r on r.id = d.regency_id
                    where v.id = m.id_kelurahan_ktp and d.id = m.id_kecamatan_ktp
                      and r.id = m.id_kota_ktp and r.province_id = m.id_provinsi_ktp)
              or not exists (
                   select 1 from villages v
                     join districts d on d.id = v.district_id
                     join regencies r on r.id = d.regency_id
                    where v.id = m.id_kelurahan_domisili and d.id = m.id_kecamatan_domisili
                      and r.id = m.id_kota_domisili and r.province_id = m.id_provinsi_domisili)`,
    );
    expect(unlinked?.n).toBe(0);
  });

  it('gives the demo branches every dashboard card today and room to upload', async () => {
    for (const branch of DEMO_BRANCH_NAMES) {
      const cards = await query<{ kind: string; status: string; n: number }>(
        db,
        sql`select r.kind, r.status, count(*)::int as n from payment_receipts r join branches b on b.id = r.branch_id
             where b.name = ${branch} and (r.status_changed_at at time zone 'Asia/Jakarta')::date = ${TODAY}::date
             group by r.kind, r.status`,
      );
      for (const kind of ['registration', 'upgrade']) {
        for (const status of ['0', '1', '2']) {
          expect(
            cards.find((c) => c.kind === kind && c.status === status)?.n ?? 0,
            `${branch} ${kind} ${status}`,
          ).toBeGreaterThan(0);
        }
      }
      const [waiting] = await query<{ members: number; upgrades: number }>(
        db,
        sql`select (select count(*)::int from register_aog_mog m join branches b on b.id = m.branch_id
                     where b.name = ${branch} and m.receipt_id is null
                       and (m.created_at at time zone 'Asia/Jakarta')::date = ${TODAY}::date) as members,
                   (select count(*)::int from history_upgrade h join branches b on b.id = h.branch_id
                     where b.name = ${branch} and h.receipt_id is null
                       and (h.created_at at time zone 'Asia/Jakarta')::date = ${TODAY}::date) as upgrades`,
      );
      expect(waiting?.members).toBeGreaterThan(0);
      expect(waiting?.upgrades).toBeGreaterThan(0);

      const counters = await query<{ kind: string; count: number }>(
        db,
        sql`select u.kind, u.count from upload_counters u join branches b on b.id = u.branch_id
             where b.name = ${branch} and u.day = ${TODAY}::date`,
      );
      expect(counters.map((c) => c.kind).sort()).toEqual(['registration', 'upgrade']);
      for (const counter of counters)
        expect(counter.count).toBeLessThan(DEFAULT_SETTINGS.upload_limit.registration);
    }
  });

  it('counts every upload of every day in upload_counters', async () => {
    const mismatches = await query<{ branch_id: number }>(
      db,
      sql`select coalesce(r.branch_id, u.branch_id) as branch_id
            from (select branch_id, kind, (created_at at time zone 'Asia/Jakarta')::date as day, count(*)::int as n
                    from payment_receipts group by 1, 2, 3) r
            full join upload_counters u on u.branch_id = r.branch_id and u.kind = r.kind and u.day = r.day
           where r.n is distinct from u.count`,
    );
    expect(mismatches).toEqual([]);
  });

  it('stores a real PNG proof for every receipt', async () => {
    const proofs = await query<{ storage_key: string; size: number; mime: string }>(
      db,
      sql`select f.storage_key, f.size, f.mime from payment_receipts r join files f on f.id = r.image_file_id`,
    );
    expect(proofs.length).toBe(await count(db, 'payment_receipts'));
    for (const proof of proofs) {
      const bytes = await store.get(proof.storage_key);
      expect(bytes.length).toBe(proof.size);
      expect(proof.mime).toBe('image/png');
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('gives every member a NIK of their own (issue 17), stored encrypted (issue 36)', async () => {
    const [row] = await query<{ members: number; niks: number; sealed: number }>(
      db,
      sql`select count(*)::int as members, count(distinct no_ktp_index)::int as niks,
                 count(*) filter (where no_ktp like 'enc:v1:%' and nomor_rekening like 'enc:v1:%'
                                    and no_rek_pereferal like 'enc:v1:%')::int as sealed
            from register_aog_mog`,
    );
    expect(row?.niks).toBe(row?.members);
    expect(row?.sealed).toBe(row?.members);
  });

  it('records who decided the receipts', async () => {
    const [row] = await query<{ decided: number; audited: number }>(
      db,
      sql`select (select count(*)::int from payment_receipts where status <> '0') as decided,
                 (select count(*)::int from audit_log where entity = 'payment_receipt') as audited`,
    );
    expect(row?.decided).toBeGreaterThan(0);
    expect(row?.audited).toBe(row?.decided);
  });

  it("files every row in the kept totals where the triggers did, when the large seed's catch-up counts them", async () => {
    const kept = async () => {
      const totals: Record<string, string[]> = {};
      for (const table of KEPT_TOTALS) {
        const rows = await query<{ row: string }>(
          db,
          sql`select x::text as row from ${sql.identifier(table)} x where n <> 0 order by 1`,
        );
        totals[table] = rows.map((r) => r.row);
      }
      return totals;
    };
    const byTriggers = await kept();
    expect(byTriggers.member_stats_daily?.length).toBeGreaterThan(0);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${KEPT_TOTALS.join(', ')}`));
      await addKeptTotals(tx, BEFORE_ANY_ROW);
    });
    expect(await kept()).toEqual(byTriggers);
  });

  it('appends exactly the requested large-seed members to the demo, consistently', async () => {
    const before = await count(db, 'register_aog_mog');
    let progress = 0;
    await seedLarge(db, {
      members: 3000,
      now: NOW,
      store,
      onProgress: (done) => (progress = done),
    });
    expect(await count(db, 'register_aog_mog')).toBe(before + 3000);
    expect(progress).toBe(3000);
    await expectConsistent(db);
  });
});

describe('seedLarge', () => {
  let test: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'seed-large-'));
    await seedReference(test.database.db, NOW);
  });
  afterAll(async () => {
    await test.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('adds exactly the members asked for, with distinct IDs, to a database without branches', async () => {
    const { db } = test.database;
    await seedLarge(db, { members: 3000, now: NOW, store: createDiskStore(folder) });
    const [row] = await query<{ members: number; ids: number; branches: number }>(
      db,
      sql`select count(*)::int as members, count(distinct no_id)::int as ids,
                 (select count(*)::int from branches where name = 'Cabang Benchmark') as branches
            from register_aog_mog`,
    );
    expect(row).toEqual({ members: 3000, ids: 3000, branches: 1 });
    const statuses = await query<{ status: string }>(
      db,
      sql`select distinct status from payment_receipts order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['0', '1', '2']);
    await expectConsistent(db);
    // The bulk load's dead versions of the rollup rows are gone: each table is about the size
    // of its live rows (under 100 bytes each).
    for (const table of KEPT_TOTALS) {
      const [size] = await query<{ bytes: number; rows: number }>(
        db,
        sql`select pg_relation_size(${table})::int as bytes,
                   (select count(*)::int from ${sql.identifier(table)}) as rows`,
      );
      expect(size!.bytes, table).toBeLessThanOrEqual(
        8192 * (1 + Math.ceil((size!.rows * 100) / 8192)),
      );
    }
  });

  it('writes NIKs and account numbers sealed, opening to the values of the members they belong to', async () => {
    const rows = await query<{
      no_ktp: string;
      no_ktp_index: string;
      no_rek_pereferal: string;
      ref_rekening: string;
      form_ktp: string | null;
    }>(
      test.database.db,
      sql`select m.no_ktp, m.no_ktp_index, m.no_rek_pereferal, r.nomor_rekening as ref_rekening,
                 h.form->>'no_ktp' as form_ktp
            from register_aog_mog m
            join register_aog_mog r on r.no_id = m.no_id_pereferal
            left join history_upgrade h on h.register_id = m.id
           where m.status_pereferal = 'aog'
           order by h.id nulls last, m.id limit 20`,
    );
    expect(rows.length).toBe(20);
    expect(rows[0]?.form_ktp).not.toBeNull();
    for (const row of rows) {
      const nik = openValue('no_ktp', row.no_ktp);
      expect(nik).toMatch(/^\d{16}$/);
      expect(row.no_ktp_index).toBe(nikIndex(nik));
      expect(openValue('no_rek_pereferal', row.no_rek_pereferal)).toBe(
        openValue('nomor_rekening', row.ref_rekening),
      );
      if (row.form_ktp) expect(openValue('no_ktp', row.form_ktp)).toBe(nik);
    }
  });

  it('turns off every row trigger of the tables it fills, and only those it files itself', async () => {
    const triggers = await query<{ table: string; trigger: string }>(
      test.database.db,
      sql`select tgrelid::regclass::text as table, tgname as trigger from pg_trigger
           where not tgisinternal
             and tgrelid::regclass::text in ('register_aog_mog', 'history_upgrade', 'payment_receipts', 'generated_ids')
           order by 1, 2`,
    );
    const listed = Object.entries(KEPT_TOTAL_TRIGGERS)
      .flatMap(([table, names]) => names.map((trigger) => ({ table, trigger })))
      .sort((a, b) => `${a.table} ${a.trigger}`.localeCompare(`${b.table} ${b.trigger}`));
    expect(triggers).toEqual(listed);
    const enabled = await query<{ off: number }>(
      test.database.db,
      sql`select count(*)::int as off from pg_trigger where not tgisinternal and tgenabled = 'D'`,
    );
    expect(enabled[0]?.off).toBe(0);
  });

  it('refuses a count that is not a positive whole number', async () => {
    for (const members of [0, -5, 2.5, Number.NaN]) {
      await expect(seedLarge(test.database.db, { members, now: NOW })).rejects.toThrow(
        /positive whole number/,
      );
    }
  });
});
