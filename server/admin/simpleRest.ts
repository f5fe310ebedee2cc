import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError, type AnyObjectSchema, type Schema } from 'yup';
import {
  ADMIN_MAX_ROWS,
  adminListQuery,
  type AdminFilterValue,
  type AdminListQuery,
  type AdminListSpec,
  type SortOrder,
} from '../../domain/api/admin';
import { fillMessage } from '../../domain/messages';
import { adminMessages } from '../../i18n/app/admin';
import { callerOf } from '../auth/guard';
import type { AppContext, Caller } from '../context';
import { badRequest, unprocessable } from '../http/errors';
import { validateStrictly } from '../http/validation';

/*
 * ra-data-simple-rest's dialect, once for every administrative resource:
 *   GET    /api/admin/<r>?sort=["f","ASC"]&range=[0,24]&filter={...}  → [records], Content-Range
 *   GET    /api/admin/<r>/:id                                         → record
 *   POST   /api/admin/<r>                                             → record, 201
 *   PUT    /api/admin/<r>/:id                                         → record
 *   DELETE /api/admin/<r>/:id                                         → record
 * A resource declares its list spec, schemas and service calls; this file parses the query,
 * writes the headers and registers the routes, every one for 'admin.manage'.
 */

const L = adminMessages.list;

export type RecordId = number | string;

export interface ListParams {
  sort: { field: string; order: SortOrder };
  /** Inclusive, as in Content-Range: rows start … end. */
  range: { start: number; end: number };
  /** getMany: only these records. */
  ids?: RecordId[];
  /** Free-text search, when the resource offers `q`. */
  q?: string;
  /** Plain equality on the resource's whitelisted fields. */
  filters: Record<string, AdminFilterValue>;
}

export interface ListPage<R> {
  rows: R[];
  total: number;
}

const parseJson = (text: string, field: string, message: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(message, { [field]: [message] });
  }
};

const isSafeInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const parseSort = (spec: AdminListSpec, text: string | undefined): ListParams['sort'] => {
  if (text === undefined) return { field: spec.defaultSort[0], order: spec.defaultSort[1] };
  const value = parseJson(text, 'sort', L.sort);
  const refuse = () => unprocessable({ sort: [L.sort] }, L.sort);
  if (!Array.isArray(value) || value.length !== 2) throw refuse();
  const [field, order] = value as unknown[];
  if (typeof field !== 'string' || !spec.sort.includes(field)) throw refuse();
  if (order !== 'ASC' && order !== 'DESC') throw refuse();
  return { field, order };
};

const parseRange = (text: string | undefined): ListParams['range'] => {
  if (text === undefined) return { start: 0, end: ADMIN_MAX_ROWS - 1 };
  const value = parseJson(text, 'range', L.range);
  const refuse = () => unprocessable({ range: [L.range] }, L.range);
  if (!Array.isArray(value) || value.length !== 2) throw refuse();
  const [start, end] = value as unknown[];
  if (!isSafeInt(start) || !isSafeInt(end) || start < 0 || end < start) throw refuse();
  if (end - start + 1 > ADMIN_MAX_ROWS) throw refuse();
  return { start, end };
};

/** A filter value through the routes' strict pass: a list or an object for a scalar is 422. */
const validated = <T>(schema: Schema<T>, value: unknown, field: string): T => {
  try {
    return validateStrictly(schema, value) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw unprocessable({ [field]: error.errors });
    throw error;
  }
};

const parseFilter = (
  spec: AdminListSpec,
  idValue: Schema<RecordId>,
  text: string | undefined,
): Pick<ListParams, 'ids' | 'q' | 'filters'> => {
  const filters: Record<string, AdminFilterValue> = {};
  if (text === undefined) return { filters };
  const value = parseJson(text, 'filter', L.filter);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw unprocessable({ filter: [L.filter] }, L.filter);
  }
  let ids: RecordId[] | undefined;
  let q: string | undefined;
  for (const [field, raw] of Object.entries(value)) {
    if (field === 'id') {
      const list: unknown[] = Array.isArray(raw) ? raw : [raw];
      if (list.length > ADMIN_MAX_ROWS) throw unprocessable({ 'filter.id': [L.tooManyIds] });
      ids = list.map((id) => validated(idValue, id, 'filter.id'));
      continue;
    }
    // Own keys only: `{"__proto__": …}` or `{"constructor": …}` are unknown fields, not lookups.
    const schema = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
    if (!schema) {
      const message = fillMessage(L.unknownFilter, { field: field.slice(0, 50) });
      throw unprocessable({ filter: [message] }, message);
    }
    const parsed = validated(schema, raw, `filter.${field}`) as AdminFilterValue | undefined;
    if (parsed === undefined || parsed === '') continue;
    if (field === 'q') q = String(parsed);
    else filters[field] = parsed;
  }
  return { ids, q, filters };
};

/** The list query of a resource, or a 400 (not JSON) / 422 (not allowed) naming the part. */
export const parseListQuery = (
  spec: AdminListSpec,
  idValue: Schema<RecordId>,
  query: AdminListQuery,
): ListParams => ({
  sort: parseSort(spec, query.sort),
  range: parseRange(query.range),
  ...parseFilter(spec, idValue, query.filter),
});

/** `Content-Range: <resource> 0-24/319`, readable by a browser app on another origin. */
export const sendPage = <R>(
  reply: FastifyReply,
  resource: string,
  range: ListParams['range'],
  page: ListPage<R>,
): R[] => {
  const { rows, total } = page;
  const span = rows.length ? `${range.start}-${range.start + rows.length - 1}` : '*';
  void reply
    .header('Content-Range', `${resource} ${span}/${total}`)
    .header('Access-Control-Expose-Headers', 'Content-Range');
  return rows;
};

/** Rows to fetch for a range. */
export const rangeLimit = (range: ListParams['range']): number => range.end - range.start + 1;

export interface RestResource<R, C = never, U = never> {
  /** The path segment and Content-Range unit: /api/admin/<name>. */
  name: string;
  list: AdminListSpec;
  /** `:id` of the resource. */
  idParams: AnyObjectSchema;
  /** One id of a getMany filter. */
  idValue: Schema<RecordId>;
  find(ctx: AppContext, params: ListParams): Promise<ListPage<R>>;
  get(ctx: AppContext, id: RecordId): Promise<R>;
  create?: { body: Schema<C>; run(ctx: AppContext, caller: Caller, body: C): Promise<R> };
  update?: {
    body: Schema<U>;
    run(ctx: AppContext, caller: Caller, id: RecordId, body: U): Promise<R>;
  };
  remove?(ctx: AppContext, caller: Caller, id: RecordId): Promise<R>;
}

const ACCESS = { access: { permission: 'admin.manage' } } as const;

const idOf = (request: FastifyRequest): RecordId => (request.params as { id: RecordId }).id;

/** Registers a resource's routes; what it does not offer is simply not there (404). */
export const registerRestResource = <R, C, U>(
  app: FastifyInstance,
  resource: RestResource<R, C, U>,
): void => {
  const base = `/api/admin/${resource.name}`;
  const { ctx } = app;

  app.get(
    base,
    { config: ACCESS, schema: { querystring: adminListQuery } },
    async (request, reply) => {
      const params = parseListQuery(
        resource.list,
        resource.idValue,
        request.query as AdminListQuery,
      );
      return sendPage(reply, resource.name, params.range, await resource.find(ctx, params));
    },
  );

  app.get(`${base}/:id`, { config: ACCESS, schema: { params: resource.idParams } }, (request) =>
    resource.get(ctx, idOf(request)),
  );

  const { create, update, remove } = resource;
  if (create) {
    app.post(base, { config: ACCESS, schema: { body: create.body } }, async (request, reply) => {
      const record = await create.run(ctx, callerOf(request), request.body as C);
      return reply.status(201).send(record);
    });
  }
  if (update) {
    app.put(
      `${base}/:id`,
      { config: ACCESS, schema: { params: resource.idParams, body: update.body } },
      (request) => update.run(ctx, callerOf(request), idOf(request), request.body as U),
    );
  }
  if (remove) {
    app.delete(
      `${base}/:id`,
      { config: ACCESS, schema: { params: resource.idParams } },
      (request) => remove(ctx, callerOf(request), idOf(request)),
    );
  }
};
