import type { AdminProfile, ProfileUpdateRequest } from '../../domain/api/auth';
import { appMessages } from '../../i18n/app-id';
import { recordAudit } from '../audit/repository';
import { hashPassword } from '../auth/passwords';
import { toAdminProfile } from '../auth/profile';
import { findAdminById, revokeOtherSessions, updateAdmin } from '../auth/repository';
import type { AppContext, Caller } from '../context';
import { readImageDataUrl, type ImageMime } from '../files/images';
import { storeImage } from '../files/service';
import { notFound, unprocessable } from '../http/errors';

export const getProfile = async (ctx: AppContext, caller: Caller): Promise<AdminProfile> => {
  const admin = await findAdminById(ctx.db, caller.adminId);
  if (!admin) throw notFound();
  return toAdminProfile(admin);
};

/** `image` undefined keeps the picture, null removes it, a data URL replaces it. */
export const updateProfile = async (
  ctx: AppContext,
  caller: Caller,
  input: ProfileUpdateRequest,
): Promise<AdminProfile> => {
  const now = ctx.clock.now();
  let image: { mime: ImageMime; bytes: Buffer } | null | undefined;
  if (typeof input.image === 'string') {
    const checked = readImageDataUrl(input.image);
    if (!checked.ok) throw unprocessable({ image: [appMessages.errors.image[checked.reason]] });
    image = checked;
  } else {
    image = input.image;
  }
  await ctx.db.transaction(async (tx) => {
    const file = image
      ? await storeImage(tx, ctx.files, {
          kind: 'profile',
          ...image,
          createdBy: caller.adminId,
          now,
        })
      : image;
    await updateAdmin(
      tx,
      caller.adminId,
      { name: input.name, ...(file === undefined ? {} : { imageFileId: file?.id ?? null }) },
      now,
    );
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'profile.update',
      entity: 'admin',
      entityId: caller.adminId,
      changes: { name: input.name, image: file === undefined ? 'kept' : (file?.id ?? null) },
      at: now,
    });
  });
  return getProfile(ctx, caller);
};

/** A new password ends every other session of the account; the current one stays signed in. */
export const changePassword = async (
  ctx: AppContext,
  caller: Caller,
  password: string,
): Promise<void> => {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await updateAdmin(tx, caller.adminId, { passwordHash }, now);
    await revokeOtherSessions(tx, caller.adminId, now, caller.sessionId);
    await recordAudit(tx, {
      adminId: caller.adminId,
      action: 'password.change',
      entity: 'admin',
      entityId: caller.adminId,
      at: now,
    });
  });
};
