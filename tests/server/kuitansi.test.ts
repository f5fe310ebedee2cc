import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUITANSI_NUMBER_PATTERN } from '../../domain/api/kuitansi';
import { encodeKuitansiCode } from '../../domain/kuitansi';
import {
  auditLog,
  bankStatementLines,
  kuitansi,
  outbox,
  paymentReceipts,
} from '../../server/db/schema';
import { logTransport } from '../../server/outbox/transports';
import { putSetting } from '../../server/settings/repository';
import { takeSequence } from '../../server/kuitansi/repository';
import { issueKuitansi } from '../../server/kuitansi/service';
import { createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { pdfText } from './support/pdfText';
import { insertMember, insertReceipt, insertUpgrade } from './support/records';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  // A real SMTP server on loopback: the document leaves attached, as in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  await putSetting(
    t.db,
    'organisation',
    { name: 'PT Emas Nusantara Uji', address: 'Jl. Sudirman 1, Jakarta Pusat' },
    null,
    t.clock.now(),
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const NAMES = ['Łukasz Żółć', 'Алексей Иванов', 'Nguyễn Thị Ánh'];

/** A waiting registration receipt of branch A (or B) for members with these names. */
const waiting = async (names: string[] = NAMES, branch: 'A' | 'B' = 'A') => {
  const { branchA, branchB, accounts } = t.world;
  const branchId = branch === 'A' ? branchA : branchB;
  const createdBy = branch === 'A' ? accounts.CABANG.id : accounts.CABANG2.id;
  const members = [];
  for (const namaLengkap of names) {
    members.push(await insertMember(t.db, { branchId, createdBy, namaLengkap }));
  }
  const id = await insertReceipt(t.db, {
    status: '0',
    branchId,
    uploadedBy: createdBy,
    // The morning of the test clock's day: a statement of that day can match it.
    at: new Date('2026-11-18T02:30:00Z'),
    memberIds: members.map((m) => m.id),
    link: true,
  });
  return { id, members };
};

const decide = (id: number, status: '1' | '2') =>
  t.call({
    method: 'PATCH',
    url: `/api/user/payment_receipt/${id}`,
    as: 'SBS',
    payload: { status, from_status: '0' },
  });

const kuitansiOf = async (receiptId: number) =>
  (await t.db.select().from(kuitansi).where(eq(kuitansi.receiptId, receiptId)))[0];

const download = (id: number, as: Parameters<TestApp['call']>[0]['as'], kind = 'payment_receipt') =>
  t.call({ method: 'GET', url: `/api/user/${kind}/${id}/kuitansi`, as });

describe('issuing on confirmation', () => {
  it("numbers the document, shows the number on the receipt and mails it to the branch's accounts", async () => {
    const { id, members } = await waiting();
    const res = await decide(id, '1');
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().data.kuitansi_number as string;
    expect(number).toMatch(KUITANSI_NUMBER_PATTERN);
    expect(number.startsWith('KW/2026/')).toBe(true);

    const row = (await kuitansiOf(id))!;
    expect(row).toMatchObject({ number, year: 2026, issuedBy: t.world.accounts.SBS.id });
    expect(row.snapshot).toMatchObject({
      organisation: { name: 'PT Emas Nusantara Uji', address: 'Jl. Sudirman 1, Jakarta Pusat' },
      kind: 'registration',
      branch: 'Cabang Uji Jakarta',
      total: 1_260_000,
      confirmed_at: t.clock.now().toISOString(),
    });
    expect(row.snapshot.registrations.map((r) => [r.nama, r.no_id, r.biaya])).toEqual(
      members.map((m, i) => [NAMES[i], m.noId, 420_000]),
    );

    for (const as of ['SBS', 'CABANG'] as const) {
      const detail = await t.call({ method: 'GET', url: `/api/user/payment_receipt/${id}`, as });
      expect(detail.json().data.kuitansi_number).toBe(number);
    }
    const central = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/search?status=1',
      as: 'SBS',
    });
    expect(central.json().data.find((r: { id: number }) => r.id === id).kuitansi_number).toBe(
      number,
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.confirm'), eq(auditLog.entityId, String(id))));
    expect(audit?.changes).toMatchObject({ kuitansi: number });

    const mails = await t.db.select().from(outbox).where(eq(outbox.kuitansiId, row.id));
    expect(mails.map((m) => [m.channel, m.recipient, m.status])).toEqual([
      ['email', 'cabang@uji.local', 'pending'],
    ]);
    expect(mails[0]!.subject).toContain(number);
    expect(mails[0]!.body).toContain(`http://app.test/verify/${row.code}`);

    received.length = 0;
    while ((await t.app.outbox.runOnce()) > 0);
    const [sentRow] = await t.db.select().from(outbox).where(eq(outbox.id, mails[0]!.id));
    expect(sentRow?.status).toBe('sent');
    const mail = received.find((m) => m.to === 'cabang@uji.local')!;
    const fileName = `${number.replaceAll('/', '-')}.pdf`;
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(mail.raw).toContain(fileName);
    // The attachment's base64 body, between its headers and the next boundary.
    const part = mail.raw.slice(mail.raw.indexOf(fileName));
    const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
    const pdf = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    expect((await pdfText(pdf)).text).toContain(number);
  });

  it('has the log transport name the document instead of rendering it', async () => {
    const { id } = await waiting(['Citra Dewi']);
    await decide(id, '1');
    const row = (await kuitansiOf(id))!;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kuitansiId, row.id));
    const lines: string[] = [];
    const log = { info: (_fields: object, line: string) => lines.push(line) };
    await logTransport(log as unknown as FastifyBaseLogger, 'email').send(mail!);
    expect(lines).toEqual([expect.stringContaining(`[lampiran: kuitansi ${row.id}]`)]);
    expect(lines[0]).toContain(row.number);
  });

  it('issues none on rejection: no number, no download, no mail', async () => {
    const { id } = await waiting(['Budi Santoso']);
    const before = await t.db.$count(outbox, eq(outbox.channel, 'email'));
    const res = await decide(id, '2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kuitansi_number).toBeNull();
    expect(await kuitansiOf(id)).toBeUndefined();
    expect((await download(id, 'SBS')).statusCode).toBe(404);
    expect(await t.db.$count(outbox, eq(outbox.channel, 'email'))).toBe(before);
  });

  it('issues one when bank reconciliation confirms the matched receipt', async () => {
    const { id } = await waiting(['Siti Aminah']);
    await t.db
      .update(paymentReceipts)
      .set({ totalBiaya: 7_770_000 })
      .where(eq(paymentReceipts.id, id));
    const csv = 'Tanggal,Keterangan,Kredit\n18/11/2026,TRF SITI,7770000\n';
    const boundary = '----kuitansi-bank';
    const upload = await t.call({
      method: 'POST',
      url: '/api/user/bank_statement',
      as: 'SBS',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mutasi.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [line] = await t.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.receiptId, id));
    const confirm = await t.call({
      method: 'POST',
      url: '/api/user/bank_statement/confirm',
      as: 'SBS',
      payload: { line_ids: [line!.id] },
    });
    expect(confirm.json().data.confirmed).toEqual([
      { line_id: line!.id, kind: 'registration', receipt_id: id },
    ]);
    expect((await kuitansiOf(id))?.number).toMatch(KUITANSI_NUMBER_PATTERN);
  });

  it('gives a rolled-back number back: the next transaction takes the same one', async () => {
    const rolledBack = new Error('rolled back');
    let taken = 0;
    await expect(
      t.db.transaction(async (tx) => {
        taken = await takeSequence(tx, 2031);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await t.db.transaction((tx) => takeSequence(tx, 2031))).toBe(taken);
    expect(await t.db.transaction((tx) => takeSequence(tx, 2031))).toBe(taken + 1);
  });
});

describe('the PDF', () => {
  it('prints the number, organisation, members, amounts, words and the verify address', async () => {
    const { id, members } = await waiting();
    await decide(id, '1');
    const row = (await kuitansiOf(id))!;
    const res = await download(id, 'CABANG');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${row.number.replaceAll('/', '-')}.pdf"`,
    );
    const { text, pages, links } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    // The QR code and the printed address both open the verification page.
    expect(links).toEqual([
      `http://app.test/verify/${row.code}`,
      `http://app.test/verify/${row.code}`,
    ]);
    for (const expected of [
      'PT Emas Nusantara Uji',
      'Jl. Sudirman 1, Jakarta Pusat',
      'KUITANSI',
      row.number,
      '18 November 2026',
      'Cabang Uji Jakarta',
      ...NAMES,
      ...members.map((m) => m.noId),
      'Rp 420.000',
      'Rp 1.260.000',
      'Terbilang: satu juta dua ratus enam puluh ribu rupiah',
      'Dikonfirmasi oleh',
      `http://app.test/verify/${row.code}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('stays as issued when the organisation and the names change afterwards', async () => {
    const { id, members } = await waiting(['Dewi Lestari']);
    await decide(id, '1');
    const first = await download(id, 'SBS');
    await putSetting(
      t.db,
      'organisation',
      { name: 'Nama Baru', address: 'Alamat Baru' },
      null,
      t.clock.now(),
    );
    await t.db.execute(
      `update register_aog_mog set nama_lengkap = 'Nama Diganti' where id = ${members[0]!.id}`,
    );
    const { text } = await pdfText((await download(id, 'SBS')).rawPayload);
    expect(text).toContain('Dewi Lestari');
    expect(text).toContain('PT Emas Nusantara Uji');
    expect(text).not.toContain('Nama Baru');
    expect((await pdfText(first.rawPayload)).text).toBe(text);
    await putSetting(
      t.db,
      'organisation',
      { name: 'PT Emas Nusantara Uji', address: 'Jl. Sudirman 1, Jakarta Pusat' },
      null,
      t.clock.now(),
    );
  });

  it('runs onto a second page for a long receipt, the QR code and address kept', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Anggota Panjang Sekali Nomor ${i + 1}`);
    const { id } = await waiting(names);
    await decide(id, '1');
    const row = (await kuitansiOf(id))!;
    const { text, pages } = await pdfText((await download(id, 'SBS')).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Anggota Panjang Sekali Nomor 40');
    expect(text).toContain(`http://app.test/verify/${row.code}`);
  });
});

describe('an upgrade receipt', () => {
  it('prints each upgrade with its old and new type and ID, downloaded from the upgrade route', async () => {
    const { branchA, accounts } = t.world;
    const member = await insertMember(t.db, {
      branchId: branchA,
      createdBy: accounts.CABANG.id,
      namaLengkap: 'Ayşe Yılmaz',
    });
    const upgradeId = await insertUpgrade(t.db, {
      memberId: member.id,
      noIdLama: member.noId,
      branchId: branchA,
      createdBy: accounts.CABANG.id,
    });
    const id = await insertReceipt(t.db, {
      kind: 'upgrade',
      status: '1',
      branchId: branchA,
      uploadedBy: accounts.CABANG.id,
      upgradeIds: [upgradeId],
    });
    await t.db
      .update(paymentReceipts)
      .set({ totalBiaya: 2_655_000, decidedBy: accounts.SBS.id })
      .where(eq(paymentReceipts.id, id));
    const issued = await t.db.transaction((tx) =>
      issueKuitansi(tx, {
        receiptId: id,
        adminId: accounts.SBS.id,
        now: t.clock.now(),
        publicUrl: 'http://app.test',
      }),
    );
    expect((await download(id, 'SBS')).statusCode).toBe(404);
    const res = await download(id, 'CABANG', 'upgrade_payment_receipt');
    expect(res.statusCode).toBe(200);
    const [upgrade] = (await kuitansiOf(id))!.snapshot.upgrades;
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      issued.number,
      'Upgrade',
      'Ayşe Yılmaz',
      'MOG → AOG',
      `${member.noId} → ${upgrade!.no_id_baru}`,
      'Rp 2.655.000',
      'Terbilang: dua juta enam ratus lima puluh lima ribu rupiah',
    ]) {
      expect(text).toContain(expected);
    }
    const detail = await t.call({
      method: 'GET',
      url: `/api/user/upgrade_payment_receipt/${id}`,
      as: 'CABANG',
    });
    expect(detail.json().data.kuitansi_number).toBe(issued.number);
  });
});

describe('who may download', () => {
  it('SBS and the receipt’s own branch; other groups 403, another branch 404, no token 401', async () => {
    const { id } = await waiting(['Rina Wati']);
    await decide(id, '1');
    const expected = { SBS: 200, CABANG: 200, CABANG2: 404, RND: 403, ESS: 403, CLUB: 403 };
    for (const [as, status] of Object.entries(expected)) {
      expect((await download(id, as as keyof typeof expected)).statusCode, as).toBe(status);
    }
    expect((await download(id, null)).statusCode).toBe(401);
  });

  it('answers 404 for a missing receipt or the other kind, and refuses a malformed id', async () => {
    const { id } = await waiting(['Rina Wati']);
    await decide(id, '1');
    expect((await download(id, 'SBS', 'upgrade_payment_receipt')).statusCode).toBe(404);
    expect((await download(2_000_000, 'SBS')).statusCode).toBe(404);
    const bad = await t.call({
      method: 'GET',
      url: '/api/user/payment_receipt/abc/kuitansi',
      as: 'SBS',
    });
    expect(bad.statusCode).toBe(422);
  });

  it("another branch's receipt answers 404 to branch A", async () => {
    const { id } = await waiting(['Yanti B'], 'B');
    await decide(id, '1');
    expect((await download(id, 'CABANG')).statusCode).toBe(404);
    expect((await download(id, 'CABANG2')).statusCode).toBe(200);
  });
});

describe('GET /api/public/verify/{code}', () => {
  const verify = (code: string) => t.call({ method: 'GET', url: `/api/public/verify/${code}` });

  it('confirms a genuine document with a masked name and nothing else personal', async () => {
    const { id, members } = await waiting(['Budi Santoso', 'Ani Wijaya']);
    await decide(id, '1');
    const row = (await kuitansiOf(id))!;
    const res = await verify(row.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        number: row.number,
        tanggal: '2026-11-18',
        total: 840_000,
        nama: 'Bu******toso',
        jumlah_anggota: 2,
        kind: 'registration',
      },
    });
    for (const secret of [
      'Budi',
      'Santoso',
      'Ani',
      'Wijaya',
      'Cabang Uji',
      row.snapshot.inv_name,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    for (const member of members) expect(res.body).not.toContain(member.noId);
  });

  it('answers 404 {message} for an unknown code and for malformed ones alike', async () => {
    const unknown = encodeKuitansiCode(new Uint8Array(16).fill(7));
    for (const code of [
      unknown,
      'abc',
      unknown.toLowerCase(),
      `${unknown.slice(0, 25)}U`,
      `${unknown}0`,
    ]) {
      const res = await verify(code);
      expect(res.statusCode, code).toBe(404);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });
});

describe.skipIf(!onPostgres())('numbering under parallel confirmations (PostgreSQL)', () => {
  it('gives 20 parallel confirmations 20 consecutive numbers, none repeated', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await waiting([`Paralel ${i}`])).id);
    // Real HTTP requests to a listening server: each its own connection and transaction.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.tokenFor('SBS');
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`${address}/api/user/payment_receipt/${id}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: '1', from_status: '0' }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(kuitansi).where(inArray(kuitansi.receiptId, ids));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    // And no gap before them: every number of the year up to the last is taken once.
    const year = await t.db
      .select({ sequence: kuitansi.sequence })
      .from(kuitansi)
      .where(eq(kuitansi.year, 2026));
    const all = year.map((r) => r.sequence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });
});
