import type { AdminProfile, LoginResponse } from '../../domain/api/auth';
import { isGroup, type Group } from '../../domain/groups';
import { SESSION_KEY } from './sessionKey';

/**
 * The token's expiry is the server's to judge (its clock may differ from the browser's): an
 * expired token gets a 401 and the app then ends the session.
 */
export interface Session {
  token: string;
  role: Group;
  admin: AdminProfile;
}

export const saveSession = (login: LoginResponse): Session => {
  const session: Session = {
    token: login.access_token,
    role: login.role,
    admin: login.admin,
  };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
};

/** The stored session, or null when there is none or it is malformed. */
export const readSession = (): Session | null => {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session>;
    if (!session.token || !isGroup(session.role) || !session.admin) return null;
    return session as Session;
  } catch {
    return null;
  }
};

export const updateSessionAdmin = (admin: AdminProfile): void => {
  const session = readSession();
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, admin }));
};

export const clearSession = (): void => sessionStorage.removeItem(SESSION_KEY);
