import { sql } from 'drizzle-orm';
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { ADVISORY_LOCKS } from '../db/advisoryLocks';
import type { Db, Executor } from '../db/client';
import { districts, provinces, regencies, villages } from '../db/schema';
import { batches, rowsOf } from '../db/batch';

/**
 * Indonesia's administrative areas (provinces, regencies, districts, villages) from the
 * `idn-area-data` package (data under ODbL, see README), loaded into the region tables. The
 * official Kemendagri codes ('32.73.01.1001') are the ids.
 */
export interface RegionCounts {
  provinces: number;
  regencies: number;
  districts: number;
  villages: number;
}

type Row = { id: string; parentId: string | null; name: string };

/** Rows per INSERT: one JSON parameter each, so a batch costs one round trip. */
const ROWS_PER_INSERT = 10_000;

const TABLES = [
  { table: provinces, name: 'provinces', parent: null },
  { table: regencies, name: 'regencies', parent: 'province_id' },
  { table: districts, name: 'districts', parent: 'regency_id' },
  { table: villages, name: 'villages', parent: 'district_id' },
] as const;

/** The package's CSV rows, without the blank line a trailing newline gives. */
export const readRegionData = async (): Promise<Record<keyof RegionCounts, Row[]>> => {
  const [p, r, d, v] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  const rows = <T extends { code: string; name: string }>(
    list: T[],
    parent: (row: T) => string | null,
  ) =>
    list
      .filter((row) => row.code)
      .map((row) => ({ id: row.code, parentId: parent(row), name: row.name }));
  return {
    provinces: rows(p, () => null),
    regencies: rows(r, (row) => row.province_code),
    districts: rows(d, (row) => row.regency_code),
    villages: rows(v, (row) => row.district_code),
  };
};

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

const insertRows = async (db: Executor, table: (typeof TABLES)[number], rows: Row[]) => {
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

/**
 * Loads the areas when a region table is empty (a new database, or after `db:seed --reset`),
 * in one transaction: a crash leaves either everything or nothing. Answers whether it loaded.
 */
export const ensureRegions = async (db: Db): Promise<boolean> => {
  const before = await countRegions(db);
  if (Object.values(before).every((n) => n > 0)) return false;
  const data = await readRegionData();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.regionLoad})`);
    const now = await countRegions(tx);
    if (Object.values(now).every((n) => n > 0)) return;
    for (const table of TABLES) await insertRows(tx, table, data[table.name]);
  });
  // Fresh statistics, so the planner picks the parent indexes from the first search on.
  await db.execute(sql`analyze ${provinces}, ${regencies}, ${districts}, ${villages}`);
  return true;
};
