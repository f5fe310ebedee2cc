import { eq, sql } from 'drizzle-orm';
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
