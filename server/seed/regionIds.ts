import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Each address of a member: its name columns and the region id columns the pickers read. */
const ADDRESSES = ['ktp', 'domisili'] as const;

/** From the province down, each level found by its name under the level above. */
const LEVELS = [
  { table: 'provinces', parent: null, name: 'provinsi', id: 'id_provinsi' },
  { table: 'regencies', parent: 'province_id', name: 'kota', id: 'id_kota' },
  { table: 'districts', parent: 'regency_id', name: 'kecamatan', id: 'id_kecamatan' },
  { table: 'villages', parent: 'district_id', name: 'kelurahan', id: 'id_kelurahan' },
] as const;

/**
 * Gives the demo members' addresses the region ids a picked address has, from their names
 * (which follow the region data's spelling), so the pickers of a prefilled form (inquiry,
 * upgrade) show them. Needs the regions loaded; without them it changes nothing.
 */
export const linkRegionIds = async (db: Executor): Promise<void> => {
  for (const address of ADDRESSES) {
    for (const [index, level] of LEVELS.entries()) {
      const above = LEVELS[index - 1];
      const parentMatch =
        level.parent && above ? `and r.${level.parent} = m.${above.id}_${address}` : '';
      await db.execute(
        sql.raw(`
          update register_aog_mog m
             set ${level.id}_${address} = r.id
            from ${level.table} r
           where m.${level.id}_${address} is null
             and r.name = m.${level.name}_${address}
             ${parentMatch}`),
      );
    }
  }
};
