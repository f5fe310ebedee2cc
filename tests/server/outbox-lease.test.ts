import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { createClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { enqueueMessages, type OutboxRow } from '../../server/outbox/repository';
import type { Transport } from '../../server/outbox/transports';
import { scaled } from '../timeouts';
import { createTestDatabase, type TestDatabase } from './support/database';
import { WORKDAY_11_WIB } from './support/app';

/**
 * Two server instances on one database, as in production behind a load balancer, with the
 * issue's timing scaled down a hundredfold: a WhatsApp API answering in 5 s → 50 ms, a 60 s
 * lease → 600 ms, batches of 20. A batch then takes longer than its lease, which used to hand
 * the rest of it to the other instance while the first was still sending.
 */
const SEND_MS = 50;
const LEASE_MS = 600;

let test: TestDatabase;
/** A second connection to the same database on PostgreSQL; on PGlite both share the one. */
let second: Database;
let dir: string;
const apps: FastifyInstance[] = [];
/** Every send, by message id, in the order the transport saw them. */
const deliveries: number[] = [];
let sendMs = SEND_MS;
let onSend: (message: OutboxRow) => Promise<void> = async () => {};

const slowTransport: Transport = {
  send: async (message) => {
    await onSend(message);
    await new Promise((resolve) => setTimeout(resolve, sendMs));
    deliveries.push(message.id);
  },
};

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.url ? await openDatabase({ url: test.url, poolMax: 5 }) : test.database;
  dir = await mkdtemp(path.join(os.tmpdir(), 'aogmog-outbox-'));
});
afterAll(async () => {
  if (second !== test.database) await second.close();
  await test.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The two instances, each with its own clock: free, or fixed at the same TEST_NOW. */
const startInstances = async (fixed: boolean) => {
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    PUBLIC_URL: 'http://app.test',
  });
  for (const database of [test.database, second]) {
    const app = await buildApp({
      config,
      database,
      clock: createClock(fixed ? new Date(WORKDAY_11_WIB) : undefined),
      transports: { whatsapp: slowTransport, email: slowTransport, push: slowTransport },
      outboxTiming: { leaseMs: LEASE_MS, batchSize: 20 },
      logger: false,
    });
    await app.ready();
    apps.push(app);
  }
};
const stopInstances = async () => {
  for (const app of apps.splice(0)) await app.close();
};

let batches = 0;
/** Queues `count` WhatsApp messages and answers their ids. */
const queue = async (count: number): Promise<number[]> => {
  const tag = `Batch ${++batches}:`;
  await enqueueMessages(
    test.database.db,
    Array.from({ length: count }, (_, i) => ({
      channel: 'whatsapp' as const,
      recipient: `+62813${String(batches).padStart(2, '0')}${String(i).padStart(5, '0')}`,
      body: `${tag} pesan ${i}`,
    })),
    new Date(WORKDAY_11_WIB),
  );
  const rows = await test.database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(like(outbox.body, `${tag} %`))
    .orderBy(outbox.id);
  return rows.map((r) => r.id);
};

/** Both instances poll every 10 ms until every one of `ids` is sent (or the scaled time is up). */
const runBothUntilSent = async (ids: number[], timeoutMs: number): Promise<void> => {
  for (const app of apps) app.outbox.start(10);
  const deadline = Date.now() + scaled(timeoutMs);
  try {
    for (;;) {
      const rows = await test.database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(inArray(outbox.id, ids));
      if (rows.every((r) => r.status === 'sent')) break;
      if (Date.now() > deadline) throw new Error('messages still unsent at the deadline');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await Promise.all(apps.map((app) => app.outbox.stop()));
  }
};

const timesSent = (ids: number[]) =>
  ids.map((id) => deliveries.filter((sent) => sent === id).length);

describe.each([
  { clock: 'a free clock', fixed: false },
  { clock: 'a clock fixed by TEST_NOW', fixed: true },
])('outbox with two instances, a slow transport and $clock', ({ fixed }) => {
  beforeAll(() => startInstances(fixed));
  afterAll(stopInstances);

  it('delivers 100 queued messages exactly once each', async () => {
    deliveries.length = 0;
    const ids = await queue(100);
    await runBothUntilSent(ids, 20_000);
    expect(timesSent(ids)).toEqual(Array(100).fill(1));
  }, 30_000);

  it('keeps a message whose one send outlasts the lease: renewed while sending', async () => {
    deliveries.length = 0;
    sendMs = 3 * LEASE_MS;
    try {
      const ids = await queue(1);
      await runBothUntilSent(ids, 10_000);
      expect(timesSent(ids)).toEqual([1]);
    } finally {
      sendMs = SEND_MS;
    }
  });

  it("retries a dead worker's message once its lease has run out in real time", async () => {
    deliveries.length = 0;
    const [orphan] = await queue(1);
    // Claimed by a worker that died at once: held for one lease from now, real time.
    await test.database.db
      .update(outbox)
      .set({
        claims: 1,
        attempts: 1,
        lockedUntil: new Date(apps[0]!.ctx.clock.ticking().getTime() + LEASE_MS),
      })
      .where(eq(outbox.id, orphan!));
    expect(await apps[0]!.outbox.runOnce()).toBe(0);
    await runBothUntilSent([orphan!], 5_000);
    expect(deliveries).toEqual([orphan]);
  });

  it('a worker neither sends nor marks what another has taken over from it', async () => {
    deliveries.length = 0;
    const [first, stolen] = await queue(2);
    // While the first message is being sent, both are claimed anew elsewhere (as after a lost
    // lease): the first one's result must not be written, the second must not be sent at all.
    onSend = async (message) => {
      if (message.id !== first) return;
      await test.database.db
        .update(outbox)
        .set({
          claims: 99,
          lockedUntil: new Date(apps[0]!.ctx.clock.ticking().getTime() + 3_600_000),
        })
        .where(inArray(outbox.id, [first!, stolen!]));
    };
    try {
      expect(await apps[0]!.outbox.runOnce()).toBe(2);
    } finally {
      onSend = async () => {};
    }
    expect(deliveries).toEqual([first]);
    const rows = await test.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [first!, stolen!]))
      .orderBy(outbox.id);
    expect(rows.map((r) => [r.status, r.claims])).toEqual([
      ['pending', 99],
      ['pending', 99],
    ]);
    // The imagined other worker never finishes them; out of the way of the next tests.
    await test.database.db.delete(outbox).where(inArray(outbox.id, [first!, stolen!]));
  });
});
