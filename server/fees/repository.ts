import { desc, lte } from 'drizzle-orm';
import { DEFAULT_FEES, type FeeSchedule } from '../../domain/fees';
import type { Executor } from '../db/client';
import { feeSchedules } from '../db/schema';

/** The fee schedule in force on a Jakarta day ('YYYY-MM-DD'): the latest that starts by then. */
export const feesOn = async (db: Executor, day: string): Promise<FeeSchedule> => {
  const [row] = await db
    .select()
    .from(feeSchedules)
    .where(lte(feeSchedules.effectiveFrom, day))
    .orderBy(desc(feeSchedules.effectiveFrom))
    .limit(1);
  if (!row) return DEFAULT_FEES;
  return {
    registrationAog: row.registrationAog,
    registrationMog: row.registrationMog,
    upgradeAog: row.upgradeAog,
    upgradeOther: row.upgradeOther,
    privateClass: row.privateClass,
  };
};
