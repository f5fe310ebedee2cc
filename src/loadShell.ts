/**
 * The signed-in shell's module. App renders it lazily; signing in starts the download while the
 * credentials are checked, so the dashboard does not wait for it after.
 */
export const loadShell = () => import('./AdminApp');
