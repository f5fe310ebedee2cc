import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { apiConfig } from '../config';
import { requestBlob, requestJson } from './httpClient';
import { clearSession, readSession, saveSession } from './session';

interface Credentials {
  email: string;
  password: string;
}

// Imported when first used: the sign-in page loads this provider, and neither push nor the
// resource registry (with the schemas they import) belongs to that page's download.
const pushClient = () => import('../push/pushClient');
const resourceAccess = () => import('../resources/resourceAccess');

let avatar: { url: string; objectUrl: string } | undefined;

/** The profile picture as a local object URL: the file route needs the bearer token. */
const avatarFor = async (url: string | null): Promise<string | undefined> => {
  if (!url) return undefined;
  if (avatar?.url === url) return avatar.objectUrl;
  try {
    const objectUrl = URL.createObjectURL(await requestBlob(url));
    if (avatar) URL.revokeObjectURL(avatar.objectUrl);
    avatar = { url, objectUrl };
    return objectUrl;
  } catch {
    return undefined;
  }
};

export const authProvider = {
  login: async ({ email, password }: Credentials) => {
    const form = new FormData();
    form.set('email', email);
    form.set('password', password);
    const response = await requestJson<LoginResponse>(
      `${apiConfig.authUrl}/auth/pos-cabang/login`,
      {
        method: 'POST',
        body: form,
        anonymous: true,
      },
    );
    saveSession(response);
    // In the background: the push service may be slow or unreachable.
    void pushClient().then(({ subscribeOnSignIn }) => subscribeOnSignIn());
  },

  logout: async () => {
    if (readSession()) {
      await pushClient().then(({ releaseOnSignOut }) => releaseOnSignOut());
      // Revoke the token on the server; the local session ends whatever it answers.
      await requestJson(`${apiConfig.authUrl}/auth/logout`, { method: 'POST' }).catch(
        () => undefined,
      );
    }
    clearSession();
    return PATHS.signIn;
  },

  checkAuth: async () => {
    if (!readSession()) throw { redirectTo: PATHS.signIn, message: false };
  },

  /** A 401 ends the session; a 403 is only a refusal and keeps it. */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: PATHS.signIn, logoutUser: true };
    }
  },

  getIdentity: async () => {
    const session = readSession();
    if (!session) throw new Error('Not signed in');
    return {
      id: session.admin.id,
      fullName: session.admin.name,
      avatar: await avatarFor(session.admin.image),
    };
  },

  getPermissions: async () => readSession()?.role,

  canAccess: async ({ resource, action }: { resource: string; action: string }) => {
    const session = readSession();
    if (!session) return false;
    const { canAccessResource } = await resourceAccess();
    return canAccessResource(session.role, { resource, action });
  },
} satisfies AuthProvider;
