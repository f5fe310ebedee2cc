import { object, string, type InferType } from 'yup';
import { appMessages } from '../../i18n/app-id';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../images';
import type { Group } from '../groups';
import { withNameRules } from '../text';

const A = appMessages.auth;
const P = appMessages.profile;

/** POST /api/auth/pos-cabang/login (multipart email, password). */
export const loginSchema = object({
  email: string().trim().required(A.signIn.emailRequired).max(255),
  password: string().required(A.signIn.passwordRequired).max(128),
});
export type LoginRequest = InferType<typeof loginSchema>;

export interface AdminProfile {
  id: number;
  name: string;
  email: string;
  /** URL of the profile picture (fetched with the bearer token), or null. */
  image: string | null;
  branch: { id: number; name: string } | null;
  group_user: { id: number; name: Group };
}

export interface LoginResponse {
  access_token: string;
  /** The group name, e.g. 'CABANG'. */
  role: Group;
  admin: AdminProfile;
  /** ISO instant after which the token is refused. */
  expires_at: string;
}

/** GET and PATCH /api/user/profile answer `{data}`. */
export interface ProfileResponse {
  data: AdminProfile;
}

/** PATCH /api/user/profile: a new name and, optionally, a new picture as a data URL. */
export const profileUpdateSchema = object({
  name: withNameRules(string().trim().required(P.nameRequired).max(100, P.nameTooLong)),
  image: string()
    .max(MAX_IMAGE_DATA_URL_LENGTH, appMessages.errors.image.size)
    .nullable()
    .optional(),
});
export type ProfileUpdateRequest = InferType<typeof profileUpdateSchema>;

/** POST /api/user/profile/change_password. */
export const changePasswordSchema = object({
  password: string()
    .required(P.changePassword.required)
    .min(8, P.changePassword.tooShort)
    .max(128, P.changePassword.tooLong),
});
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;

/** POST /api/reset_password; `env` is fixed to 'registrasi' by the app. */
export const resetPasswordSchema = object({
  email: string().trim().required(A.reset.emailRequired).email(A.reset.emailFormat).max(255),
  env: string().max(50).default('registrasi'),
});
export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>;

/** The e-mailed link's token: in the link's query, then in the form its page posts. */
export const resetConfirmSchema = object({ token: string().trim().max(200).default('') });
export type ResetConfirmRequest = InferType<typeof resetConfirmSchema>;

/** Any message-only answer, e.g. `{message: 'sukses ubah password'}`. */
export interface MessageResponse {
  message: string;
}
