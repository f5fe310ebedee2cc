import { and, asc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RegionItem, RegionLevel } from '../../domain/api/regions';
import { ADVISORY_LOCKS } from '../db/advisoryLocks';
import { batches, rowsOf } from '../db/batch';
import type { Executor } from '../db/client';
import { escapeLike } from '../db/like';
import { districts, provinces, regencies, villages } from '../db/schema';

/**
 * Searches one region level. Within a parent, the parent index (`regencies_province_idx`,
 * `districts_regency_idx`, `villages_district_idx`) narrows the rows to that parent's
 * children — at most 108 villages of one district among 83,762 — before the name is matched,
 * so the cascading pickers never scan a whole table. Without a parent a name is matched by its
 * start on `<level>_name_prefix_idx` (provinces, 38 rows, are matched anywhere).
 */
interface Level {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  parent: PgColumn | null;
}

const LEVELS: Record<RegionLevel, Level> = {
  provinces: { table: provinces, id: provinces.id, name: provinces.name, parent: null },
  regencies: {
    table: regencies,
    id: regencies.id,
    name: regencies.name,
    parent: regencies.provinceId,
  },
  districts: {
    table: districts,
    id: districts.id,
    name: districts.name,
    parent: districts.regencyId,
  },
  villages: { table: villages, id: villages.id, name: villages.name, parent: villages.districtId },
};

export interface RegionSearch {
  keyword: string;
  parentId?: string;
  limit: number;
}

/** The query itself, so a test can EXPLAIN it. */
export const regionSearchQuery = (
  db: Executor,
  level: RegionLevel,
  { keyword, parentId, limit }: RegionSearch,
) => {
  const { table, id, name, parent } = LEVELS[level];
  const conditions: SQL[] = [];
  if (parent && parentId) conditions.push(eq(parent, parentId));
  const word = escapeLike(keyword.toLowerCase());
  // Without a parent there is no small set to look through: the name must start with the
  // keyword, which `<level>_name_prefix_idx` serves (a match anywhere would scan the table).
  if (word && parent && !parentId) conditions.push(like(sql`lower(${name})`, `${word}%`));
  else if (word) conditions.push(ilike(name, `%${word}%`));
  return db
    .select({ id, name })
    .from(table)
    .where(and(...conditions))
    .orderBy(
      // The name itself first, then names starting with it, then a word starting with it.
      ...(word
        ? [
            sql`case when lower(${name}) = ${word} then 0
                     when lower(${name}) like ${`${word}%`} then 1
                     when ' ' || lower(${name}) like ${`% ${word}%`} then 2
                     else 3 end`,
          ]
        : []),
      asc(name),
      asc(id),
    )
    .limit(limit);
};

export const searchRegions = async (
  db: Executor,
  level: RegionLevel,
  search: RegionSearch,
): Promise<RegionItem[]> => (await regionSearchQuery(db, level, search)) as RegionItem[];

export interface RegionPath {
  province?: RegionItem & { parentId: null };
  regency?: RegionItem & { parentId: string };
  district?: RegionItem & { parentId: string };
  village?: RegionItem & { parentId: string };
}

/** The named regions with their parents, to check a chosen address and store its names. */
export const findRegionPath = async (
  db: Executor,
  ids: {
    province?: string | null;
    regency?: string | null;
    district?: string | null;
    village?: string | null;
  },
): Promise<RegionPath> => {
  // One level's row by code, with its parent's code, through the same level table as search.
  const byId = async (level: RegionLevel, id: string | null | undefined) => {
    if (!id) return undefined;
    const { table, id: idColumn, name, parent } = LEVELS[level];
    const [row] = await db
      .select({ id: idColumn, name, parentId: parent ?? sql`null` })
      .from(table)
      .where(eq(idColumn, id));
    return row as (RegionItem & { parentId: string | null }) | undefined;
  };
  // One after the other: inside a transaction `db` is a single connection, which runs one
  // query at a time (pg queues parallel ones with a deprecation warning; pg 9 refuses them).
  return {
    province: (await byId('provinces', ids.province)) as RegionPath['province'],
    regency: (await byId('regencies', ids.regency)) as RegionPath['regency'],
    district: (await byId('districts', ids.district)) as RegionPath['district'],
    village: (await byId('villages', ids.village)) as RegionPath['village'],
  };
};

/** How many rows each region table holds. */
export interface RegionCounts {
  provinces: number;
  regencies: number;
  districts: number;
  villages: number;
}

export type RegionRow = { id: string; parentId: string | null; name: string };

/** Rows per INSERT: one JSON parameter each, so a batch costs one round trip. */
const ROWS_PER_INSERT = 10_000;

/** The region tables, parents first, and the column naming each row's parent. */
export const REGION_TABLES = [
  { table: provinces, name: 'provinces', parent: null },
  { table: regencies, name: 'regencies', parent: 'province_id' },
  { table: districts, name: 'districts', parent: 'regency_id' },
  { table: villages, name: 'villages', parent: 'district_id' },
] as const;

export const countRegions = async (db: Executor): Promise<RegionCounts> => {
  const [row] = rowsOf<Record<keyof RegionCounts, string | number>>(
    await db.execute(sql`select
      (select count(*) from ${provinces}) as provinces,
      (select count(*) from ${regencies}) as regencies,
      (select count(*) from ${districts}) as districts,
      (select count(*) from ${villages}) as villages`),
  );
  return {
    provinces: Number(row?.provinces ?? 0),
    regencies: Number(row?.regencies ?? 0),
    districts: Number(row?.districts ?? 0),
    villages: Number(row?.villages ?? 0),
  };
};

export const insertRegionRows = async (
  db: Executor,
  table: (typeof REGION_TABLES)[number],
  rows: RegionRow[],
) => {
  const columns = table.parent ? sql.raw(`id, ${table.parent}, name`) : sql.raw('id, name');
  const fields = table.parent ? sql.raw(`r.id, r.parent_id, r.name`) : sql.raw('r.id, r.name');
  for (const batch of batches(rows, ROWS_PER_INSERT)) {
    const json = JSON.stringify(
      batch.map((row) => ({ id: row.id, parent_id: row.parentId, name: row.name })),
    );
    await db.execute(sql`insert into ${table.table} (${columns})
      select ${fields} from json_to_recordset(${json}::json) as r(id text, parent_id text, name text)
      on conflict (id) do nothing`);
  }
};

/** One loader at a time: the others wait, then find the tables full. */
export const lockRegionLoad = async (db: Executor) => {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.regionLoad})`);
};

/** Fresh statistics, so the planner picks the parent indexes from the first search on. */
export const analyzeRegions = async (db: Executor) => {
  await db.execute(sql`analyze ${provinces}, ${regencies}, ${districts}, ${villages}`);
};
