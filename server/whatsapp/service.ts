import type { Paged } from '../../domain/api/common';
import {
  OUTBOX_PER_PAGE,
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxStatus,
  type TemplateKeyQuery,
  type TemplateSaveRequest,
  type WaTemplate,
} from '../../domain/api/whatsapp';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import type { AppContext, Caller } from '../context';
import { conflict, notFound } from '../http/errors';
import { findMessage, pageMessages, requeueFailed, type OutboxRow } from '../outbox/repository';
import { findTemplate, saveTemplate } from './repository';

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

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  recipient: row.recipient,
  body: row.body,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  next_attempt_at: row.nextAttemptAt.toISOString(),
  ref_type: row.refType,
  ref_id: row.refId,
});

/**
 * The WhatsApp messages only: the outbox also carries e-mails, and a password-reset e-mail holds
 * a new password that nobody but its owner should read.
 */
export const listWhatsAppMessages = async (
  ctx: AppContext,
  query: OutboxListQuery,
): Promise<Paged<OutboxMessage>> => {
  const perPage = OUTBOX_PER_PAGE;
  const { rows, total } = await pageMessages(ctx.db, {
    channel: 'whatsapp',
    status: query.status,
    page: query.page,
    perPage,
  });
  return {
    data: rows.map(toMessage),
    current_page: query.page,
    per_page: perPage,
    total,
    from: rows.length ? (query.page - 1) * perPage + 1 : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
};

/** Sends a failed message again, with a fresh set of tries; anything else is 404 or 409. */
export const retryWhatsAppMessage = async (
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<OutboxMessage> => {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findMessage(tx, 'whatsapp', id);
    if (!current) throw notFound();
    const requeued = await requeueFailed(tx, 'whatsapp', id, now);
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
  return toMessage(row);
};
