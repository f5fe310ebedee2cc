import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, registerAogMog } from '../db/schema';

const except = (id?: number) => (id === undefined ? undefined : ne(registerAogMog.id, id));

/**
 * The member who holds a NIK, by its blind index (its oldest holder, should older data hold it
 * twice).
 */
export const findNikHolder = async (
  db: Executor,
  index: string | null,
  exceptId?: number,
): Promise<{ noId: string; branch: string } | undefined> => {
  if (!index) return undefined;
  const [row] = await db
    .select({ noId: registerAogMog.noId, branch: branches.name })
    .from(registerAogMog)
    .innerJoin(branches, eq(branches.id, registerAogMog.branchId))
    .where(and(eq(registerAogMog.noKtpIndex, index), except(exceptId)))
    .orderBy(asc(registerAogMog.createdAt), asc(registerAogMog.id))
    .limit(1);
  return row;
};

/** The names of the branches whose members match `where` (each by its own index). */
const branchesWhere = async (db: Executor, where: SQL | undefined): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ name: branches.name })
    .from(registerAogMog)
    .innerJoin(branches, eq(branches.id, registerAogMog.branchId))
    .where(where)
    .orderBy(asc(branches.name));
  return rows.map((row) => row.name);
};

/** By the NIK's blind index. */
export const branchesWithNik = (db: Executor, index: string | null, exceptId?: number) =>
  index ? branchesWhere(db, and(eq(registerAogMog.noKtpIndex, index), except(exceptId))) : [];

/** `email` compared case-insensitively (`register_aog_mog_email_idx`). */
export const branchesWithEmail = (db: Executor, email: string, exceptId?: number) =>
  email
    ? branchesWhere(
        db,
        and(eq(sql`lower(${registerAogMog.email})`, email.trim().toLowerCase()), except(exceptId)),
      )
    : [];

/** `phone` as WhatsApp addresses it (see domain/phone.ts), like the generated column. */
export const branchesWithPhone = (db: Executor, phone: string, exceptId?: number) =>
  phone ? branchesWhere(db, and(eq(registerAogMog.noWaNormal, phone), except(exceptId))) : [];
