import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { passwordResetTokens } from '../db/schema';

export const insertResetToken = async (
  db: Executor,
  values: { adminId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> => {
  await db.insert(passwordResetTokens).values(values);
};

/** Marks the token used and returns its admin, in one statement: a link works exactly once. */
export const consumeResetToken = async (
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ adminId: passwordResetTokens.adminId });
  return row?.adminId;
};
