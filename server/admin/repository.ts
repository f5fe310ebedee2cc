import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { containing } from '../db/like';
import type { ListParams } from './simpleRest';

/**
 * A parsed admin list query as SQL, for the admin repositories: the resource maps its sort and
 * filter fields to columns (the whitelist the domain spec already enforced) and its `q` to the
 * columns it searches.
 */
export interface ListColumns {
  id: AnyColumn;
  sort: Record<string, AnyColumn>;
  filter: Record<string, AnyColumn>;
  /** Columns `q` is looked for in, case-insensitively. */
  search?: AnyColumn[];
}

export const listWhere = (columns: ListColumns, params: ListParams): SQL | undefined =>
  and(
    params.ids ? inArray(columns.id, params.ids) : undefined,
    params.q && columns.search
      ? or(...columns.search.map((column) => ilike(column, containing(params.q ?? ''))))
      : undefined,
    ...Object.entries(params.filters).map(([field, value]) => {
      const column = Object.hasOwn(columns.filter, field) ? columns.filter[field] : undefined;
      if (!column) throw new Error(`No column for filter ${field}`);
      return eq(column, value);
    }),
  );

/** The requested order, then the id, so pages never overlap or skip rows. */
export const listOrder = (columns: ListColumns, params: ListParams): SQL[] => {
  const field = params.sort.field;
  const column = Object.hasOwn(columns.sort, field) ? columns.sort[field] : undefined;
  if (!column) throw new Error(`No column for sort ${params.sort.field}`);
  const by = params.sort.order === 'DESC' ? desc : asc;
  return column === columns.id ? [by(column)] : [by(column), by(columns.id)];
};

/** How many rows of a table match a list's filter: the total of Content-Range. */
export const countWhere = async (
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};
