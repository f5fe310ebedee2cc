import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { claimDueMessages, enqueueMessages, type OutboxRow } from '../../server/outbox/repository';
import { createOutboxWorker, retryDelayMs } from '../../server/outbox/worker';
import { createClock } from '../../server/clock';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, onPostgres } from './support/database';
import { readBody } from './support/fakeGraphApi';
import { waitingReceipt } from './support/waitingReceipt';

const confirm = (t: TestApp, id: number) =>
  t.call({
    method: 'PATCH',
    url: `/api/user/payment_receipt/${id}`,
    payload: { status: '1' },
    as: 'SBS',
  });

const messagesOf = (t: TestApp, receiptId: number) =>
  t.db
    .select()
    .from(outbox)
    .where(like(outbox.refId, `${receiptId}:%`))
    .orderBy(outbox.id);

const later = (t: TestApp, ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe('delivery while the WhatsApp transport fails', () => {
  let t: TestApp;
  let failing = true;
  const sent: OutboxRow[] = [];
  const flaky = {
    send: async (message: OutboxRow) => {
      if (failing) throw new Error('WhatsApp Cloud API 503: Service temporarily unavailable');
      sent.push(message);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ transports: { whatsapp: flaky } });
  });
  afterAll(() => t.close());

  it('keeps the messages pending, retries them, and delivers them once after a restart', async () => {
    const id = await waitingReceipt(t);
    expect((await confirm(t, id)).statusCode).toBe(200);
    // The three WhatsApp messages, and the kuitansi e-mail to the branch.
    expect(await t.app.outbox.runOnce()).toBe(4);
    let messages = await messagesOf(t, id);
    expect(messages.map((m) => [m.status, m.attempts, m.lastError])).toEqual(
      Array(3).fill(['pending', 1, 'WhatsApp Cloud API 503: Service temporarily unavailable']),
    );
    // Not before the backoff has passed.
    expect(await t.app.outbox.runOnce()).toBe(0);
    later(t, retryDelayMs(1));
    expect(await t.app.outbox.runOnce()).toBe(3);
    messages = await messagesOf(t, id);
    expect(messages.every((m) => m.status === 'pending' && m.attempts === 2)).toBe(true);

    // The process goes away; a new one on the same database, with the API back, delivers.
    await t.app.close();
    failing = false;
    const restarted = await buildApp({
      config: t.app.ctx.config,
      database: {
        db: t.db,
        authDb: t.app.ctx.authDb,
        kind: t.app.ctx.dbKind,
        migrate: async () => {},
        // Nothing heard: the restarted app keeps no session checks.
        listen: async () => async () => {},
        close: async () => {},
      },
      clock: t.clock,
      files: t.app.ctx.files,
      transports: { whatsapp: flaky },
      logger: false,
    });
    try {
      expect(await restarted.outbox.runOnce()).toBe(0);
      later(t, retryDelayMs(2));
      expect(await restarted.outbox.runOnce()).toBe(3);
      expect(await restarted.outbox.runOnce()).toBe(0);
    } finally {
      await restarted.close();
    }
    messages = await messagesOf(t, id);
    expect(messages.map((m) => [m.status, m.attempts, m.lastError])).toEqual(
      Array(3).fill(['sent', 3, null]),
    );
    expect(sent.map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      '+6281211110001',
      '+6281234567890',
      '+6281298765432',
    ]);
  });
});

describe('templates whose auto_send is off', () => {
  let t: TestApp;
  const sent: OutboxRow[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      transports: { whatsapp: { send: async (message) => void sent.push(message) } },
    });
  });
  afterAll(() => t.close());

  it('send nothing for that recipient type', async () => {
    const save = await t.call({
      method: 'POST',
      url: '/api/user/message/notification',
      as: 'SBS',
      payload: {
        action_on: 'create',
        type: 'user',
        status: '1',
        message: 'Halo {nama}, pembayaran Anda telah dikonfirmasi.',
        auto_send: 0,
      },
    });
    expect(save.statusCode).toBe(200);
    const id = await waitingReceipt(t);
    expect((await confirm(t, id)).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    expect(sent.map((m) => m.refId?.split(':')[2]).sort()).toEqual(['branch', 'preferal']);
    expect(sent.some((m) => m.recipient === '+6281234567890')).toBe(false);
  });
});

interface Received {
  url: string | undefined;
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

describe('the WhatsApp Cloud API transport', () => {
  let t: TestApp;
  let api: Server;
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.UJI' }] },
  };

  beforeAll(async () => {
    api = createServer((request, response) => {
      void readBody(request).then((text) => {
        received.push({
          url: request.url,
          method: request.method,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(text) as unknown,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    t = await createTestApp({
      env: {
        WHATSAPP_TOKEN: 'EAAG-uji-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0/`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('posts each message to the phone number’s messages endpoint with the bearer token', async () => {
    const id = await waitingReceipt(t, { noWa: '0812-3456-7000', namaLengkap: 'Dewi Lestari' });
    expect((await confirm(t, id)).statusCode).toBe(200);
    // The three WhatsApp messages, and the kuitansi e-mail to the branch.
    expect(await t.app.outbox.runOnce()).toBe(4);
    expect(received).toHaveLength(3);
    for (const request of received) {
      expect(request).toMatchObject({
        url: '/v21.0/106540352242922/messages',
        method: 'POST',
        authorization: 'Bearer EAAG-uji-token',
        contentType: 'application/json',
      });
    }
    const registrant = received.find((r) => (r.body as { to: string }).to === '6281234567000');
    expect(registrant?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '6281234567000',
      type: 'text',
      text: {
        body: expect.stringContaining(
          'Halo Dewi Lestari, pembayaran pendaftaran MOG Anda',
        ) as string,
      },
    });
    expect(received.map((r) => (r.body as { to: string }).to).sort()).toEqual([
      '6281211110001',
      '6281234567000',
      '6281298765432',
    ]);
    const messages = await messagesOf(t, id);
    expect(messages.every((m) => m.status === 'sent')).toBe(true);
  });

  it("keeps a refused message pending with the API's error, and sends it when the API accepts", async () => {
    received.length = 0;
    answer = {
      status: 401,
      body: {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      },
    };
    const id = await waitingReceipt(t);
    await confirm(t, id);
    await t.app.outbox.runOnce();
    let messages = await messagesOf(t, id);
    expect(messages.map((m) => [m.status, m.lastError])).toEqual(
      Array(3).fill(['pending', 'WhatsApp Cloud API 401: Invalid OAuth access token. (code 190)']),
    );
    answer = { status: 200, body: { messages: [{ id: 'wamid.OK' }] } };
    later(t, retryDelayMs(1));
    expect(await t.app.outbox.runOnce()).toBe(3);
    messages = await messagesOf(t, id);
    expect(messages.every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true);
    expect(received).toHaveLength(6);
  });
});

describe.skipIf(!onPostgres())('several server instances on PostgreSQL', () => {
  it('never claim the same message twice', async () => {
    const { database, url, dispose } = await createTestDatabase();
    const other = await openDatabase({ url, poolMax: 5 });
    try {
      const now = new Date('2026-11-18T04:00:00Z');
      const total = 400;
      await enqueueMessages(
        database.db,
        Array.from({ length: total }, (_, i) => ({
          channel: 'whatsapp' as const,
          recipient: `+62812000${String(i).padStart(5, '0')}`,
          body: `Pesan ${i}`,
        })),
        now,
      );
      const lease = new Date(now.getTime() + 60_000);
      // Four claimers on each of two pools, racing until nothing is left.
      const claimer = async (db: typeof database.db) => {
        const mine: number[] = [];
        for (;;) {
          const batch = await claimDueMessages(db, now, lease, 7);
          if (!batch.length) return mine;
          mine.push(...batch.map((m) => m.id));
        }
      };
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => claimer(database.db)),
        ...Array.from({ length: 4 }, () => claimer(other.db)),
      ]);
      const all = results.flat();
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      expect(results.slice(0, 4).flat().length).toBeGreaterThan(0);
      expect(results.slice(4).flat().length).toBeGreaterThan(0);
    } finally {
      await other.close();
      await dispose();
    }
  });

  it('deliver each message once with two workers running at once', async () => {
    const { database, url, dispose } = await createTestDatabase();
    const other = await openDatabase({ url, poolMax: 5 });
    try {
      const clock = createClock(new Date('2026-11-18T04:00:00Z'));
      const total = 150;
      await enqueueMessages(
        database.db,
        Array.from({ length: total }, (_, i) => ({
          channel: 'whatsapp' as const,
          recipient: `+62813000${String(i).padStart(5, '0')}`,
          body: `Pesan ${i}`,
        })),
        clock.now(),
      );
      const deliveries: number[] = [];
      const slow = {
        send: async (message: OutboxRow) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          deliveries.push(message.id);
        },
      };
      const silent = { info() {}, warn() {}, error() {} } as never;
      const workers = [database.db, other.db].map((db) =>
        createOutboxWorker(db, clock, { whatsapp: slow, email: slow, push: slow }, silent),
      );
      const drain = async (worker: (typeof workers)[number]) => {
        while ((await worker.runOnce()) > 0);
      };
      await Promise.all(workers.map(drain));
      expect(deliveries).toHaveLength(total);
      expect(new Set(deliveries).size).toBe(total);
      const rows = await database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(inArray(outbox.id, deliveries));
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      const [pending] = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
      expect(pending).toBeUndefined();
    } finally {
      await other.close();
      await dispose();
    }
  });
});
