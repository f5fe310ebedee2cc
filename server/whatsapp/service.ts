import type { Paged } from '../../domain/api/common';
import type { PushPayload } from '../../domain/api/push';
import type {
  OutboxListQuery,
  OutboxMessage,
  TemplateKeyQuery,
  TemplateSaveRequest,
  WaTemplate,
} from '../../domain/api/whatsapp';
import {
  OUTBOX_LOG_CHANNELS,
  OUTBOX_PER_PAGE,
  type NotSentReason,
  type OutboxLogChannel,
  type OutboxStatus,
} from '../../domain/lists';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { conflict, notFound } from '../http/errors';
import { findMessage, pageMessages, requeueFailed, type OutboxRow } from '../outbox/repository';
import { subscriptionOwners } from '../push/repository';
import {
  findReview,
  findTemplate,
  recordReview,
  recordSubmission,
  saveTemplate,
} from './repository';
import { graphTemplates } from './graphTemplates';
import {
  numberedTemplate,
  parseTemplateKey,
  templateKeyOfName,
  templateKeyText,
  templateParameters,
  whatsappTemplateName,
  type TemplateKey,
  type WaTemplateStatus,
} from '../../domain/templates';
import { sampleValues } from '../../domain/templateSamples';
import { fillMessage } from '../../domain/messages';
import { releaseWaiting } from '../outbox/repository';
import type { Executor as Db } from '../db/client';
import { paged } from '../http/paged';
import { findReceipts, type Receipt } from '../whatsapp-webhook/repository';
import { deliveryFailureText, type DeliveryStatus } from '../../domain/whatsappDelivery';

const T = appMessages.whatsapp.templates;

/** The business account the templates are submitted to, when the server has one. */
const accountOf = (ctx: AppContext) => {
  const settings = ctx.config.whatsapp;
  return settings?.businessAccountId
    ? { ...settings, businessAccountId: settings.businessAccountId }
    : undefined;
};

export const getTemplate = async (ctx: AppContext, key: TemplateKeyQuery): Promise<WaTemplate> => {
  const template = await findTemplate(ctx.db, key, Boolean(accountOf(ctx)));
  if (!template) throw notFound();
  return template;
};

/**
 * Submits the saved template for review (create, or edit once it exists) and records the
 * outcome. A failure is recorded beside the saved text, never undoing it; staff submit again.
 */
const submitTemplate = async (ctx: AppContext, key: TemplateKey): Promise<void> => {
  const account = accountOf(ctx);
  const review = await findReview(ctx.db, key);
  if (!account || !review) return;
  const { text } = numberedTemplate(review.message, key.action_on);
  try {
    const outcome = await graphTemplates(account).submit({
      name: whatsappTemplateName(key),
      text,
      examples: templateParameters(review.message, key.action_on, sampleValues(key.action_on)),
      templateId: review.templateId,
    });
    await ctx.db.transaction(async (tx) => {
      await recordSubmission(tx, key, outcome);
      if (outcome.status === 'APPROVED') {
        await releaseWaiting(tx, templateKeyText(key), ctx.clock.now());
      }
    });
  } catch (error) {
    await recordSubmission(ctx.db, key, {
      error: error instanceof Error ? error.message : String(error),
    });
  }
};

/** 'Ajukan Ulang': a template whose submission failed (or any) goes for review again. */
export const resubmitTemplate = async (
  ctx: AppContext,
  key: TemplateKeyQuery,
): Promise<WaTemplate> => {
  if (!accountOf(ctx)) throw conflict(T.notConfigured);
  await getTemplate(ctx, key);
  await submitTemplate(ctx, key);
  return getTemplate(ctx, key);
};

const statusText = (status: WaTemplateStatus | null, reason: string | null): string => {
  const label = status ? T.statuses[status] : T.notSubmitted;
  return reason ? `${label} (${reason})` : label;
};

/**
 * The outbox's question before a template message goes: null when its template is approved,
 * else why it waits, for the message log.
 */
export const templateGate =
  (db: Db) =>
  async (templateKey: string): Promise<string | null> => {
    const key = parseTemplateKey(templateKey);
    const review = key && (await findReview(db, key));
    if (review?.status === 'APPROVED') return null;
    return fillMessage(T.waiting, {
      status: statusText(review?.status ?? null, review?.reason ?? null),
    });
  };

/** A review the webhook reported: recorded, and on approval its waiting messages go. */
export const applyTemplateReview = async (
  db: Db,
  review: { templateId: string; name: string; status: WaTemplateStatus; reason: string | null },
  now: Date,
): Promise<number> => {
  const changed = await recordReview(
    db,
    { templateId: review.templateId, key: templateKeyOfName(review.name) },
    review.status,
    review.reason,
  );
  if (review.status === 'APPROVED') {
    for (const k of changed) await releaseWaiting(db, templateKeyText(k), now);
  }
  return changed.length;
};

/**
 * Saves a template and records the change (before and after) in the audit log; then submits it
 * for review when its text changed or it never went through (only 'Auto Send' changing must not
 * put an approved template back in review, where its messages would wait).
 */
export const updateTemplate = async (
  ctx: AppContext,
  caller: Caller,
  input: TemplateSaveRequest,
): Promise<WaTemplate> => {
  const now = ctx.clock.now();
  const key = { action_on: input.action_on, type: input.type, status: input.status };
  const submit = await ctx.db.transaction(async (tx) => {
    const before = await findTemplate(tx, key, false);
    await saveTemplate(tx, key, {
      message: input.message,
      autoSend: input.auto_send === 1,
      adminId: caller.adminId,
      now,
    });
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'template.update',
      entity: 'wa_template',
      entityId: `${key.action_on}:${key.type}:${key.status}`,
      changes: {
        before: before && { message: before.message, auto_send: before.auto_send },
        after: { message: input.message, auto_send: input.auto_send },
      },
      at: now,
    });
    return !before || before.message !== input.message || !before.wa.template_id || before.wa.error;
  });
  if (submit) await submitTemplate(ctx, key);
  return getTemplate(ctx, key);
};

const toMessage = (
  row: OutboxRow,
  receipt: Receipt | undefined,
  shown?: { recipient: string; body: string },
): OutboxMessage => ({
  id: row.id,
  channel: row.channel as OutboxLogChannel,
  recipient: shown?.recipient ?? row.recipient,
  body: shown?.body ?? row.body,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  next_attempt_at: row.nextAttemptAt.toISOString(),
  ref_type: row.refType,
  ref_id: row.refId,
  wamid: row.wamid,
  delivery_status: (receipt?.status as DeliveryStatus | undefined) ?? null,
  delivery_error:
    receipt?.status === 'failed'
      ? deliveryFailureText(receipt.errorCode, receipt.errorTitle)
      : null,
  delivery_at: receipt?.reportedAt.toISOString() ?? null,
  not_sent_reason: row.skipReason
    ? appMessages.whatsapp.log.notSent[row.skipReason as NotSentReason]
    : null,
});

/** A push's payload as the notification reads: title, then text. */
const pushText = (body: string): string => {
  try {
    const payload = JSON.parse(body) as Partial<PushPayload>;
    return [payload.title, payload.body].filter(Boolean).join('\n') || body;
  } catch {
    return body;
  }
};

/**
 * Pushes are addressed to a subscription (its id): the log names the account holding it now,
 * or says it was removed (the browser dropped it, or the account signed out there). A WhatsApp
 * message comes with what the Cloud API last reported about it.
 */
const toMessages = async (ctx: AppContext, rows: OutboxRow[]): Promise<OutboxMessage[]> => {
  const pushes = rows.filter((row) => row.channel === 'push');
  const owners = await subscriptionOwners(
    ctx.db,
    pushes.map((row) => Number(row.recipient)),
  );
  const receipts = await findReceipts(
    ctx.db,
    rows.flatMap((row) => (row.wamid ? [row.wamid] : [])),
  );
  return rows.map((row) =>
    row.channel === 'push'
      ? toMessage(row, undefined, {
          recipient: owners.get(Number(row.recipient)) ?? appMessages.push.log.removed,
          body: pushText(row.body),
        })
      : toMessage(row, row.wamid ? receipts.get(row.wamid) : undefined),
  );
};

/**
 * WhatsApp messages and pushes, one channel at a time: the outbox also carries e-mails, and a
 * password-reset e-mail holds a new password that nobody but its owner should read.
 */
export const listLoggedMessages = async (
  ctx: AppContext,
  query: OutboxListQuery,
): Promise<Paged<OutboxMessage>> => {
  const perPage = OUTBOX_PER_PAGE;
  const { rows, total } = await pageMessages(ctx.db, {
    channel: query.channel as OutboxLogChannel,
    status: query.status,
    page: query.page,
    perPage,
  });
  return paged(await toMessages(ctx, rows), query.page, perPage, total);
};

/** 'Kirim Ulang' on a failed WhatsApp message or push. */
export const retryLoggedMessage = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<OutboxMessage> => {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findMessage(tx, OUTBOX_LOG_CHANNELS, id);
    if (!current) throw notFound();
    const requeued = await requeueFailed(tx, OUTBOX_LOG_CHANNELS, id, now);
    if (!requeued) throw conflict(appMessages.whatsapp.log.retryConflict);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'outbox.retry',
      entity: 'outbox',
      entityId: id,
      changes: { attempts: current.attempts, last_error: current.lastError },
      at: now,
    });
    return requeued;
  });
  const [shown] = await toMessages(ctx, [row]);
  return shown!;
};
