import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GROUPS } from '../../domain/groups';
import {
  auditLog,
  bankColumnMappings,
  bankStatementLines,
  branchBankAccounts,
  paymentReceipts,
} from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { insertReceipt } from './support/records';
import { waitingReceipt } from './support/waitingReceipt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // 18 November 2026, 11:00 in Jakarta
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each test starts from an empty statement and no waiting receipt of its amounts.
  await t.db.delete(bankStatementLines);
  await t.db.delete(bankColumnMappings);
  await t.db.delete(branchBankAccounts);
  await t.db.update(paymentReceipts).set({ status: '2' }).where(eq(paymentReceipts.status, '0'));
});

/** A multipart form with the statement file and, when given, the mapping. */
const form = (file: Buffer | string, mapping?: object, name = 'mutasi.csv') => {
  const boundary = `----bank${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from('\r\n'),
  ];
  if (mapping) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (file: Buffer | string, mapping?: object, name?: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/bank_statement',
    as: 'SBS',
    ...form(file, mapping, name),
  });

/** A waiting receipt of `total`, uploaded at `at` by branch A (or `branchId`). */
const receipt = async (total: number, at: string, branchId = t.world.branchA) => {
  const id = await insertReceipt(t.db, {
    status: '0',
    branchId,
    uploadedBy: t.world.accounts.CABANG.id,
    at: new Date(at),
  });
  await t.db.update(paymentReceipts).set({ totalBiaya: total }).where(eq(paymentReceipts.id, id));
  return id;
};

const lines = async (status = '') => {
  const res = await t.call({
    method: 'GET',
    url: `/api/user/bank_statement/lines?status=${status}`,
    as: 'SBS',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: number;
    keterangan: string;
    status: string;
    receipt: { receipt_id: number } | null;
    candidates: { receipt_id: number; reason: string; account_named: boolean }[];
  }[];
};

const INDONESIAN = [
  'Tanggal;Keterangan;Cabang;Debet;Kredit;Saldo',
  '18/11/2026;TRSF E-BANKING CR 1811 BUDI;0000;;3.650.000,00;10.000.000,00',
  '18/11/2026;BIAYA ADM;0000;5.000,00;;9.995.000,00',
].join('\n');

describe('POST /api/user/bank_statement', () => {
  it('reads an Indonesian CSV and matches its credit to the waiting receipt', async () => {
    const id = await receipt(3_650_000, '2026-11-18T03:00:00Z');
    const res = await upload(INDONESIAN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ imported: 1, known: 0, matched: 1, to_check: 0, debits: 1 });
    const [line] = await lines();
    expect(line).toMatchObject({
      keterangan: 'TRSF E-BANKING CR 1811 BUDI',
      status: 'cocok',
      receipt: { receipt_id: id },
      candidates: [{ receipt_id: id, reason: 'match' }],
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'bank.import'));
    expect(entries.at(-1)).toMatchObject({ adminId: t.world.accounts.SBS.id });
    const matches = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bank.match'), eq(auditLog.entityId, String(line!.id))));
    expect(matches).toHaveLength(1);
  });

  it('reads an English xlsx with ISO days, written as dates or text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Account statement 123456']);
    sheet.addRow(['Date', 'Description', 'Amount']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 17)), 'TRF FROM ANI', 1_250_000]);
    sheet.addRow(['2026-11-18', 'TRF FROM ANI', '1250000.00']);
    sheet.addRow(['2026-11-18', 'TRANSFER OUT', '-50000.00']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(file, undefined, 'statement.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 2, debits: 1 });
    const stored = await t.db.select().from(bankStatementLines);
    expect(stored.map((l) => [l.tanggal, l.kredit]).sort()).toEqual([
      ['2026-11-17', 1_250_000],
      ['2026-11-18', 1_250_000],
    ]);
  });

  it('asks for a mapping of an unknown layout, then remembers it', async () => {
    const file = ['Tgl Valuta,Berita,Nominal,Saldo', '18-11-2026,SETORAN,"1,000,000.00",0'].join(
      '\n',
    );
    const first = await upload(file);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      errors: { mapping: [expect.any(String)] },
      columns: ['Tgl Valuta', 'Berita', 'Nominal', 'Saldo'],
    });
    const mapping = { tanggal: 'Tgl Valuta', keterangan: 'Berita', kredit: 'Nominal' };
    const wrong = await upload(file, { ...mapping, kredit: 'Jumlah' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.mapping[0]).toContain('Jumlah');
    const mapped = await upload(file, mapping);
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().data).toMatchObject({ imported: 1 });
    const again = await upload(`${file}\n19-11-2026,SETORAN,"2,000,000.00",0`);
    expect(again.json().data).toMatchObject({ imported: 1, known: 1 });
  });

  it('keeps nothing twice on a re-import or an overlapping statement, repeated lines once each', async () => {
    const file = [
      'tanggal,keterangan,kredit',
      '2026-11-18,SETORAN TUNAI,100000',
      '2026-11-18,SETORAN TUNAI,100000',
    ].join('\n');
    expect((await upload(file)).json().data).toMatchObject({ imported: 2, known: 0 });
    expect((await upload(file)).json().data).toMatchObject({ imported: 0, known: 2 });
    const overlap = `${file}\n2026-11-18,SETORAN TUNAI,100000\n2026-11-19,SETORAN TUNAI,100000`;
    expect((await upload(overlap)).json().data).toMatchObject({ imported: 2, known: 2 });
    expect(await t.db.$count(bankStatementLines)).toBe(4);
  });

  it('refuses a bad row by its number and keeps nothing of the file', async () => {
    const file = [
      'Tanggal,Keterangan,Kredit',
      '18/11/2026,OK,100000',
      '31/11/2026,TANGGAL SALAH,100000',
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Baris 3: tanggal "31\/11\/2026"/);
    const amount = await upload('Tanggal,Keterangan,Kredit\n18/11/2026,X,sejuta');
    expect(amount.json().errors.file[0]).toMatch(/^Baris 2: jumlah "sejuta"/);
    expect(await t.db.$count(bankStatementLines)).toBe(0);
  });

  it('refuses a file that is no statement, none at all, and one too large', async () => {
    const binary = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 1, 2]), undefined, 'x.xls');
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors.file).toHaveLength(1);
    const broken = await upload(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      undefined,
      'x.xlsx',
    );
    expect(broken.statusCode).toBe(422);
    const none = await t.call({
      method: 'POST',
      url: '/api/user/bank_statement',
      as: 'SBS',
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    const large = await upload(Buffer.alloc(6 * 1024 * 1024, 'a'));
    expect(large.statusCode).toBe(413);
    expect(await t.db.$count(bankStatementLines)).toBe(0);
  });
});

describe('matching states', () => {
  it('shows each state: cocok, perlu_dicek (several, outside the window, named branch), tidak_cocok', async () => {
    await t.db.insert(branchBankAccounts).values({
      branchId: t.world.branchB,
      position: 0,
      bank: 'BCA',
      nomorRekening: '8830123456',
      namaPemilik: 'Siti Aminah',
    });
    const single = await receipt(1_000_000, '2026-11-19T03:00:00Z');
    const twins = [
      await receipt(2_000_000, '2026-11-18T03:00:00Z'),
      await receipt(2_000_000, '2026-11-18T05:00:00Z', t.world.branchB),
    ];
    const late = await receipt(3_000_000, '2026-11-23T03:00:00Z');
    const named = await receipt(4_100_000, '2026-11-18T03:00:00Z', t.world.branchB);
    const preferred = [
      await receipt(5_000_000, '2026-11-18T03:00:00Z'),
      await receipt(5_000_000, '2026-11-18T04:00:00Z', t.world.branchB),
    ];
    const file = [
      'Tanggal,Keterangan,Kredit',
      '18/11/2026,SATU,1000000',
      '18/11/2026,DUA,2000000',
      '18/11/2026,TIGA,3000000',
      '18/11/2026,TRF 883-012-3456,4000000',
      '18/11/2026,TRF DARI SITI AMINAH,5000000',
      '18/11/2026,ENTAH,7000000',
    ].join('\n');
    expect((await upload(file)).json().data).toMatchObject({
      imported: 6,
      matched: 2,
      to_check: 3,
    });
    const byText = Object.fromEntries((await lines()).map((l) => [l.keterangan, l]));
    expect(byText.SATU).toMatchObject({ status: 'cocok', receipt: { receipt_id: single } });
    expect(byText.DUA?.status).toBe('perlu_dicek');
    expect(byText.DUA?.candidates.map((c) => c.receipt_id).sort()).toEqual([...twins].sort());
    expect(byText.TIGA).toMatchObject({
      status: 'perlu_dicek',
      candidates: [{ receipt_id: late, reason: 'outside_window' }],
    });
    // Branch B's account is named: its receipts of other amounts are offered.
    expect(byText['TRF 883-012-3456']?.status).toBe('perlu_dicek');
    expect(byText['TRF 883-012-3456']?.candidates).toContainEqual(
      expect.objectContaining({ receipt_id: named, reason: 'other_amount', account_named: true }),
    );
    expect(byText['TRF DARI SITI AMINAH']).toMatchObject({
      status: 'cocok',
      receipt: { receipt_id: preferred[1] },
    });
    expect(byText.ENTAH).toMatchObject({ status: 'tidak_cocok', candidates: [] });
    expect((await lines('tidak_cocok')).map((l) => l.keterangan)).toEqual(['ENTAH']);
    expect(await lines('perlu_dicek')).toHaveLength(3);
  });

  it('matches a receipt uploaded after the statement when the lines are read', async () => {
    await upload('Tanggal,Keterangan,Kredit\n18/11/2026,NANTI,6100000');
    expect((await lines())[0]?.status).toBe('tidak_cocok');
    const later = await receipt(6_100_000, '2026-11-18T04:30:00Z');
    const [line] = await lines();
    expect(line).toMatchObject({ status: 'cocok', receipt: { receipt_id: later } });
    const res = await t.call({
      method: 'GET',
      url: `/api/user/bank_statement/receipt/registration/${later}`,
      as: 'SBS',
    });
    expect(res.json().data).toMatchObject({ id: line!.id, kredit: 6_100_000, keterangan: 'NANTI' });
  });

  it('links and unlinks by hand, one receipt to one line, audited', async () => {
    const id = await receipt(7_700_000, '2026-11-18T03:00:00Z');
    await upload('Tanggal,Keterangan,Kredit\n18/11/2026,SATU,7700000\n18/11/2026,DUA,7700000');
    const [second, first] = await lines();
    expect(first).toMatchObject({ keterangan: 'SATU', status: 'cocok' });
    const taken = await t.call({
      method: 'POST',
      url: `/api/user/bank_statement/lines/${second!.id}/link`,
      as: 'SBS',
      payload: { kind: 'registration', receipt_id: id },
    });
    expect(taken.statusCode).toBe(409);
    const unlinked = await t.call({
      method: 'POST',
      url: `/api/user/bank_statement/lines/${first!.id}/unlink`,
      as: 'SBS',
    });
    expect(unlinked.json().data).toMatchObject({ status: 'perlu_dicek', receipt: null });
    const linked = await t.call({
      method: 'POST',
      url: `/api/user/bank_statement/lines/${second!.id}/link`,
      as: 'SBS',
      payload: { kind: 'registration', receipt_id: id },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({ status: 'cocok', receipt: { receipt_id: id } });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'bank_statement_line'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['bank.link', 'bank.unlink']),
    );
  });
});

describe('POST /api/user/bank_statement/confirm', () => {
  it('confirms through the normal decision, and reports a receipt decided meanwhile', async () => {
    const id = await waitingReceipt(t);
    await t.db
      .update(paymentReceipts)
      .set({ totalBiaya: 8_400_000 })
      .where(eq(paymentReceipts.id, id));
    await upload('Tanggal,Keterangan,Kredit\n18/11/2026,BAYAR,8400000\n18/11/2026,LAIN,1');
    const [line] = await lines('cocok');
    const [other] = await lines('tidak_cocok');
    const res = await t.call({
      method: 'POST',
      url: '/api/user/bank_statement/confirm',
      as: 'SBS',
      payload: { line_ids: [line!.id, other!.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      confirmed: [{ line_id: line!.id, kind: 'registration', receipt_id: id }],
      skipped: [{ line_id: other!.id, reason: 'not_matched' }],
    });
    const [row] = await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.id, id));
    expect(row?.status).toBe('1');
    const decisions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.confirm'), eq(auditLog.entityId, String(id))));
    expect(decisions).toHaveLength(1);
    expect((await lines('dikonfirmasi')).map((l) => l.id)).toEqual([line!.id]);
    const again = await t.call({
      method: 'POST',
      url: '/api/user/bank_statement/confirm',
      as: 'SBS',
      payload: { line_ids: [line!.id] },
    });
    expect(again.json().data.skipped).toEqual([{ line_id: line!.id, reason: 'decided_meanwhile' }]);
  });

  it('refuses bad input', async () => {
    for (const payload of [{}, { line_ids: [] }, { line_ids: ['x'] }, { line_ids: [0] }]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/bank_statement/confirm',
        as: 'SBS',
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const status = await t.call({
      method: 'GET',
      url: '/api/user/bank_statement/lines?status=semua',
      as: 'SBS',
    });
    expect(status.statusCode).toBe(422);
  });
});

describe(`one line, one receipt under parallel requests (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('parallel overlapping imports keep each line once and link each receipt once', async () => {
    const ids = await Promise.all(
      [0, 1, 2, 3].map((n) => receipt(9_000_000 + n, '2026-11-18T03:00:00Z')),
    );
    const rows = [0, 1, 2, 3].map((n) => `18/11/2026,PARALEL ${n},${9_000_000 + n}`);
    const files = [rows.slice(0, 3), rows.slice(1), rows, rows.slice(2)].map((part) =>
      ['Tanggal,Keterangan,Kredit', ...part].join('\n'),
    );
    const answers = await Promise.all(files.map((file) => upload(file)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await t.db.select().from(bankStatementLines);
    expect(stored).toHaveLength(4);
    expect(stored.map((l) => l.receiptId).sort()).toEqual([...ids].sort());
    expect(answers.reduce((sum, a) => sum + (a.json().data.matched as number), 0)).toBe(4);
  });

  it('parallel confirmations confirm a receipt once', async () => {
    const id = await waitingReceipt(t);
    await t.db
      .update(paymentReceipts)
      .set({ totalBiaya: 9_900_000 })
      .where(eq(paymentReceipts.id, id));
    await upload('Tanggal,Keterangan,Kredit\n18/11/2026,SEKALI,9900000');
    const [line] = await lines('cocok');
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.call({
          method: 'POST',
          url: '/api/user/bank_statement/confirm',
          as: 'SBS',
          payload: { line_ids: [line!.id] },
        }),
      ),
    );
    const confirmed = answers.flatMap((a) => a.json().data.confirmed);
    expect(confirmed).toHaveLength(1);
    const decisions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.confirm'), eq(auditLog.entityId, String(id))));
    expect(decisions).toHaveLength(1);
  });
});

describe('access', () => {
  const CALLS = [
    { method: 'GET', url: '/api/user/bank_statement/summary' },
    { method: 'GET', url: '/api/user/bank_statement/lines' },
    { method: 'POST', url: '/api/user/bank_statement/confirm', payload: { line_ids: [1] } },
    { method: 'GET', url: '/api/user/bank_statement/receipt/registration/1' },
  ] as const;

  it.each(CALLS)('$method $url is SBS only, and needs a token', async (call) => {
    expect((await t.call({ ...call, as: null })).statusCode).toBe(401);
    for (const group of [...GROUPS, 'CABANG2'] as const) {
      const res = await t.call({ ...call, as: group });
      if (group === 'SBS') expect(res.statusCode).not.toBe(403);
      else expect(res.statusCode).toBe(403);
    }
  });

  it('the import is SBS only', async () => {
    for (const as of ['CABANG', 'RND', 'ESS', 'CLUB', null] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/bank_statement',
        as,
        ...form(INDONESIAN),
      });
      expect(res.statusCode).toBe(as ? 403 : 401);
    }
  });

  it('summarises today: unmatched credits and the receipts waiting longest', async () => {
    await receipt(1_111_000, '2026-11-10T03:00:00Z');
    await upload('Tanggal,Keterangan,Kredit\n18/11/2026,HARI INI,2500000\n17/11/2026,KEMARIN,1');
    const res = await t.call({ method: 'GET', url: '/api/user/bank_statement/summary', as: 'SBS' });
    expect(res.json().data.unmatched_today).toBe(2_500_000);
    expect(res.json().data.oldest_waiting[0]).toMatchObject({ total_biaya: 1_111_000 });
  });
});
