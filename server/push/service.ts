import type { PushPreferences } from '../../domain/push';
import type { PushSettingsResponse } from '../../domain/api/push';
import type { AppContext } from '../context';
import { ensureVapidKeys } from './keys';
import { deleteSubscription, getPreferences, putPreferences, saveSubscription } from './repository';

/** The server's public key (made on first use) and the account's choices. */
export const pushSettings = async (
  ctx: AppContext,
  adminId: number,
): Promise<PushSettingsResponse> => {
  const keys = await ensureVapidKeys(ctx.db, ctx.config, ctx.clock.now());
  return {
    data: { publicKey: keys.publicKey, preferences: await getPreferences(ctx.db, adminId) },
  };
};

export const savePushPreferences = async (
  ctx: AppContext,
  adminId: number,
  preferences: PushPreferences,
): Promise<PushSettingsResponse> => {
  await putPreferences(ctx.db, adminId, preferences, ctx.clock.now());
  return pushSettings(ctx, adminId);
};

export const subscribe = (
  ctx: AppContext,
  adminId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
) => saveSubscription(ctx.db, adminId, subscription, ctx.clock.now());

export const unsubscribe = (ctx: AppContext, adminId: number, endpoint: string) =>
  deleteSubscription(ctx.db, adminId, endpoint);
