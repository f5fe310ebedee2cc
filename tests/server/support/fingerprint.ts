import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/batch';

/**
 * Every table of the database (the app's and the migrations' own) with its row count and an md5
 * of its rows in a fixed order: equal fingerprints mean equal contents.
 */
export const tableFingerprints = async (db: Db): Promise<Record<string, string>> => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
       order by 1`),
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; md5: string | null }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`,
        ),
      ),
    );
    fingerprints[name] = `${row?.n} ${row?.md5 ?? '-'}`;
  }
  return fingerprints;
};
