import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ReportRow } from '../../domain/api/aogMog';
import { GROUPS } from '../../domain/groups';
import { historyUpgrade, registerAogMog } from '../../server/db/schema';
import { reportBatches } from '../../server/aog-mog/repository';
import { createTestApp, type TestApp } from './support/app';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

const LIST = '/api/user/register_aog_mog/search_by_date_v2';
const EXPORT = '/api/user/register_aog_mog/export_excel';
const NOVEMBER = 'start_date=2026-11-01&end_date=2026-11-18';

let t: TestApp;
const m: Record<'confirmed' | 'proof' | 'waiting' | 'october' | 'midnight', number> = {
  confirmed: 0,
  proof: 0,
  waiting: 0,
  october: 0,
  midnight: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const { branchA, branchB, accounts } = t.world;
  const add = async (name: string, branchId: number, at: string, type: 'AOG' | 'MOG' = 'MOG') =>
    (
      await insertMember(t.db, {
        branchId,
        createdBy: branchId === branchA ? accounts.CABANG.id : accounts.CABANG2.id,
        namaLengkap: name,
        type,
        createdAt: new Date(at),
      })
    ).id;
  m.confirmed = await add('Ani Confirmed', branchA, '2026-11-10T03:00:00Z', 'AOG');
  m.proof = await add('Budi Proof', branchA, '2026-11-15T03:00:00Z');
  m.waiting = await add('Citra Waiting', branchB, '2026-11-16T03:00:00Z');
  m.october = await add('Dedi October', branchA, '2026-10-01T03:00:00Z');
  // 00:30 on 18 November in Jakarta, still the 17th in UTC: the Jakarta day counts.
  m.midnight = await add('Eka Midnight', branchA, '2026-11-17T17:30:00Z');
  await insertReceipt(t.db, {
    status: '1',
    branchId: branchA,
    uploadedBy: accounts.CABANG.id,
    memberIds: [m.confirmed],
    link: true,
  });
  await insertReceipt(t.db, {
    status: '0',
    branchId: branchB,
    uploadedBy: accounts.CABANG2.id,
    memberIds: [m.waiting],
    link: true,
  });
  const [member] = await t.db
    .select()
    .from(registerAogMog)
    .where(eq(registerAogMog.id, m.confirmed));
  const upgrade = await insertUpgrade(t.db, {
    memberId: m.confirmed,
    noIdLama: member!.noId,
    branchId: branchA,
    createdBy: accounts.CABANG.id,
  });
  await t.db
    .update(historyUpgrade)
    .set({ tanggalUpgrade: new Date('2026-11-12T05:00:00Z') })
    .where(eq(historyUpgrade.id, upgrade));
});
afterAll(() => t.close());

const list = (query: string, as: Parameters<TestApp['call']>[0]['as'] = 'SBS') =>
  t.call({ method: 'GET', url: `${LIST}?${query}`, as });
const names = (rows: ReportRow[]) => rows.map((r) => r.nama_lengkap);

describe('access', () => {
  it('lets SBS, ESS, CLUB and CABANG read the report; RND and no token may not', async () => {
    for (const url of [`${LIST}?${NOVEMBER}`, `${EXPORT}?${NOVEMBER}`]) {
      expect((await t.call({ method: 'GET', url, as: null })).statusCode).toBe(401);
      for (const group of GROUPS) {
        const res = await t.call({ method: 'GET', url, as: group });
        expect(res.statusCode, `${group} ${url}`).toBe(group === 'RND' ? 403 : 200);
      }
    }
  });
});

describe('GET /api/user/register_aog_mog/search_by_date_v2', () => {
  it('lists the period’s members of every branch, newest first, with where each stands', async () => {
    const res = await list(`${NOVEMBER}&status=`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, per_page: 10, current_page: 1, from: 1 });
    expect(names(body.data)).toEqual([
      'Eka Midnight',
      'Citra Waiting',
      'Budi Proof',
      'Ani Confirmed',
    ]);
    expect(body.data.map((r: ReportRow) => r.proses)).toEqual([
      'proof',
      'waiting',
      'proof',
      'confirmed',
    ]);
    expect(body.data[3]).toMatchObject({
      id: m.confirmed,
      tanggal_pendaftaran: '2026-11-10T03:00:00.000Z',
      tanggal_upgrade: '2026-11-12T05:00:00.000Z',
      jenis_pendaftaran: 'AOG',
      apakah_sudah_mengikuti_private_class: 'sudah',
      cabang_pembina: 'Cabang Uji',
      nama_pereferal: 'Ani Wijaya',
    });
    expect(body.data[0].tanggal_upgrade).toBeNull();
  });

  it('shows confirmed members by default (status 1) and the rest with status 0', async () => {
    expect(names((await list(NOVEMBER)).json().data)).toEqual(['Ani Confirmed']);
    expect(names((await list(`${NOVEMBER}&status=0`)).json().data)).toEqual([
      'Eka Midnight',
      'Citra Waiting',
      'Budi Proof',
    ]);
  });

  it('holds a branch to its own members', async () => {
    expect(names((await list(`${NOVEMBER}&status=`, 'CABANG')).json().data)).toEqual([
      'Eka Midnight',
      'Budi Proof',
      'Ani Confirmed',
    ]);
    expect(names((await list(`${NOVEMBER}&status=`, 'CABANG2')).json().data)).toEqual([
      'Citra Waiting',
    ]);
  });

  it('takes whole Jakarta days: 18 November starts at 17:00 UTC on the 17th', async () => {
    const day = await list('start_date=2026-11-18&end_date=2026-11-18&status=');
    expect(names(day.json().data)).toEqual(['Eka Midnight']);
  });

  it('allows exactly 30 days', async () => {
    const res = await list('start_date=2026-10-01&end_date=2026-10-31&status=');
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json().data)).toEqual(['Dedi October']);
  });

  it.each([
    ['no dates', 'status=1', 'start_date'],
    ['a bad date', 'start_date=2026-13-01&end_date=2026-11-18', 'start_date'],
    ['an end before the start', 'start_date=2026-11-10&end_date=2026-11-09', 'end_date'],
    ['31 days', 'start_date=2026-10-01&end_date=2026-11-01', 'end_date'],
    ['a future end', 'start_date=2026-11-10&end_date=2026-11-19', 'end_date'],
    ['a future start', 'start_date=2026-11-19&end_date=2026-11-19', 'start_date'],
    ['an unknown status', `${NOVEMBER}&status=7`, 'status'],
    ['page 0', `${NOVEMBER}&page=0`, 'page'],
  ])('refuses %s with 422 and the field at fault', async (_label, query, field) => {
    for (const url of [`${LIST}?${query}`, `${EXPORT}?${query}`]) {
      const res = await t.call({ method: 'GET', url, as: 'ESS' });
      if (url.startsWith(EXPORT) && field === 'page') continue;
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
  });
});

describe('GET /api/user/register_aog_mog/export_excel', () => {
  const open = async (query: string, as: Parameters<TestApp['call']>[0]['as'] = 'ESS') => {
    const res = await t.call({ method: 'GET', url: `${EXPORT}?${query}`, as });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer without the generic newer @types/node adds.
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    return { res, sheet: workbook.worksheets[0]! };
  };

  it('answers an xlsx named after the period whose rows are the list’s', async () => {
    const { res, sheet } = await open(`${NOVEMBER}&status=`);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="2026-11-01_2026-11-18.xlsx"',
    );
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual([
      'Tanggal Pendaftaran',
      'Tanggal Upgrade',
      'Nama Lengkap',
      'Jenis Pendaftaran',
      'Proses',
      'PPA',
      'Cabang Pembina',
      'Nama Pereferal',
    ]);
    expect(header).toContain('Total Biaya');
    expect(header).toContain('No WhatsApp');
    expect(header).toContain('Alamat Domisili');

    const listed: ReportRow[] = (await list(`${NOVEMBER}&status=`)).json().data;
    expect(sheet.rowCount).toBe(listed.length + 1);
    listed.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      expect(cells.getCell(3).value).toBe(row.nama_lengkap);
      expect(cells.getCell(4).value).toBe(row.jenis_pendaftaran);
      expect(cells.getCell(9).value).toBe(row.no_id);
      // The Jakarta wall clock as an Excel date.
      const registered = cells.getCell(1).value as Date;
      expect(registered).toBeInstanceOf(Date);
      expect(registered.getTime()).toBe(Date.parse(row.tanggal_pendaftaran) + 7 * 3_600_000);
    });
    const first = sheet.getRow(listed.length + 1);
    expect(first.getCell(2).value).toEqual(new Date('2026-11-12T12:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(5).value).toBe('Terkonfirmasi');
    const fee = first.getCell(header.indexOf('Total Biaya') + 1);
    expect(fee.value).toBe(2_900_000);
    expect(fee.numFmt).toBe('"Rp" #,##0');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('holds a branch to its own members and the status filter', async () => {
    const { sheet } = await open(`${NOVEMBER}&status=`, 'CABANG2');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('Citra Waiting');
    const confirmed = await open(NOVEMBER);
    expect(confirmed.sheet.rowCount).toBe(2);
    expect(confirmed.sheet.getRow(2).getCell(3).value).toBe('Ani Confirmed');
  });
});

describe('reportBatches', () => {
  it('reads every row once, in the list’s order, across batches of rows sharing an instant', async () => {
    // Two members registered at the same instant: the id breaks the tie between batches.
    const at = new Date('2026-11-14T03:00:00Z');
    for (const name of ['Fajar Same', 'Gita Same']) {
      await insertMember(t.db, {
        branchId: t.world.branchA,
        createdBy: t.world.accounts.CABANG.id,
        namaLengkap: name,
        createdAt: at,
      });
    }
    const q = { startDate: '2026-11-01', endDate: '2026-11-18', status: '' as const };
    const batches = [];
    for await (const batch of reportBatches(t.db, q, 2))
      batches.push(batch.map((r) => r.namaLengkap));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
    const listed: ReportRow[] = (await list(`${NOVEMBER}&status=`)).json().data;
    expect(batches.flat()).toEqual(names(listed));
  });

  it('asks for the next batch while the caller still holds this one', async () => {
    let reads = 0;
    const counted = new Proxy(t.db, {
      get: (target, key, receiver) => {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const q = { startDate: '2026-11-01', endDate: '2026-11-18', status: '' as const };
    const batches = reportBatches(counted, q, 2);
    await batches.next();
    expect(reads).toBe(2);
    await batches.return(undefined);
  });
});
