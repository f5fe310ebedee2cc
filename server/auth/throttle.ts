import { appMessages } from '../../i18n/app-id';
import type { Db } from '../db/client';
import { tooMany } from '../http/errors';
import { countAttempts, type AttemptKind } from './repository';

/**
 * Sign-in counts failures (a right password is never slowed down); reset requests count every
 * request, since each one sends an e-mail. Kept in the database so every instance agrees.
 */
export const THROTTLE: Record<
  AttemptKind,
  { windowMinutes: number; perAccount: number; perAddress: number; failuresOnly: boolean }
> = {
  login: { windowMinutes: 15, perAccount: 5, perAddress: 20, failuresOnly: true },
  reset: { windowMinutes: 15, perAccount: 3, perAddress: 10, failuresOnly: false },
};

export const assertNotThrottled = async (
  db: Db,
  kind: AttemptKind,
  email: string,
  ip: string,
  now: Date,
): Promise<void> => {
  const policy = THROTTLE[kind];
  const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const seen = await countAttempts(db, kind, email, ip, since, policy.failuresOnly);
  if (seen.byEmail >= policy.perAccount || seen.byIp >= policy.perAddress) {
    throw tooMany(appMessages.errors.tooManyAttempts);
  }
};
