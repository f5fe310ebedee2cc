import { and, asc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RegionItem, RegionLevel } from '../../domain/api/regions';
import type { Executor } from '../db/client';
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

/** `%` and `_` typed by the user are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
