import type { AdminAuditEntry } from '../../../domain/api/admin';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { ListParams } from '../simpleRest';
import { findAuditEntry, listAuditEntries } from './repository';

export const listAudit = (ctx: AppContext, params: ListParams) => listAuditEntries(ctx.db, params);

export const getAuditEntry = async (ctx: AppContext, id: number): Promise<AdminAuditEntry> => {
  const entry = await findAuditEntry(ctx.db, id);
  if (!entry) throw notFound();
  return entry;
};
