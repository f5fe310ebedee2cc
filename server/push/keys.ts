import webpush from 'web-push';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { findPushKeys, storePushKeys } from './repository';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair given by the environment, else the one kept in the database, made on the first
 * start: subscriptions are bound to the public key, so it must outlive restarts.
 */
export const ensureVapidKeys = async (
  db: Executor,
  config: Config,
  now: Date,
): Promise<VapidDetails> => {
  const { subject } = config.vapid;
  if (config.vapid.keys) return { subject, ...config.vapid.keys };
  const stored =
    (await findPushKeys(db)) ?? (await storePushKeys(db, webpush.generateVAPIDKeys(), now));
  if (!stored) throw new Error('The VAPID key pair could not be stored');
  return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
};
