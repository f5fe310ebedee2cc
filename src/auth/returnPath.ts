import { canOpenRoute } from '../../domain/access';
import type { Group } from '../../domain/groups';

/**
 * The screen a visitor without a session opened this tab on (a link, a notification's click in
 * a new tab): signing in goes there. Kept in the tab's storage rather than the router's state,
 * which react-admin replaces when its own auth check sends the visitor to sign-in again.
 */
const KEY = 'aogmog.return-to';

export const rememberReturnPath = (path: string): void => sessionStorage.setItem(KEY, path);

/** The remembered screen, once, if the group may open it. */
export const takeReturnPath = (group: Group): string | null => {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && canOpenRoute(group, path.split('?')[0] ?? '') ? path : null;
};
