import { eq, inArray, max, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type SettingKey, type SettingValues } from '../../domain/settings';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** A setting's stored value, or its default when none was ever saved. */
export const getSetting = async <K extends SettingKey>(
  db: Executor,
  key: K,
): Promise<SettingValues[K]> => {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return (row?.value as SettingValues[K] | undefined) ?? DEFAULT_SETTINGS[key];
};

export const putSetting = async <K extends SettingKey>(
  db: Executor,
  key: K,
  value: SettingValues[K],
  adminId: number | null,
  now: Date,
): Promise<void> => {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: adminId, updatedAt: now },
    });
};

/** When any of `keys` last changed (null if none was ever stored). */
export const lastSettingsChange = async (
  db: Executor,
  keys: readonly SettingKey[],
): Promise<Date | null> => {
  const [row] = await db
    .select({ at: max(settings.updatedAt) })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return row?.at ?? null;
};

/** Locks the stored rows of `keys` until the transaction ends, so writers of them queue. */
export const lockSettings = async (db: Executor, keys: readonly SettingKey[]): Promise<void> => {
  await db
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .orderBy(settings.key)
    .for('update');
};
