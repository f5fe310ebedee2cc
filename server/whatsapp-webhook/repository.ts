import { inArray, sql } from 'drizzle-orm';
import { statusesBefore } from '../../domain/whatsappDelivery';
import type { Executor } from '../db/client';
import { whatsappReceipts } from '../db/schema';
import type { StatusReport } from './events';

/**
 * Records a status report unless the message's status is already as far or further; answers
 * whether it changed anything, so a repeated or late report is a no-op.
 */
export const recordReport = async (db: Executor, report: StatusReport): Promise<boolean> => {
  const replaceable = statusesBefore(report.status).filter((s) => s !== null);
  const insert = db.insert(whatsappReceipts).values({
    wamid: report.wamid,
    status: report.status,
    errorCode: report.errorCode,
    errorTitle: report.errorTitle,
    reportedAt: report.at,
  });
  const rows = await (
    replaceable.length
      ? insert.onConflictDoUpdate({
          target: whatsappReceipts.wamid,
          set: {
            status: sql`excluded.status`,
            errorCode: sql`excluded.error_code`,
            errorTitle: sql`excluded.error_title`,
            reportedAt: sql`excluded.reported_at`,
          },
          setWhere: inArray(whatsappReceipts.status, replaceable),
        })
      : insert.onConflictDoNothing()
  ).returning({ wamid: whatsappReceipts.wamid });
  return rows.length > 0;
};

export type Receipt = typeof whatsappReceipts.$inferSelect;

/** The latest reports of these messages, by their ids. */
export const findReceipts = async (
  db: Executor,
  wamids: string[],
): Promise<Map<string, Receipt>> => {
  if (!wamids.length) return new Map();
  const rows = await db
    .select()
    .from(whatsappReceipts)
    .where(inArray(whatsappReceipts.wamid, wamids));
  return new Map(rows.map((row) => [row.wamid, row]));
};
