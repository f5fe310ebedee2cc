import type { LoginResponse } from '../../domain/api/auth';
import { isGroup } from '../../domain/groups';
import { appMessages } from '../../i18n/app-id';
import type { AppContext, Caller } from '../context';
import { unauthorized } from '../http/errors';
import { decoyHash, verifyPassword } from './passwords';
import { toAdminProfile } from './profile';
import {
  canSignIn,
  findAdminByEmail,
  findLiveSession,
  insertSession,
  markAttemptSucceeded,
  revokeSession,
} from './repository';
import { takeAttempt } from './throttle';
import { hashToken, newToken } from './tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export const login = async (
  ctx: AppContext,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<LoginResponse> => {
  const now = ctx.clock.now();
  // Counted as a failure before the password is checked: parallel guesses cannot outrun it.
  const attemptId = await takeAttempt(ctx.db, 'login', email, client.ip, ctx.clock.ticking());
  const admin = await findAdminByEmail(ctx.db, email);
  // Check a decoy hash for unknown accounts so timing does not tell which e-mails exist.
  const valid = await verifyPassword(password, admin?.passwordHash ?? (await decoyHash()));
  const ok = Boolean(admin && canSignIn(admin) && valid);
  if (ok) await markAttemptSucceeded(ctx.db, attemptId);
  if (!admin || !ok || !isGroup(admin.groupName)) {
    throw unauthorized(appMessages.auth.signIn.failed);
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlHours * 3_600_000);
  await insertSession(ctx.db, {
    adminId: admin.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return {
    access_token: token,
    role: admin.groupName,
    admin: toAdminProfile(admin),
    expires_at: expiresAt.toISOString(),
  };
};

/** The caller behind a bearer token, or null when the token is unknown, expired or revoked. */
export const authenticate = (ctx: AppContext, token: string): Promise<Caller | null> => {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  return ctx.sessions.lookup(tokenHash, now, async () => {
    // Its own pool: a request's session check never queues behind other requests' lists.
    const row = await findLiveSession(ctx.authDb, tokenHash, now);
    if (!row || !isGroup(row.groupName)) return null;
    return {
      caller: {
        adminId: row.id,
        sessionId: row.sessionId,
        group: row.groupName,
        branchId: row.branchId,
        name: row.name,
        email: row.email,
      },
      expiresAt: row.expiresAt,
    };
  });
};

export const logout = (ctx: AppContext, caller: Caller): Promise<void> =>
  revokeSession(ctx.db, caller.sessionId, ctx.clock.now());
