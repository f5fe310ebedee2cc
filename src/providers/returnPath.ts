import { canOpenRoute } from '../../domain/access';
import type { Group } from '../../domain/groups';

/**
 * The screen a visitor without a session opened this tab on (a link, a notification's click in
 * a new tab): signing in goes there. Kept in the tab's storage rather than the router's state,
 * which react-admin replaces when its own auth check sends the visitor to sign-in again.
 */
const KEY = 'aogmog.return-to';

export const rememberReturnPath = (path: string): void => sessionStorage.setItem(KEY, path);

/** Set by a sign-out the user chose; survives a reload of /sign-in, as router state does. */
const SIGNED_OUT_KEY = 'aogmog.signed-out';

/**
 * A chosen sign-out: the next sign-in starts at the dashboard. react-admin's own auth check,
 * running as the session ends, may still leave the page in the router's state for the next
 * sign-in to return to, and that page may be one the next account cannot open.
 */
export const markChosenSignOut = (): void => sessionStorage.setItem(SIGNED_OUT_KEY, '1');

const openable = (group: Group, path: string | null): string | null =>
  path && canOpenRoute(group, path.split('?')[0] ?? '') ? path : null;

/**
 * Where a sign-in goes: nowhere special after a chosen sign-out; else the page that sent the
 * visitor to sign-in (react-admin's state, `fromState`), else the screen the tab was opened on;
 * each only if the group may open it. Both memories are used once.
 */
export const takeReturnPath = (group: Group, fromState: string | null): string | null => {
  const remembered = sessionStorage.getItem(KEY);
  const signedOut = sessionStorage.getItem(SIGNED_OUT_KEY);
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  if (signedOut) return null;
  return openable(group, fromState) ?? openable(group, remembered);
};
