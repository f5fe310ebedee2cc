import { matchesPath, PUBLIC_PATHS } from '../../domain/paths';

/**
 * The screen a visitor without a session asked for (a link, a notification's click in a new
 * tab): signing in goes there. Kept in the tab's storage rather than the router's state, which
 * react-admin replaces when its own auth check sends the visitor to sign-in again.
 */
const KEY = 'aogmog.return-to';

export const rememberReturnPath = (path: string): void => {
  const open = PUBLIC_PATHS.some((pattern) => matchesPath(pattern, path.split('?')[0] ?? ''));
  if (!open && path !== '/') sessionStorage.setItem(KEY, path);
};

/** The remembered screen, once. */
export const takeReturnPath = (): string | null => {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
};
