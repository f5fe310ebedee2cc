import {
  adminAuditIdParams,
  adminAuditIdValue,
  adminAuditList,
  type AdminAuditEntry,
} from '../../../domain/api/admin';
import type { RestResource } from '../simpleRest';
import { getAuditEntry, listAudit } from './service';

/** /api/admin/audit: the audit log, read-only. */
export const auditResource: RestResource<AdminAuditEntry> = {
  name: 'audit',
  list: adminAuditList,
  idParams: adminAuditIdParams,
  idValue: adminAuditIdValue(),
  find: listAudit,
  get: (ctx, id) => getAuditEntry(ctx, Number(id)),
};
