import type { AdminProfile, ProfileUpdateRequest } from '../../domain/api/auth';
import { recordAudit } from '../audit/repository';
import { hashPassword } from '../auth/passwords';
import { toAdminProfile } from '../auth/profile';
import {
  findAdminById,
  lockAdminImage,
  revokeOtherSessions,
  updateAdmin,
} from '../auth/repository';
import type { AppContext, Caller } from '../context';
import { readUploadedImage, type NormalisedImage } from '../files/normalise-image';
import { storeImage, withFiles } from '../files/service';
import { notFound } from '../http/errors';

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
  const image: NormalisedImage | null | undefined =
    typeof input.image === 'string' ? await readUploadedImage(input.image, 'profile') : input.image;
  await withFiles(ctx.db, ctx.files, async (tx, files) => {
    const file = image
      ? await storeImage(tx, files.store, {
          kind: 'profile',
          ...image,
          createdBy: caller.adminId,
          now,
        })
      : image;
    // Read before the change and locked, so of two parallel changes each drops what it replaced.
    const previous = file === undefined ? null : await lockAdminImage(tx, caller.adminId);
    await updateAdmin(
      tx,
      caller.adminId,
      { name: input.name, ...(file === undefined ? {} : { imageFileId: file?.id ?? null }) },
      now,
    );
    // A replaced or removed picture is not kept: its row goes now, its bytes after the commit.
    if (previous) await files.drop(previous);
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
