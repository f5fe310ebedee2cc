import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** Rows per INSERT: few round trips, and statements of a size PostgreSQL parses quickly. */
const BATCH_SIZE = 500;

export function* batches<T>(rows: readonly T[], size = BATCH_SIZE): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The rows of a raw `db.execute` result; PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One INSERT of many rows sent as a single JSON parameter: PostgreSQL unpacks it with
 * json_populate_recordset, which is much cheaper than binding every cell as a parameter.
 * A property missing from a row is written as null (not the column default), so give every
 * row the same properties.
 */
const insertJson = <T extends PgTable>(
  table: T,
  rows: readonly PgInsertValue<T>[],
  returning: boolean,
): SQL => {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => key in columns,
  );
  const names = keys.map((key) => columns[key]?.name ?? key);
  // Custom types (the encrypted columns) convert their values as drizzle's own insert would;
  // the others go as JSON, which json_populate_recordset reads in the column's type.
  const toDriver = (key: string, value: unknown) => {
    const column = columns[key];
    return column?.columnType === 'PgCustomColumn' && value !== null
      ? column.mapToDriverValue(value)
      : value;
  };
  const json = JSON.stringify(
    rows.map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(
        keys.map((key, index) => [names[index], toDriver(key, values[key] ?? null)]),
      );
    }),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return sql`insert into ${table} (${list})
             select ${list} from json_populate_recordset(null::${table}, ${json}::json)
             ${returning ? sql`returning id` : sql``}`;
};

export const insertAll = async <T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> => {
  for (const batch of batches(rows)) await db.execute(insertJson(table, batch, false));
};

/**
 * Inserts and answers the new serial ids in the order of `rows`: PostgreSQL writes and returns
 * the rows of one INSERT … SELECT in the order the set function gives them.
 */
export const insertAllReturningIds = async <T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number[]> => {
  const ids: number[] = [];
  for (const batch of batches(rows)) {
    const inserted = rowsOf<{ id: number | string }>(
      await db.execute(insertJson(table, batch, true)),
    );
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
};

/** Pairs each planned object with the id its row got (insertAllReturningIds keeps the order). */
export const pairIds = <T>(items: readonly T[], ids: readonly number[]): Map<T, number> => {
  if (items.length !== ids.length)
    throw new Error(`Wrote ${ids.length} rows for ${items.length} items`);
  return new Map(items.map((item, index) => [item, ids[index] as number]));
};

export const idOf = <T>(ids: ReadonlyMap<T, number>, item: T): number => {
  const id = ids.get(item);
  if (id === undefined) throw new Error('A planned row has no written id');
  return id;
};
