import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema';
import type { TestApp } from './app';

/** Calls of the admin API as SBS (or another account), JSON in and out. */
export const adminApi = (t: TestApp, as: Parameters<TestApp['call']>[0]['as'] = 'SBS') => ({
  list: (resource: string, query: Record<string, unknown> = {}) =>
    t.call({
      method: 'GET',
      url: `/api/admin/${resource}`,
      query: Object.fromEntries(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      as,
    }),
  get: (resource: string, id: number | string) =>
    t.call({ method: 'GET', url: `/api/admin/${resource}/${id}`, as }),
  create: (resource: string, payload: object) =>
    t.call({ method: 'POST', url: `/api/admin/${resource}`, payload, as }),
  update: (resource: string, id: number | string, payload: object) =>
    t.call({ method: 'PUT', url: `/api/admin/${resource}/${id}`, payload, as }),
  remove: (resource: string, id: number | string) =>
    t.call({ method: 'DELETE', url: `/api/admin/${resource}/${id}`, as }),
});

/** The total of a list answer's Content-Range ('branches 0-9/42' → 42). */
export const totalOf = (res: LightMyRequestResponse): number =>
  Number(String(res.headers['content-range']).split('/').pop());

export const auditOf = (db: Db, entity: string, entityId: string | number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
