import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';
import type { NotSentReason } from '../../domain/lists';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = 'whatsapp' | 'email' | 'push';

export interface NewMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string | null;
  body: string;
  refType?: string | null;
  refId?: string | null;
  /** A WhatsApp message's template ('create:user:1') and parameter values, in order. */
  templateKey?: string | null;
  templateParams?: string[] | null;
  /** Recorded as not sent, for this reason: the worker never takes it. */
  skipReason?: NotSentReason;
  /** An e-mail with this receipt document attached (rendered when it is sent). */
  kuitansiId?: number | null;
}

/** Written in the caller's transaction: the message exists if and only if its cause does. */
export const enqueueMessages = async (
  db: Executor,
  messages: NewMessage[],
  now: Date,
): Promise<void> => {
  if (!messages.length) return;
  await db.insert(outbox).values(
    messages.map((m) => ({
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject ?? null,
      body: m.body,
      refType: m.refType ?? null,
      refId: m.refId ?? null,
      templateKey: m.templateKey ?? null,
      templateParams: m.templateParams ?? null,
      kuitansiId: m.kuitansiId ?? null,
      ...(m.skipReason ? { status: 'skipped', skipReason: m.skipReason } : {}),
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
};

/**
 * Takes up to `limit` due messages for this worker until `lockUntil` (a message waiting for its
 * template's approval is due again to look whether it came, or to fail after its bound). SKIP LOCKED lets several
 * server instances claim at once without taking the same message; the lease lets another
 * worker retry a message whose worker died mid-send. Each claim counts up `claims`: the rows
 * answered carry the count that fences this worker's later writes.
 */
export const claimDueMessages = async (
  db: Executor,
  now: Date,
  lockUntil: Date,
  limit: number,
): Promise<OutboxRow[]> => {
  const result = await db.execute(sql`
    update ${outbox}
       set locked_until = ${lockUntil.toISOString()}::timestamptz,
           attempts = attempts + 1,
           claims = claims + 1
     where id in (
       select id from ${outbox}
        where status in ('pending', 'waiting')
          and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        order by id
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((r) =>
    Number(r.id),
  );
  if (!ids.length) return [];
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} in ${ids}`)
    .orderBy(outbox.id);
};

/**
 * Messages that carry a credential (a new password, a reset link): once delivered, their body
 * is replaced, so the outbox does not keep a readable password. Until then the worker needs it.
 */
export const SECRET_REF_TYPES = ['password_reset'];
export const REDACTED_BODY =
  '[Isi disembunyikan setelah terkirim: memuat kata sandi atau tautan reset]';

/** A message as one claim holds it: its id and the claim count that claim set. */
export interface Hold {
  id: number;
  claims: number;
}

const held = (hold: Hold) =>
  and(
    eq(outbox.id, hold.id),
    eq(outbox.claims, hold.claims),
    inArray(outbox.status, ['pending', 'waiting']),
  );

/**
 * Extends the leases of the messages still held by their claims; answers the ids renewed.
 * A message missing from the answer was taken by another worker (or finished): let it go.
 */
export const renewLeases = async (
  db: Executor,
  holds: Hold[],
  lockUntil: Date,
): Promise<Set<number>> => {
  if (!holds.length) return new Set();
  const rows = await db
    .update(outbox)
    .set({ lockedUntil: lockUntil })
    // Not once finished: a late heartbeat must not lock a message put back for a retry.
    .where(and(isNotNull(outbox.lockedUntil), or(...holds.map(held))))
    .returning({ id: outbox.id });
  return new Set(rows.map((r) => r.id));
};

/**
 * Marks a held message sent, with the channel's id for it when there is one; false (and
 * nothing written) when the claim no longer holds it.
 */
export const markSent = async (
  db: Executor,
  hold: Hold,
  now: Date,
  externalId?: string,
): Promise<boolean> => {
  const rows = await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      wamid: externalId ?? null,
      body: sql`case when ${inArray(outbox.refType, SECRET_REF_TYPES)} then ${REDACTED_BODY} else ${outbox.body} end`,
    })
    .where(held(hold))
    .returning({ id: outbox.id });
  return rows.length > 0;
};

/**
 * A failed try: retried at `retryAt`, or given up (status 'failed') when there is none. Only
 * while the claim holds the message; answers whether it did.
 */
export const markAttemptFailed = async (
  db: Executor,
  hold: Hold,
  error: string,
  retryAt: Date | null,
): Promise<boolean> => {
  const rows = await db
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? undefined,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
    })
    .where(held(hold))
    .returning({ id: outbox.id });
  return rows.length > 0;
};

/**
 * A held message whose template is not approved: it waits, looked at again at `recheckAt`. The
 * look is not a try, so waiting does not use up its tries.
 */
export const markWaiting = async (
  db: Executor,
  hold: Hold,
  reason: string,
  recheckAt: Date,
): Promise<boolean> => {
  const rows = await db
    .update(outbox)
    .set({
      status: 'waiting',
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      nextAttemptAt: recheckAt,
      lockedUntil: null,
      lastError: reason.slice(0, 2000),
    })
    .where(held(hold))
    .returning({ id: outbox.id });
  return rows.length > 0;
};

/** The messages waiting for this template, due now: it was approved. */
export const releaseWaiting = async (
  db: Executor,
  templateKey: string,
  now: Date,
): Promise<number> => {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.templateKey, templateKey), eq(outbox.status, 'waiting')))
    .returning({ id: outbox.id });
  return rows.length;
};

/** The newest messages of a channel, for tests and the message log. */
export const listMessages = (db: Executor, channel: OutboxChannel, limit = 50) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(limit);

/** A page of a channel's messages, newest first, optionally of one status (the message log). */
export const pageMessages = async (
  db: Executor,
  filter: { channel: OutboxChannel; status?: string; page: number; perPage: number },
): Promise<{ rows: OutboxRow[]; total: number }> => {
  const where = and(
    eq(outbox.channel, filter.channel),
    filter.status ? eq(outbox.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  return { rows, total: total?.n ?? 0 };
};

/** A message of one of `channels` (those its caller may see). */
export const findMessage = async (
  db: Executor,
  channels: readonly OutboxChannel[],
  id: number,
): Promise<OutboxRow | undefined> => {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), inArray(outbox.channel, [...channels])));
  return row;
};

/**
 * Puts a failed message back in the queue, due now, with a fresh set of tries; only if it is
 * still failed, so two clicks requeue it once. Answers the requeued row, if any.
 */
export const requeueFailed = async (
  db: Executor,
  channels: readonly OutboxChannel[],
  id: number,
  now: Date,
): Promise<OutboxRow | undefined> => {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(
      and(eq(outbox.id, id), inArray(outbox.channel, [...channels]), eq(outbox.status, 'failed')),
    )
    .returning();
  return row;
};

/** The sent message the WhatsApp Cloud API knows by this id, if any. */
export const findSentByWamid = async (
  db: Executor,
  wamid: string,
): Promise<OutboxRow | undefined> => {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.wamid, wamid), eq(outbox.status, 'sent')));
  return row;
};

/**
 * A sent message the API reported failed afterwards: tried again at `retryAt`, or failed for
 * good without one. Only while it is still the sent message of that id.
 */
export const markReportedFailure = async (
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> => {
  await db
    .update(outbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? undefined,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sent')));
};
