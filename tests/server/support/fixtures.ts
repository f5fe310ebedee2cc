import { eq } from 'drizzle-orm';
import type { Group } from '../../../domain/groups';
import { hashPassword } from '../../../server/auth/passwords';
import { hashToken, newToken } from '../../../server/auth/tokens';
import type { Db } from '../../../server/db/client';
import { admins, branches, groupUsers, sessions } from '../../../server/db/schema';

export const PASSWORD = 'Rahasia123!';

let passwordHash: Promise<string> | undefined;

export const insertBranch = async (
  db: Db,
  name: string,
  noWa = '+6281200000000',
): Promise<number> => {
  const [row] = await db
    .insert(branches)
    .values({ name, city: name.replace('Cabang ', ''), noWa })
    .returning();
  if (!row) throw new Error('branch not inserted');
  return row.id;
};

export const insertAdmin = async (
  db: Db,
  values: {
    email: string;
    group: Group;
    branchId?: number | null;
    name?: string;
    active?: boolean;
  },
): Promise<number> => {
  const [group] = await db.select().from(groupUsers).where(eq(groupUsers.name, values.group));
  if (!group) throw new Error(`group ${values.group} missing: was the reference seed applied?`);
  const [row] = await db
    .insert(admins)
    .values({
      name: values.name ?? `Petugas ${values.group}`,
      email: values.email.toLowerCase(),
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      groupId: group.id,
      branchId: values.branchId ?? null,
      active: values.active ?? true,
    })
    .returning();
  if (!row) throw new Error('admin not inserted');
  return row.id;
};

/** A live session without going through sign-in (scrypt is slow on purpose). */
export const issueToken = async (
  db: Db,
  adminId: number,
  now: Date,
  ttlHours = 12,
): Promise<string> => {
  const token = newToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  return token;
};

export interface World {
  branchA: number;
  branchB: number;
  /** One account per group; CABANG of branch A, CABANG2 of branch B. */
  accounts: Record<Group | 'CABANG2', { id: number; email: string }>;
}

/** Two branches and one account per group, the smallest world every test can start from. */
export const createWorld = async (db: Db): Promise<World> => {
  const branchA = await insertBranch(db, 'Cabang Uji Jakarta', '+6281211110001');
  const branchB = await insertBranch(db, 'Cabang Uji Bandung', '+6281211110002');
  const spec: [Group | 'CABANG2', Group, number | null][] = [
    ['CABANG', 'CABANG', branchA],
    ['CABANG2', 'CABANG', branchB],
    ['SBS', 'SBS', null],
    ['RND', 'RND', null],
    ['ESS', 'ESS', null],
    ['CLUB', 'CLUB', null],
  ];
  const accounts = {} as World['accounts'];
  for (const [key, group, branchId] of spec) {
    const email = `${key.toLowerCase()}@uji.local`;
    accounts[key] = { id: await insertAdmin(db, { email, group, branchId }), email };
  }
  return { branchA, branchB, accounts };
};
