import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { apiConfig } from './config';
import type { Declarations } from '../resources/declarations';
import { canAccessResource } from '../resources/resourceAccess';
import { requestBlob, requestJson } from './httpClient';
import { clearSession, readSession, saveSession } from './session';

interface Credentials {
  email: string;
  password: string;
}

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

/**
 * The authProvider over the features' declarations, which it loads when first needed: the
 * sign-in page uses this provider, and the declarations (with the shell they come with) do not
 * belong to that page's download. Signing in starts loading them while the credentials are
 * checked, so the dashboard does not wait for the shell after.
 */
export const createAuthProvider = (loadDeclarations: () => Promise<Declarations>) =>
  ({
    login: async ({ email, password }: Credentials) => {
      // A shell that fails to load shows its error once signed in, not as a failed sign-in.
      const declarations = loadDeclarations().catch(() => null);
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
      void declarations.then((loaded) => loaded?.signedIn());
    },

    logout: async () => {
      if (readSession()) {
        await (await loadDeclarations()).signingOut();
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
      return canAccessResource(await loadDeclarations(), session.role, { resource, action });
    },
  }) satisfies AuthProvider;
