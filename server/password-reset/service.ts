import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import { hashPassword, randomPassword } from '../auth/passwords';
import {
  findAdminByEmail,
  findAdminById,
  recordAttempt,
  revokeOtherSessions,
  updateAdmin,
} from '../auth/repository';
import type { ClientInfo } from '../auth/service';
import { assertNotThrottled } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { consumeResetToken, insertResetToken } from './repository';
import { enqueueMessages } from '../outbox/repository';

const R = appMessages.auth.reset;
export const RESET_LINK_TTL_MINUTES = 60;

export const confirmPath = '/api/reset_password/confirm';

/**
 * Mails a single-use link. SPEC.md has the app tell an unknown e-mail apart ('Email tidak
 * ditemukan'), so the answer does; the throttle keeps that from being used to list accounts.
 */
export const requestReset = async (
  ctx: AppContext,
  email: string,
  client: ClientInfo,
): Promise<void> => {
  const now = ctx.clock.now();
  await assertNotThrottled(ctx.db, 'reset', email, client.ip, now);
  const admin = await findAdminByEmail(ctx.db, email);
  await recordAttempt(ctx.db, {
    kind: 'reset',
    email,
    ip: client.ip,
    success: Boolean(admin?.active),
    at: now,
  });
  if (!admin || !admin.active) throw notFound(R.notFound);
  const token = newToken();
  const link = `${ctx.config.publicUrl}${confirmPath}?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    await insertResetToken(tx, {
      adminId: admin.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
    });
    await enqueueMessages(
      tx,
      [
        {
          channel: 'email',
          recipient: admin.email,
          subject: R.mailSubject,
          body: [
            `Halo ${admin.name},`,
            '',
            'Kami menerima permintaan untuk mengubah kata sandi akun Anda. Buka tautan berikut untuk',
            `membuat kata sandi baru (berlaku ${RESET_LINK_TTL_MINUTES} menit dan hanya sekali pakai):`,
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
  });
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
