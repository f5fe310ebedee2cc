import {
  adminAuditIdParams,
  adminAuditIdValue,
  adminAuditList,
  type AdminAuditEntry,
} from '../../../domain/api/admin';
import { notFound } from '../../http/errors';
import type { RestResource } from '../simpleRest';
import { findAuditEntry, listAuditEntries } from './repository';

/** /api/admin/audit: the audit log, read-only. */
export const auditResource: RestResource<AdminAuditEntry> = {
  name: 'audit',
  list: adminAuditList,
  idParams: adminAuditIdParams,
  idValue: adminAuditIdValue(),
  find: (ctx, params) => listAuditEntries(ctx.db, params),
  get: async (ctx, id) => {
    const entry = await findAuditEntry(ctx.db, Number(id));
    if (!entry) throw notFound();
    return entry;
  },
};
