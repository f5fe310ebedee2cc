import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import type { Db } from '../db/client';
import {
  analyzeRegions,
  countRegions,
  insertRegionRows,
  lockRegionLoad,
  REGION_TABLES,
  type RegionCounts,
  type RegionRow,
} from './repository';

/**
 * Indonesia's administrative areas (provinces, regencies, districts, villages) from the
 * `idn-area-data` package (data under ODbL, see README), loaded into the region tables. The
 * official Kemendagri codes ('32.73.01.1001') are the ids.
 */

/** The package's CSV rows, without the blank line a trailing newline gives. */
export const readRegionData = async (): Promise<Record<keyof RegionCounts, RegionRow[]>> => {
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

/**
 * Loads the areas when a region table is empty (a new database, or after `db:seed --reset`),
 * in one transaction: a crash leaves either everything or nothing. Answers whether it loaded.
 */
export const ensureRegions = async (db: Db): Promise<boolean> => {
  const before = await countRegions(db);
  if (Object.values(before).every((n) => n > 0)) return false;
  const data = await readRegionData();
  await db.transaction(async (tx) => {
    await lockRegionLoad(tx);
    const now = await countRegions(tx);
    if (Object.values(now).every((n) => n > 0)) return;
    for (const table of REGION_TABLES) await insertRegionRows(tx, table, data[table.name]);
  });
  await analyzeRegions(db);
  return true;
};
