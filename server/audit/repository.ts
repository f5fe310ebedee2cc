import { insertAll } from '../db/batch';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  adminId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  changes?: unknown;
  at: Date;
}

/** Recorded in the same transaction as the change it describes. */
export const recordAudit = async (db: Executor, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values(auditRow(entry));
};

/** Many entries in batched statements (an import's matches), in the change's transaction. */
export const recordAudits = async (db: Executor, entries: readonly AuditEntry[]): Promise<void> => {
  await insertAll(db, auditLog, entries.map(auditRow));
};

const auditRow = (entry: AuditEntry) => ({
  adminId: entry.adminId,
  action: entry.action,
  entity: entry.entity,
  entityId: String(entry.entityId),
  changes: entry.changes ?? null,
  createdAt: entry.at,
});
