import { eq } from 'drizzle-orm';
import type { AdminAuditEntry } from '../../../domain/api/admin';
import type { Executor } from '../../db/client';
import { admins, auditLog } from '../../db/schema';
import { countWhere, listOrder, listWhere, type ListColumns } from '../repository';
import { rangeLimit, type ListPage, type ListParams } from '../simpleRest';

type AuditRow = { entry: typeof auditLog.$inferSelect; adminName: string | null };

const toEntry = ({ entry, adminName }: AuditRow): AdminAuditEntry => ({
  id: entry.id,
  admin_id: entry.adminId,
  admin_name: adminName,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId,
  changes: entry.changes,
  created_at: entry.createdAt.toISOString(),
});

const COLUMNS: ListColumns = {
  id: auditLog.id,
  sort: { id: auditLog.id, created_at: auditLog.createdAt },
  filter: { entity: auditLog.entity, entity_id: auditLog.entityId, admin_id: auditLog.adminId },
};

const selectEntries = (db: Executor) =>
  db
    .select({ entry: auditLog, adminName: admins.name })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId));

export const listAuditEntries = async (
  db: Executor,
  params: ListParams,
): Promise<ListPage<AdminAuditEntry>> => {
  const where = listWhere(COLUMNS, params);
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(...listOrder(COLUMNS, params))
    .limit(rangeLimit(params.range))
    .offset(params.range.start);
  return { rows: rows.map(toEntry), total: await countWhere(db, auditLog, where) };
};

export const findAuditEntry = async (
  db: Executor,
  id: number,
): Promise<AdminAuditEntry | undefined> => {
  const [row] = await selectEntries(db).where(eq(auditLog.id, id));
  return row && toEntry(row);
};
