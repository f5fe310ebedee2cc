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
import { findTemplate, saveTemplate } from './repository';
import { paged } from '../http/paged';
import { findReceipts, type Receipt } from '../whatsapp-webhook/repository';
import { deliveryFailureText, type DeliveryStatus } from '../../domain/whatsappDelivery';

export const getTemplate = async (ctx: AppContext, key: TemplateKeyQuery): Promise<WaTemplate> => {
  const template = await findTemplate(ctx.db, key);
  if (!template) throw notFound();
  return template;
};

/** Saves a template and records the change (before and after) in the audit log. */
export const updateTemplate = async (
  ctx: AppContext,
  caller: Caller,
  input: TemplateSaveRequest,
): Promise<WaTemplate> => {
  const now = ctx.clock.now();
  const key = { action_on: input.action_on, type: input.type, status: input.status };
  await ctx.db.transaction(async (tx) => {
    const before = await findTemplate(tx, key);
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
  });
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
