import { and, eq, sql } from 'drizzle-orm';
import type { TemplateKeyQuery, WaTemplate } from '../../domain/api/whatsapp';
import type { ReceiptStatus } from '../../domain/receipts';
import type { TemplateAction, TemplateType } from '../../domain/templates';
import type { Executor } from '../db/client';
import { admins, waTemplates } from '../db/schema';

/** The WhatsApp templates SBS edits on /setting-wa: one per action, recipient type and status. */

const keyOf = (key: TemplateKeyQuery) =>
  and(
    eq(waTemplates.actionOn, key.action_on),
    eq(waTemplates.type, key.type),
    eq(waTemplates.status, key.status),
  );

export const findTemplate = async (
  db: Executor,
  key: TemplateKeyQuery,
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
    status: template.status as ReceiptStatus,
    message: template.message,
    auto_send: template.autoSend ? 1 : 0,
    updated_at: template.updatedAt.toISOString(),
    updated_by: editor,
  };
};

/** Writes a template, creating it if a database lacks it (the reference seed adds all 18). */
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
