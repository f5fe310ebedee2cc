import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasPermission } from '../../domain/access';
import type { Group } from '../../domain/groups';
import { maskValue } from '../../domain/personalData';
import { rowsOf } from '../../server/db/batch';
import { auditLog, historyUpgrade, registerAogMog } from '../../server/db/schema';
import { sealPersonalData } from '../../server/personal-data/convert';
import { keyIdOf, type Keyring } from '../../server/personal-data/envelope';
import { currentKeyring, installKeyring } from '../../server/personal-data/keyring';
import { nikIndex } from '../../server/personal-data/protect';
import { PERSONAL_DATA_VIEW } from '../../server/personal-data/service';
import { WORKDAY_11_WIB, createTestApp, type TestApp } from './support/app';
import { insertGeneratedId } from './support/records';
import { insertRegionSlice, registrationBody } from './support/registration';

/**
 * Masking by need and encryption at rest (docs/decisions/personal-data.md): only SBS's member
 * detail shows the NIK and account numbers whole, and each such view is audited; the database
 * holds envelopes and a blind index, never the plain numbers.
 */

let t: TestApp;
const NIK = '3273011505900007';
const ACCOUNT = '0011223344556';
const REFERRER_ACCOUNT = '7788990011';
const PLAIN = [NIK, ACCOUNT, REFERRER_ACCOUNT];
let member: { id: number; noId: string };

beforeAll(async () => {
  t = await createTestApp();
  await insertRegionSlice(t.db);
  const noId = await insertGeneratedId(t.db, 'mog', t.world.branchA);
  const res = await t.call({
    method: 'POST',
    url: '/api/user/register_aog_mog',
    as: 'CABANG',
    payload: registrationBody(noId, {
      jenis_pendaftaran: 'MOG',
      no_ktp: NIK,
      nomor_rekening: ACCOUNT,
      no_rek_pereferal: REFERRER_ACCOUNT,
    }),
  });
  expect(res.statusCode).toBe(201);
  member = { id: res.json().data.id as number, noId };
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WORKDAY_11_WIB));

const DETAIL = () => `/api/user/sbs/register_aog_mog/${member.id}`;
const UPGRADE_FORM = () => `/api/user/upgrade_aog_mog/${member.id}`;

/** Everything an answer says: its body, or every cell of an xlsx. */
const textOf = async (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  if (!String(res.headers['content-type']).includes('spreadsheetml')) {
    return res.rawPayload.toString('utf8');
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))),
  );
  return cells.join('\n');
};

const viewsOf = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, PERSONAL_DATA_VIEW), eq(auditLog.entityId, String(member.id))));

/** Every column of every row of the tables that hold member data, as PostgreSQL prints them. */
const rawTables = async () =>
  rowsOf<{ row: string }>(
    await t.db.execute(sql`
      select r::text as row from register_aog_mog r
      union all select h::text from history_upgrade h
      union all select a::text from audit_log a
      union all select o::text from outbox o`),
  ).map((r) => r.row);

describe('masking by need', () => {
  it('answers the registering branch with the numbers masked', async () => {
    const [row] = await t.db.select().from(registerAogMog).where(eq(registerAogMog.id, member.id));
    expect(row?.noKtp).toBe(NIK);
    const res = await t.call({ method: 'GET', url: UPGRADE_FORM(), as: 'CABANG' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      no_ktp: '327301******0007',
      nomor_rekening: maskValue(ACCOUNT),
      no_rek_pereferal: '******0011',
    });
  });

  it.each(['CLUB', 'ESS', 'RND', 'CABANG'] as const)(
    'shows %s no whole NIK or account number on any route it may call, xlsx included',
    async (group: Group) => {
      const routes = t.app.routeEntries.filter(
        (r) =>
          r.method === 'GET' &&
          !r.url.includes('*') &&
          ('public' in r.access || hasPermission(group, r.access.permission)),
      );
      expect(routes.length).toBeGreaterThan(3);
      let answered = 0;
      for (const route of routes) {
        const url = route.url.replace(/:[a-zA-Z_]+/g, String(member.id));
        const query = 'start_date=2026-11-01&end_date=2026-11-18&status=&page=1';
        const res = await t.call({ method: 'GET', url: `${url}?${query}`, as: group });
        expect(res.statusCode, `${route.url}`).toBeLessThan(500);
        if (res.statusCode === 200) answered += 1;
        const text = await textOf(res);
        for (const plain of PLAIN) expect(text, `${group} ${route.url}`).not.toContain(plain);
      }
      expect(answered).toBeGreaterThan(3);
      expect(await viewsOf()).toEqual([]);
    },
  );

  it('puts the member in the report and its export for CLUB, without the numbers', async () => {
    const query = 'start_date=2026-11-01&end_date=2026-11-18&status=';
    const res = await t.call({
      method: 'GET',
      url: `/api/user/register_aog_mog/export_excel?${query}`,
      as: 'CLUB',
    });
    expect(res.statusCode).toBe(200);
    const text = await textOf(res);
    expect(text).toContain(member.noId);
    for (const plain of PLAIN) expect(text).not.toContain(plain);
  });

  it('shows SBS the numbers whole on the member detail, and records who looked when', async () => {
    const res = await t.call({ method: 'GET', url: DETAIL(), as: 'SBS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      no_ktp: NIK,
      nomor_rekening: ACCOUNT,
      no_rek_pereferal: REFERRER_ACCOUNT,
    });
    const views = await viewsOf();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      adminId: t.world.accounts.SBS.id,
      entity: 'register_aog_mog',
      createdAt: new Date(WORKDAY_11_WIB),
      changes: { screen: 'memberDetail' },
    });
  });
});

describe('a masked value sent back', () => {
  it('keeps the stored number when SBS saves the mask unchanged, and refuses another mask', async () => {
    const detail = (await t.call({ method: 'GET', url: DETAIL(), as: 'SBS' })).json().data;
    const save = (changes: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: DETAIL(), as: 'SBS', payload: { ...detail, ...changes } });

    const unchanged = await save({ no_ktp: maskValue(NIK), nomor_rekening: maskValue(ACCOUNT) });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ no_ktp: NIK, nomor_rekening: ACCOUNT });

    const other = await save({ nomor_rekening: '******1111' });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['nomor_rekening']);
    const [row] = await t.db.select().from(registerAogMog).where(eq(registerAogMog.id, member.id));
    expect(row).toMatchObject({ noKtp: NIK, nomorRekening: ACCOUNT, version: detail.version });
  });

  it('refuses a masked NIK on a new registration', async () => {
    const noId = await insertGeneratedId(t.db, 'aog', t.world.branchA);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register_aog_mog',
      as: 'CABANG',
      payload: registrationBody(noId, { no_ktp: '327301******0008' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('no_ktp');
  });

  it('upgrades with the stored numbers when the branch leaves the masks as shown', async () => {
    const shown = (await t.call({ method: 'GET', url: UPGRADE_FORM(), as: 'CABANG' })).json().data;
    const newId = await insertGeneratedId(t.db, 'aog', t.world.branchA);
    const res = await t.call({
      method: 'PATCH',
      url: UPGRADE_FORM(),
      as: 'CABANG',
      payload: registrationBody(newId, {
        ...Object.fromEntries(
          ['no_ktp', 'nomor_rekening', 'no_rek_pereferal'].map((f) => [f, shown[f]]),
        ),
        no_id_lama: member.noId,
      }),
    });
    expect(res.statusCode).toBe(200);
    const [upgrade] = await t.db
      .select()
      .from(historyUpgrade)
      .where(eq(historyUpgrade.registerId, member.id));
    const form = upgrade?.form as Record<string, string>;
    expect(form.no_ktp_index).toBe(nikIndex(NIK));
    expect(JSON.stringify(form)).not.toContain(NIK);
    expect(JSON.stringify(form)).not.toContain(ACCOUNT);
  });
});

describe('encryption at rest', () => {
  it('stores envelopes and a blind index; no table holds a whole number', async () => {
    const [raw] = rowsOf<Record<string, string>>(
      await t.db.execute(
        sql`select no_ktp, nomor_rekening, no_rek_pereferal, no_ktp_index from register_aog_mog where id = ${member.id}`,
      ),
    );
    expect(raw?.no_ktp).toMatch(/^enc:v1:/);
    expect(raw?.nomor_rekening).toMatch(/^enc:v1:/);
    expect(raw?.no_rek_pereferal).toMatch(/^enc:v1:/);
    expect(raw?.no_ktp_index).toBe(nikIndex(NIK));
    const rows = await rawTables();
    for (const plain of PLAIN) {
      expect(rows.filter((row) => row.includes(plain))).toEqual([]);
    }
  });

  it('encrypts plain rows left by the old schema at start, once, and finds them by NIK', async () => {
    await t.db.execute(
      sql`update register_aog_mog set no_ktp = ${NIK}, nomor_rekening = ${ACCOUNT}, no_ktp_index = null where id = ${member.id}`,
    );
    await t.db.insert(auditLog).values({
      adminId: t.world.accounts.SBS.id,
      action: 'member.update',
      entity: 'register_aog_mog',
      entityId: String(member.id),
      changes: { no_ktp: { from: '3273011505900009', to: NIK } },
      createdAt: new Date(WORKDAY_11_WIB),
    });
    const first = await sealPersonalData(t.db);
    expect(first).toMatchObject({ members: 1, auditEntries: 1 });
    expect(await sealPersonalData(t.db)).toEqual({
      members: 0,
      upgrades: 0,
      auditEntries: 0,
      bankAccounts: 0,
    });
    const rows = await rawTables();
    for (const plain of PLAIN) expect(rows.filter((row) => row.includes(plain))).toEqual([]);
    const history = (await t.call({ method: 'GET', url: DETAIL(), as: 'SBS' })).json().data.history;
    expect(history[0].fields.no_ktp).toEqual({ from: '327301******0009', to: maskValue(NIK) });
    const [row] = await t.db
      .select({ noKtp: registerAogMog.noKtp })
      .from(registerAogMog)
      .where(eq(registerAogMog.noKtpIndex, nikIndex(NIK)!));
    expect(row?.noKtp).toBe(NIK);
  });

  it('re-encrypts under a new key; values of the old one stay readable meanwhile', async () => {
    const before = currentKeyring();
    const rotated: Keyring = {
      ...before,
      currentKeyId: 'test2',
      keys: new Map([...before.keys, ['test2', Buffer.alloc(32, 3)]]),
    };
    installKeyring(rotated);
    try {
      const detail = await t.call({ method: 'GET', url: DETAIL(), as: 'SBS' });
      expect(detail.json().data.no_ktp).toBe(NIK);
      const counts = await sealPersonalData(t.db, { rekey: true });
      expect(counts.members).toBeGreaterThan(0);
      const stored = rowsOf<{ no_ktp: string; nomor_rekening: string }>(
        await t.db.execute(sql`select no_ktp, nomor_rekening from register_aog_mog`),
      );
      expect(stored.every((r) => keyIdOf(r.no_ktp) === 'test2')).toBe(true);
      expect(stored.every((r) => keyIdOf(r.nomor_rekening) === 'test2')).toBe(true);
      installKeyring({ ...rotated, keys: new Map([['test2', Buffer.alloc(32, 3)]]) });
      const again = await t.call({ method: 'GET', url: DETAIL(), as: 'SBS' });
      expect(again.json().data).toMatchObject({ no_ktp: NIK, nomor_rekening: ACCOUNT });
    } finally {
      installKeyring({ ...rotated, currentKeyId: before.currentKeyId });
      await sealPersonalData(t.db, { rekey: true });
      installKeyring(before);
    }
  });
});
