import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { admins, groupUsers } from '../../server/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { onPostgres } from './support/database';
import { insertAdmin, issueToken } from './support/fixtures';

/**
 * Two SBS deactivating each other at the same moment: PGlite has one connection, so only
 * PostgreSQL can run the two transactions at once.
 */
describe.skipIf(!onPostgres())('the last SBS under a race (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activeSbs = async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(admins)
      .innerJoin(groupUsers, eq(groupUsers.id, admins.groupId))
      .where(and(eq(admins.active, true), eq(groupUsers.name, 'SBS')));
    return row?.n;
  };

  it('leaves exactly one of two SBS who deactivate each other in parallel', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await insertAdmin(t.db, { email: `race-a${round}@uji.local`, group: 'SBS' });
      const b = await insertAdmin(t.db, { email: `race-b${round}@uji.local`, group: 'SBS' });
      // Only these two are active SBS in this round.
      await t.db
        .update(admins)
        .set({ active: false })
        .where(eq(admins.id, t.world.accounts.SBS.id));
      for (const old of await t.db.select().from(admins)) {
        if (old.id !== a && old.id !== b && old.email.startsWith('race-')) {
          await t.db.update(admins).set({ active: false }).where(eq(admins.id, old.id));
        }
      }
      const tokenA = await issueToken(t.db, a, t.clock.now());
      const tokenB = await issueToken(t.db, b, t.clock.now());
      const remove = (token: string, id: number) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/admin/accounts/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
      const results = await Promise.all([remove(tokenA, b), remove(tokenB, a)]);
      const codes = results.map((r) => r.statusCode).sort();
      // The loser is refused as the last SBS (409), or, when the winner's deactivation commits
      // before the loser's request is authenticated, its session has ended with its account (401).
      expect(codes, results.map((r) => r.body).join(' | ')).toEqual([
        200,
        expect.toBeOneOf([401, 409]),
      ]);
      expect(await activeSbs()).toBe(1);
    }
  });
});
