import { appMessages } from '../../i18n/app-id';
import { adminMessages } from '../../i18n/app/admin';
import { recordAudit } from '../audit/repository';
import { hashPassword, randomPassword } from '../auth/passwords';
import {
  canSignIn,
  findAdminByEmail,
  findAdminById,
  markAttemptSucceeded,
  revokeOtherSessions,
  updateAdmin,
} from '../auth/repository';
import type { ClientInfo } from '../auth/service';
import { takeAttempt } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { notFound } from '../http/errors';
import { consumeResetToken, insertResetToken } from './repository';
import { enqueueMessages } from '../outbox/repository';

const R = appMessages.auth.reset;
export const RESET_LINK_TTL_MINUTES = 60;

export const confirmPath = '/api/reset_password/confirm';

/**
 * Mails a single-use link. The organisation has the app tell an unknown e-mail apart ('Email tidak
 * ditemukan'), so the answer does; the throttle keeps that from being used to list accounts.
 */
export const requestReset = async (
  ctx: AppContext,
  email: string,
  client: ClientInfo,
): Promise<void> => {
  const now = ctx.clock.now();
  // Every request counts, so it is recorded before anything is looked up or mailed.
  const attemptId = await takeAttempt(ctx.db, 'reset', email, client.ip, ctx.clock.ticking());
  const admin = await findAdminByEmail(ctx.db, email);
  if (!admin || !canSignIn(admin)) throw notFound(R.notFound);
  await markAttemptSucceeded(ctx.db, attemptId);
  await ctx.db.transaction((tx) => issueResetLink(ctx, tx, admin, now, 'reset'));
};

/** A new account's link lives longer: its owner may not read the e-mail within the hour. */
export const WELCOME_LINK_TTL_MINUTES = 72 * 60;

const linkText = (kind: 'reset' | 'welcome', ttlMinutes: number): string[] =>
  kind === 'welcome'
    ? [
        'Akun Dashboard Form AOG / MOG telah dibuat untuk Anda. Buka tautan berikut untuk',
        `membuat kata sandi Anda (berlaku ${ttlMinutes / 60} jam dan hanya sekali pakai):`,
      ]
    : [
        'Kami menerima permintaan untuk mengubah kata sandi akun Anda. Buka tautan berikut untuk',
        `membuat kata sandi baru (berlaku ${ttlMinutes} menit dan hanya sekali pakai):`,
      ];

/**
 * Stores a single-use link for the account and queues the e-mail that carries it, in the
 * caller's transaction: the sign-in page's request, and an administrator's for a new account
 * ('welcome') or on demand.
 */
export const issueResetLink = async (
  ctx: AppContext,
  tx: Executor,
  admin: { id: number; name: string; email: string },
  now: Date,
  kind: 'reset' | 'welcome',
): Promise<void> => {
  const token = newToken();
  const link = `${ctx.config.publicUrl}${confirmPath}?token=${token}`;
  const ttlMinutes = kind === 'welcome' ? WELCOME_LINK_TTL_MINUTES : RESET_LINK_TTL_MINUTES;
  await insertResetToken(tx, {
    adminId: admin.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  await enqueueMessages(
    tx,
    [
      {
        channel: 'email',
        recipient: admin.email,
        subject: kind === 'welcome' ? adminMessages.account.welcomeSubject : R.mailSubject,
        body: [
          `Halo ${admin.name},`,
          '',
          ...linkText(kind, ttlMinutes),
          '',
          link,
          '',
          'Kata sandi baru akan dikirim ke email ini. Abaikan email ini jika Anda tidak memintanya.',
        ].join('\n'),
        refType: 'password_reset',
        refId: String(admin.id),
      },
    ],
    now,
  );
};

/** Follows a reset link: sets and mails a new random password; false when the link is spent. */
export const confirmReset = async (ctx: AppContext, token: string): Promise<boolean> => {
  const now = ctx.clock.now();
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const adminId = await consumeResetToken(tx, hashToken(token), now);
    const admin = adminId === undefined ? undefined : await findAdminById(tx, adminId);
    if (!admin) return false;
    await updateAdmin(tx, admin.id, { passwordHash }, now);
    await revokeOtherSessions(tx, admin.id, now);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'password.reset',
      entity: 'admin',
      entityId: admin.id,
      at: now,
    });
    await enqueueMessages(
      tx,
      [
        {
          channel: 'email',
          recipient: admin.email,
          subject: R.newPasswordSubject,
          body: [
            `Halo ${admin.name},`,
            '',
            `Kata sandi baru Anda: ${password}`,
            '',
            'Silahkan masuk lalu ganti kata sandi ini melalui menu Ganti Password.',
          ].join('\n'),
          refType: 'password_reset',
          refId: String(admin.id),
        },
      ],
      now,
    );
    return true;
  });
};
