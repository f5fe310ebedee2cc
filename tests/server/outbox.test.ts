import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { enqueueMessages, type OutboxRow } from '../../server/outbox/repository';
import { OUTBOX_POLICY, retryDelayMs } from '../../server/outbox/worker';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
const sent: OutboxRow[] = [];
let failing = false;

beforeAll(async () => {
  t = await createTestApp({
    transports: {
      email: {
        send: async (message) => {
          if (failing) throw new Error('SMTP 421 sedang sibuk');
          sent.push(message);
        },
      },
    },
  });
});
afterAll(() => t.close());

const row = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('outbox worker', () => {
  it('delivers each message once and marks it sent', async () => {
    await enqueueMessages(
      t.db,
      [{ channel: 'email', recipient: 'a@uji.local', subject: 'S', body: 'B' }],
      t.clock.now(),
    );
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(sent.map((m) => m.recipient)).toEqual(['a@uji.local']);
  });

  it('keeps a failed message pending, retries it after the backoff, and gives up after the last try', async () => {
    failing = true;
    await enqueueMessages(
      t.db,
      [{ channel: 'email', recipient: 'b@uji.local', body: 'B' }],
      t.clock.now(),
    );
    await t.app.outbox.runOnce();
    const [message] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'b@uji.local'));
    expect(message).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP 421 sedang sibuk',
    });
    // Not retried before its time.
    expect(await t.app.outbox.runOnce()).toBe(0);

    failing = false;
    t.clock.set(new Date(t.clock.now().getTime() + retryDelayMs(1)));
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(await row(message!.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    failing = true;
    await enqueueMessages(
      t.db,
      [{ channel: 'email', recipient: 'c@uji.local', body: 'C' }],
      t.clock.now(),
    );
    for (let i = 0; i < OUTBOX_POLICY.maxAttempts; i++) {
      await t.app.outbox.runOnce();
      t.clock.set(new Date(t.clock.now().getTime() + OUTBOX_POLICY.maxDelayMs));
    }
    const [given] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'c@uji.local'));
    expect(given).toMatchObject({ status: 'failed', attempts: OUTBOX_POLICY.maxAttempts });
    failing = false;
  });

  it('retries a message whose worker died while holding it, once the lease ends', async () => {
    await enqueueMessages(
      t.db,
      [{ channel: 'email', recipient: 'd@uji.local', body: 'D' }],
      t.clock.now(),
    );
    const [held] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'd@uji.local'));
    await t.db
      .update(outbox)
      .set({ lockedUntil: new Date(t.clock.now().getTime() + OUTBOX_POLICY.leaseMs), attempts: 1 })
      .where(eq(outbox.id, held!.id));
    expect(await t.app.outbox.runOnce()).toBe(0);
    t.clock.set(new Date(t.clock.now().getTime() + OUTBOX_POLICY.leaseMs + 1));
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect((await row(held!.id)).status).toBe('sent');
  });
});
