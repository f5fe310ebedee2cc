import { and, eq, sql } from 'drizzle-orm';
import type { TemplateKeyQuery, WaTemplate } from '../../domain/api/whatsapp';
import {
  whatsappTemplateName,
  type TemplateAction,
  type TemplateKey,
  type TemplateStatus,
  type TemplateType,
  type WaTemplateStatus,
} from '../../domain/templates';
import type { Executor } from '../db/client';
import { admins, waTemplates } from '../db/schema';

/** The WhatsApp templates SBS edits on /setting-wa: one per action, recipient type and status. */

const keyOf = (key: TemplateKey) =>
  and(
    eq(waTemplates.actionOn, key.action_on),
    eq(waTemplates.type, key.type),
    eq(waTemplates.status, key.status),
  );

export const findTemplate = async (
  db: Executor,
  key: TemplateKeyQuery,
  templatesInUse: boolean,
): Promise<WaTemplate | undefined> => {
  const [row] = await db
    .select({ template: waTemplates, editor: admins.name })
    .from(waTemplates)
    .leftJoin(admins, eq(admins.id, waTemplates.updatedBy))
    .where(keyOf(key));
  if (!row) return undefined;
  const { template, editor } = row;
  return {
    action_on: template.actionOn as TemplateAction,
    type: template.type as TemplateType,
    status: template.status as TemplateStatus,
    message: template.message,
    auto_send: template.autoSend ? 1 : 0,
    updated_at: template.updatedAt.toISOString(),
    updated_by: editor,
    wa: {
      in_use: templatesInUse,
      name: whatsappTemplateName(key),
      template_id: template.waTemplateId,
      status: template.waStatus as WaTemplateStatus | null,
      reason: template.waReason,
      error: template.waError,
    },
  };
};

/** What the outbox and a submission need of a template: its text and its review. */
export const findReview = async (db: Executor, key: TemplateKey) => {
  const [row] = await db
    .select({
      message: waTemplates.message,
      templateId: waTemplates.waTemplateId,
      status: waTemplates.waStatus,
      reason: waTemplates.waReason,
    })
    .from(waTemplates)
    .where(keyOf(key));
  return row && { ...row, status: row.status as WaTemplateStatus | null };
};

/**
 * What a submission to the business account ended with: the template's id and status there,
 * or why it failed (the status it had stays: an edit that failed leaves the reviewed version).
 */
export const recordSubmission = async (
  db: Executor,
  key: TemplateKey,
  outcome: { templateId: string; status: WaTemplateStatus } | { error: string },
): Promise<void> => {
  await db
    .update(waTemplates)
    .set(
      'error' in outcome
        ? { waError: outcome.error.slice(0, 2000) }
        : {
            waTemplateId: outcome.templateId,
            waStatus: outcome.status,
            waReason: null,
            waError: null,
          },
    )
    .where(keyOf(key));
};

/**
 * A review the webhook reported, for the template of this id (or, when the id is not known
 * here yet, of this key); answers the keys of the templates it changed.
 */
export const recordReview = async (
  db: Executor,
  review: { templateId: string; key: TemplateKey | undefined },
  status: WaTemplateStatus,
  reason: string | null,
): Promise<TemplateKey[]> => {
  const set = { waTemplateId: review.templateId, waStatus: status, waReason: reason };
  let rows = await db
    .update(waTemplates)
    .set(set)
    .where(eq(waTemplates.waTemplateId, review.templateId))
    .returning();
  if (!rows.length && review.key) {
    rows = await db.update(waTemplates).set(set).where(keyOf(review.key)).returning();
  }
  return rows.map((row) => ({
    action_on: row.actionOn as TemplateAction,
    type: row.type as TemplateType,
    status: row.status,
  }));
};

/** Writes a template, creating it if a database lacks it (the reference seed adds all 20). */
export const saveTemplate = async (
  db: Executor,
  key: TemplateKeyQuery,
  values: { message: string; autoSend: boolean; adminId: number; now: Date },
): Promise<void> => {
  await db
    .insert(waTemplates)
    .values({
      actionOn: key.action_on,
      type: key.type,
      status: key.status,
      message: values.message,
      autoSend: values.autoSend,
      updatedBy: values.adminId,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [waTemplates.actionOn, waTemplates.type, waTemplates.status],
      set: {
        message: sql`excluded.message`,
        autoSend: sql`excluded.auto_send`,
        updatedBy: values.adminId,
        updatedAt: values.now,
      },
    });
};

/** The auto-send templates of an action and status, whatever their recipient. */
export const autoSendTemplates = (db: Executor, action: TemplateAction, status: TemplateStatus) =>
  db
    .select({ type: waTemplates.type, message: waTemplates.message })
    .from(waTemplates)
    .where(
      and(
        eq(waTemplates.actionOn, action),
        eq(waTemplates.status, status),
        eq(waTemplates.autoSend, true),
      ),
    );
