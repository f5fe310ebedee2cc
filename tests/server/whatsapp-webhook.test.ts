import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../server/outbox/worker';
import { signatureOf } from '../../server/whatsapp-webhook/signature';
import { createTestApp, type TestApp } from './support/app';
import { startFakeGraphApi, type FakeGraphApi } from './support/fakeGraphApi';
import { tableFingerprints } from './support/fingerprint';
import {
  APP_SECRET,
  cloudApiEnv,
  confirmedReceipt as confirmReceipt,
  messageLog,
  receiptMessages,
  VERIFY_TOKEN,
} from './support/cloudApiApp';

const GROUPS = ['CABANG', 'SBS', 'RND', 'ESS', 'CLUB'] as const;

let t: TestApp;
let api: FakeGraphApi;

beforeAll(async () => {
  api = await startFakeGraphApi(APP_SECRET);
  t = await createTestApp({ env: cloudApiEnv(api) });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const confirmedReceipt = (noWa?: string) => confirmReceipt(t, noWa);

const log = () => messageLog(t);

/** The registrant's message of a receipt, as the log shows it. */
const registrantMessage = async (receiptId: number) =>
  (await log()).find((m) => m.ref_id?.startsWith(`${receiptId}:1:user`))!;

/** The tables but sessions (each call as a group signs in). */
const fingerprints = async () => {
  const { 'public.sessions': _sessions, ...rest } = await tableFingerprints(t.db);
  return rest;
};

const rowsOf = (receiptId: number) => receiptMessages(t, receiptId);

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
const at = () => t.clock.now();

describe('the verification call', () => {
  const verify = (query: string) =>
    t.call({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });

  it('answers the challenge as text for the configured token', async () => {
    const res = await verify(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('refuses another token or mode (403) and a missing field (422)', async () => {
    expect(
      (await verify('hub.mode=subscribe&hub.verify_token=salah&hub.challenge=1')).statusCode,
    ).toBe(403);
    expect(
      (await verify(`hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`))
        .statusCode,
    ).toBe(403);
    expect((await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`)).statusCode).toBe(
      422,
    );
  });
});

describe('delivery receipts', () => {
  it('record sent, delivered and read per message, only forward, shown in the log', async () => {
    const receiptId = await confirmedReceipt();
    // The three WhatsApp messages, and the kuitansi e-mail to the branch.
    expect(await t.app.outbox.runOnce()).toBe(4);
    expect(api.sent).toHaveLength(3);
    expect(api.sent[0]!.authorization).toBe('Bearer EAAG-uji-token');
    const sentToRegistrant = api.sent.find((m) => m.body.to === '6281234567890')!;
    let shown = await registrantMessage(receiptId);
    expect(shown).toMatchObject({
      status: 'sent',
      wamid: sentToRegistrant.wamid,
      delivery_status: null,
      delivery_error: null,
    });

    const post = (status: 'sent' | 'delivered' | 'read') =>
      api.deliver(t.call, api.statusEvent(sentToRegistrant.wamid, status, at()));
    expect((await post('delivered')).json()).toEqual({ recorded: 1 });
    // A late 'sent' after 'delivered' changes nothing, nor does a repeat.
    expect((await post('sent')).json()).toEqual({ recorded: 0 });
    expect((await post('delivered')).json()).toEqual({ recorded: 0 });
    shown = await registrantMessage(receiptId);
    expect(shown.delivery_status).toBe('delivered');

    later(60_000);
    expect((await post('read')).json()).toEqual({ recorded: 1 });
    expect((await post('delivered')).json()).toEqual({ recorded: 0 });
    shown = await registrantMessage(receiptId);
    expect(shown).toMatchObject({ delivery_status: 'read', delivery_at: at().toISOString() });
    expect((await rowsOf(receiptId)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('end at the furthest status when reports for one message arrive all at once', async () => {
    const receiptId = await confirmedReceipt('0812-3456-7006');
    await t.app.outbox.runOnce();
    const { wamid } = api.sent.find((m) => m.body.to === '6281234567006')!;
    const order = ['read', 'sent', 'delivered', 'sent', 'read', 'delivered'] as const;
    const answers = await Promise.all(
      [...order, ...order].map((status) =>
        api.deliver(t.call, api.statusEvent(wamid, status, at())),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const recorded = answers.reduce(
      (sum, res) => sum + res.json<{ recorded: number }>().recorded,
      0,
    );
    expect(recorded).toBeGreaterThanOrEqual(1);
    expect(recorded).toBeLessThanOrEqual(3);
    expect((await registrantMessage(receiptId)).delivery_status).toBe('read');
  });

  it('refuses a call not signed with the app secret (401) and records nothing', async () => {
    await confirmedReceipt('0812-3456-7001');
    await t.app.outbox.runOnce();
    const { wamid } = api.sent.at(-1)!;
    const event = api.statusEvent(wamid, 'read', at());
    const before = await fingerprints();
    const forged = [
      signatureOf('rahasia-lain', JSON.stringify(event)),
      signatureOf(APP_SECRET, `${JSON.stringify(event)} `),
      'sha256=zz',
      '',
    ];
    for (const signature of forged) {
      const res = await api.deliver(t.call, event, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Tanda tangan webhook tidak valid' });
    }
    const unsigned = await t.call({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: event,
    });
    expect(unsigned.statusCode).toBe(401);
    // A staff token is no signature.
    for (const group of GROUPS) {
      const res = await t.call({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        payload: event,
        as: group,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await fingerprints()).toEqual(before);
  });

  it('fail a message for good on 131047 (not retried) and explain it in Indonesian', async () => {
    const receiptId = await confirmedReceipt('0812-3456-7002');
    await t.app.outbox.runOnce();
    const { wamid } = api.sent.find((m) => m.body.to === '6281234567002')!;
    const res = await api.deliver(
      t.call,
      api.statusEvent(wamid, 'failed', at(), { code: 131047, title: 'Re-engagement message' }),
    );
    expect(res.json()).toEqual({ recorded: 1 });
    const shown = await registrantMessage(receiptId);
    const reason =
      'Penerima tidak membalas dalam 24 jam terakhir; pesan hanya dapat dikirim dengan template yang disetujui (kode 131047)';
    expect(shown).toMatchObject({
      status: 'failed',
      delivery_status: 'failed',
      delivery_error: reason,
      last_error: reason,
    });
    const sends = api.sent.length;
    later(retryDelayMs(8) * 2);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(api.sent).toHaveLength(sends);
    // A later 'delivered' for it cannot undo the failure.
    expect((await api.deliver(t.call, api.statusEvent(wamid, 'delivered', at()))).json()).toEqual({
      recorded: 0,
    });
  });

  it('retry a message later on a rate limit (131056), under a new wamid', async () => {
    const receiptId = await confirmedReceipt('0812-3456-7003');
    await t.app.outbox.runOnce();
    const first = api.sent.find((m) => m.body.to === '6281234567003')!;
    await api.deliver(
      t.call,
      api.statusEvent(first.wamid, 'failed', at(), {
        code: 131056,
        title: '(Business Account, Consumer Account) pair rate limit hit',
      }),
    );
    let shown = await registrantMessage(receiptId);
    expect(shown.status).toBe('pending');
    expect(shown.last_error).toMatch(/\(kode 131056\)$/);
    expect(await t.app.outbox.runOnce()).toBe(0);
    later(retryDelayMs(1));
    expect(await t.app.outbox.runOnce()).toBe(1);
    const second = api.sent.at(-1)!;
    expect(second.body.to).toBe('6281234567003');
    expect(second.wamid).not.toBe(first.wamid);
    shown = await registrantMessage(receiptId);
    expect(shown).toMatchObject({
      status: 'sent',
      wamid: second.wamid,
      delivery_status: null,
      last_error: null,
    });
  });

  it('do not retry a send the API refuses as permanent (131026), but retry an outage', async () => {
    api.refuse({ status: 400, code: 131026, message: 'Message undeliverable' });
    const receiptId = await confirmedReceipt('0812-3456-7004');
    await t.app.outbox.runOnce();
    let rows = await rowsOf(receiptId);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
    api.refuse({ status: 503, code: 131016, message: 'Service unavailable' });
    const other = await confirmedReceipt('0812-3456-7005');
    await t.app.outbox.runOnce();
    rows = await rowsOf(other);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    api.refuse(null);
  });

  it('ignore events this server does not use, and refuse a body that is not JSON', async () => {
    const before = await fingerprints();
    const incoming = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ id: 'x' }] } }] }],
    };
    expect((await api.deliver(t.call, incoming)).json()).toEqual({ recorded: 0 });
    expect((await api.deliver(t.call, { object: 'page', entry: 'x' })).json()).toEqual({
      recorded: 0,
    });
    const raw = '{"object":';
    const broken = await t.call({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(APP_SECRET, raw),
      },
      payload: raw,
    });
    expect(broken.statusCode).toBe(400);
    const text = await t.call({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(await fingerprints()).toEqual(before);
  });
});

describe('without WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN', () => {
  it('refuses every webhook call', async () => {
    const bare = await createTestApp();
    try {
      const verify = await bare.call({
        method: 'GET',
        url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      });
      expect(verify.statusCode).toBe(403);
      const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
      const post = await bare.call({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signatureOf('', raw),
        },
        payload: raw,
      });
      expect(post.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
