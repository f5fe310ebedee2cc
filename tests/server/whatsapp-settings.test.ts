import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, outbox, waTemplates } from '../../server/db/schema';
import { enqueueMessages } from '../../server/outbox/repository';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEY = 'action_on=create&type=branch&status=1';

const getTemplate = (query = KEY, as: 'SBS' | 'CABANG' | 'RND' = 'SBS') =>
  t.call({ method: 'GET', url: `/api/user/message/notification?${query}`, as });

const saveTemplate = (payload: unknown, as: 'SBS' | 'RND' = 'SBS') =>
  t.call({ method: 'POST', url: '/api/user/message/notification', payload: payload as object, as });

const templateRows = () => t.db.select().from(waTemplates).orderBy(waTemplates.id);
const templateAudit = () =>
  t.db.select().from(auditLog).where(eq(auditLog.entity, 'wa_template')).orderBy(auditLog.id);

describe('GET /api/user/message/notification', () => {
  it('answers the template of an action, recipient type and status', async () => {
    const res = await getTemplate();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      action_on: 'create',
      type: 'branch',
      status: '1',
      auto_send: 1,
      updated_by: null,
    });
    expect(res.json().data.message).toContain('{cabang}');
  });

  it('refuses an incomplete or unknown key with 422, and every group but SBS with 403', async () => {
    for (const query of [
      '',
      'action_on=create&type=branch',
      'action_on=hapus&type=branch&status=1',
      'action_on=create&type=admin&status=1',
      'action_on=create&type=user&status=3',
    ]) {
      expect((await getTemplate(query)).statusCode, query).toBe(422);
    }
    expect((await getTemplate(KEY, 'CABANG')).statusCode).toBe(403);
    expect((await getTemplate(KEY, 'RND')).statusCode).toBe(403);
  });
});

describe('POST /api/user/message/notification', () => {
  it('saves the message and auto_send, audits it, and the reload shows it', async () => {
    const before = (await getTemplate()).json().data;
    const message =
      'Yth. {cabang}, pembayaran {nama} ({no_id}) sebesar {total_biaya} dikonfirmasi.';
    const res = await saveTemplate({
      action_on: 'create',
      type: 'branch',
      status: '1',
      message: `  ${message}\n`,
      auto_send: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Message notifikasi berhasil di set',
      data: {
        message,
        auto_send: 0,
        updated_by: 'Petugas SBS',
        updated_at: '2026-11-18T04:00:00.000Z',
      },
    });
    expect((await getTemplate()).json().data).toMatchObject({ message, auto_send: 0 });
    const [audit] = await templateAudit();
    expect(audit).toMatchObject({
      adminId: t.world.accounts.SBS.id,
      action: 'template.update',
      entityId: 'create:branch:1',
      changes: {
        before: { message: before.message, auto_send: 1 },
        after: { message, auto_send: 0 },
      },
    });
    // Only that template changed.
    const other = await t.db
      .select()
      .from(waTemplates)
      .where(
        and(
          eq(waTemplates.actionOn, 'upgrade'),
          eq(waTemplates.type, 'branch'),
          eq(waTemplates.status, '1'),
        ),
      );
    expect(other[0]?.autoSend).toBe(true);
  });

  it('takes auto_send as 1/0 and as true/false', async () => {
    const base = {
      action_on: 'upgrade',
      type: 'preferal',
      status: '2',
      message: 'Halo {nama_pereferal}',
    };
    expect((await saveTemplate({ ...base, auto_send: true })).json().data.auto_send).toBe(1);
    expect((await saveTemplate({ ...base, auto_send: '0' })).json().data.auto_send).toBe(0);
  });

  it('refuses unknown placeholders, an empty or too long message and bad keys, changing nothing', async () => {
    const rows = await templateRows();
    const audits = (await templateAudit()).length;
    const base = { action_on: 'create', type: 'user', status: '0', auto_send: 1 };
    const unknown = await saveTemplate({
      ...base,
      message: 'Halo {nama}, ID {nomor_id} di {kota}',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.message).toEqual([
      'Placeholder tidak dikenal: {nomor_id}, {kota}. Gunakan placeholder pada kartu Info.',
    ]);
    const bad: [unknown, string][] = [
      [{ ...base, message: '   ' }, 'message'],
      // Only the listed placeholders, exactly: near misses and injection-like text are refused.
      [{ ...base, message: 'Halo {NAMA}' }, 'message'],
      [{ ...base, message: 'Halo {nama1}' }, 'message'],
      [{ ...base, message: "Halo {x'; drop table outbox; --}" }, 'message'],
      [{ ...base, message: 'x'.repeat(4097) }, 'message'],
      [{ ...base, message: 'Halo', auto_send: 2 }, 'auto_send'],
      [{ ...base, message: 'Halo', auto_send: 'ya' }, 'auto_send'],
      [{ ...base, message: 'Halo', status: '5' }, 'status'],
      [{ ...base, message: 'Halo', type: 'semua' }, 'type'],
      [{ message: 'Halo', auto_send: 1 }, 'action_on'],
    ];
    for (const [payload, field] of bad) {
      const res = await saveTemplate(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    for (const payload of ['[]', '"x"', 'null', '{"message": ']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/message/notification',
        payload,
        headers: { 'content-type': 'application/json' },
        as: 'SBS',
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect(await templateRows()).toEqual(rows);
    expect((await templateAudit()).length).toBe(audits);
  });

  it('is SBS only', async () => {
    const res = await saveTemplate(
      { action_on: 'create', type: 'user', status: '0', message: 'Halo', auto_send: 1 },
      'RND',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('the message log', () => {
  let failedId: number;
  let sentId: number;
  let emailId: number;

  beforeAll(async () => {
    const now = t.clock.now();
    await enqueueMessages(
      t.db,
      [
        {
          channel: 'whatsapp',
          recipient: '+6281200000001',
          body: 'Pesan terkirim',
          refType: 'receipt',
          refId: '1:1:user:1',
        },
        { channel: 'whatsapp', recipient: '+6281200000002', body: 'Pesan gagal' },
        { channel: 'whatsapp', recipient: '+6281200000003', body: 'Pesan menunggu' },
        {
          channel: 'email',
          recipient: 'rahasia@uji.local',
          subject: 'Password baru',
          body: 'Password: X',
        },
      ],
      now,
    );
    const rows = await t.db.select().from(outbox).orderBy(outbox.id);
    const by = (recipient: string) => rows.find((r) => r.recipient === recipient)!.id;
    sentId = by('+6281200000001');
    failedId = by('+6281200000002');
    emailId = by('rahasia@uji.local');
    await t.db
      .update(outbox)
      .set({ status: 'sent', attempts: 1, sentAt: now })
      .where(eq(outbox.id, sentId));
    await t.db
      .update(outbox)
      .set({
        status: 'failed',
        attempts: 8,
        lastError: 'WhatsApp Cloud API 400: (#131026) Message undeliverable',
      })
      .where(eq(outbox.id, failedId));
    await t.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: 'SMTP 550' })
      .where(eq(outbox.id, emailId));
  });

  it('lists the WhatsApp messages, newest first, filterable by status; never e-mails', async () => {
    const all = await t.call({ method: 'GET', url: '/api/user/message/outbox', as: 'SBS' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      current_page: 1,
      per_page: 20,
      total: 3,
      from: 1,
      last_page: 1,
    });
    expect(all.json().data.map((m: { body: string }) => m.body)).toEqual([
      'Pesan menunggu',
      'Pesan gagal',
      'Pesan terkirim',
    ]);
    expect(all.body).not.toContain('rahasia@uji.local');
    const failed = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?status=failed',
      as: 'SBS',
    });
    expect(failed.json().data).toEqual([
      expect.objectContaining({
        id: failedId,
        recipient: '+6281200000002',
        status: 'failed',
        attempts: 8,
        last_error: 'WhatsApp Cloud API 400: (#131026) Message undeliverable',
      }),
    ]);
    const sent = await t.call({
      method: 'GET',
      url: '/api/user/message/outbox?status=sent',
      as: 'SBS',
    });
    expect(sent.json().data).toEqual([
      expect.objectContaining({
        id: sentId,
        sent_at: '2026-11-18T04:00:00.000Z',
        ref_type: 'receipt',
        ref_id: '1:1:user:1',
      }),
    ]);
    for (const query of ['status=lost', 'page=0', 'page=x']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/user/message/outbox?${query}`,
        as: 'SBS',
      });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('retries a failed message once, with a fresh set of tries, and audits it', async () => {
    const url = `/api/user/message/outbox/${failedId}/retry`;
    const res = await t.call({ method: 'POST', url, as: 'SBS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pesan dijadwalkan untuk dikirim ulang',
      data: {
        id: failedId,
        status: 'pending',
        attempts: 0,
        next_attempt_at: '2026-11-18T04:00:00.000Z',
      },
    });
    const again = await t.call({ method: 'POST', url, as: 'SBS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hanya pesan yang gagal yang dapat dikirim ulang');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.retry'));
    expect(audits).toEqual([
      expect.objectContaining({
        adminId: t.world.accounts.SBS.id,
        entity: 'outbox',
        entityId: String(failedId),
        changes: {
          attempts: 8,
          last_error: 'WhatsApp Cloud API 400: (#131026) Message undeliverable',
        },
      }),
    ]);
    // The worker then delivers it (the log transport of this app).
    await t.app.outbox.runOnce();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, failedId));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses a sent message (409), an e-mail or an unknown id (404), and other groups (403)', async () => {
    expect(
      (await t.call({ method: 'POST', url: `/api/user/message/outbox/${sentId}/retry`, as: 'SBS' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/user/message/outbox/${emailId}/retry`,
          as: 'SBS',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/message/outbox/987654/retry', as: 'SBS' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/message/outbox/abc/retry', as: 'SBS' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/user/message/outbox/${failedId}/retry`,
          as: 'CABANG',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/message/outbox', as: 'ESS' })).statusCode,
    ).toBe(403);
    const [email] = await t.db.select().from(outbox).where(eq(outbox.id, emailId));
    expect(email?.status).toBe('failed');
  });
});
