/**
 * Where the signed-in session lives in session storage: it ends with the tab, and each tab
 * signs in on its own. Read by the app and by the build's preload script in index.html.
 */
export const SESSION_KEY = 'aogmog.session';
