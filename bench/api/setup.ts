import { count, eq, sql } from 'drizzle-orm';
import { jakartaDay } from '../../domain/dates';
import { GROUPS, type Group } from '../../domain/groups';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { admins, groupUsers, registerAogMog } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demoData';
import { rowsOf } from '../../server/db/batch';
import { seedLarge } from '../../server/seed/large';
import { seedReference } from '../../server/seed/reference';
import { createDiskStore } from '../../server/files/store';
import { installKeyring, loadKeyring } from '../../server/personal-data/keyring';
import type { BenchContext } from '../types';

export const benchEmail = (group: Group) => `bench.${group.toLowerCase()}@bench.local`;
export const BENCH_PASSWORD = DEMO_PASSWORD;

/**
 * Prepares the database the bench runs on: migrated, with at least `members` members (added
 * with the large seed when fewer), and one bench account per group, the CABANG one in the
 * branch with the most members. Answers what the cases need to know about it.
 */
export const prepareBenchDatabase = async (
  url: string,
  members: number | undefined,
): Promise<BenchContext> => {
  const config = loadConfig({ ...process.env, DATABASE_URL: url });
  // The large seed seals personal data as the server does, with the server's keys.
  installKeyring(await loadKeyring(config));
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const { db } = database;
    const now = new Date();
    await seedReference(db, now);
    const [existing] = await db.select({ n: count() }).from(registerAogMog);
    const have = existing?.n ?? 0;
    if (members !== undefined && have < members) {
      console.log(`bench: adding ${(members - have).toLocaleString('en')} members (large seed)…`);
      await seedLarge(db, {
        members: members - have,
        now,
        store: createDiskStore(config.filesDir),
        onProgress: (done) => console.log(`bench: ${done.toLocaleString('en')} members written`),
      });
    }
    const [top] = rowsOf<{ branch_id: number }>(
      await db.execute(sql`
        select branch_id from ${registerAogMog}
         group by branch_id order by count(*) desc, branch_id limit 1`),
    );
    if (!top) throw new Error('the database has no members: run with --members N');
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    for (const group of GROUPS) {
      const [groupRow] = await db.select().from(groupUsers).where(eq(groupUsers.name, group));
      if (!groupRow) throw new Error(`group ${group} is missing`);
      await db
        .insert(admins)
        .values({
          name: `Bench ${group}`,
          email: benchEmail(group),
          passwordHash,
          groupId: groupRow.id,
          branchId: group === 'CABANG' ? top.branch_id : null,
        })
        .onConflictDoNothing();
    }
    const today = jakartaDay(now);
    return {
      branchId: top.branch_id,
      today,
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    };
  } finally {
    await database.close();
  }
};
