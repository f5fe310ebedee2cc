import { appMessages } from '../../i18n/app-id';
import type { Db } from '../db/client';
import { tooMany } from '../http/errors';
import { countAttempts, lockAttemptKeys, recordAttempt, type AttemptKind } from './repository';

/**
 * Sign-in counts failures (a right password is never slowed down); reset requests count every
 * request, since each one sends an e-mail. Kept in the database so every instance agrees.
 * Sign-in counts an account's failures per address (`accountAtAddress`): the guessing address is
 * stopped, while the owner signs in from anywhere else, so nobody can lock an account out by
 * guessing wrong on purpose.
 */
export const THROTTLE: Record<
  AttemptKind,
  {
    windowMinutes: number;
    perAccount: number;
    perAddress: number;
    failuresOnly: boolean;
    accountAtAddress: boolean;
  }
> = {
  login: {
    windowMinutes: 15,
    perAccount: 5,
    perAddress: 20,
    failuresOnly: true,
    accountAtAddress: true,
  },
  reset: {
    windowMinutes: 15,
    perAccount: 3,
    perAddress: 10,
    failuresOnly: false,
    accountAtAddress: false,
  },
};

/**
 * Counts and records an attempt in one transaction under the account's and the address's locks,
 * so parallel attempts cannot all pass a count taken before any of them was recorded. The
 * attempt is stored as a failure (429 when over a limit, and then nothing is stored); the caller
 * marks it a success once it has one. Answers the attempt's id.
 */
export const takeAttempt = (
  db: Db,
  kind: AttemptKind,
  email: string,
  ip: string,
  now: Date,
): Promise<number> => {
  const policy = THROTTLE[kind];
  const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const account = email.toLowerCase();
  return db.transaction(async (tx) => {
    await lockAttemptKeys(tx, kind, account, ip);
    const seen = await countAttempts(tx, kind, account, ip, since, policy);
    if (seen.byEmail >= policy.perAccount || seen.byIp >= policy.perAddress) {
      throw tooMany(appMessages.errors.tooManyAttempts);
    }
    return recordAttempt(tx, { kind, email: account, ip, success: false, at: now });
  });
};
