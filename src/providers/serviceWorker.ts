/**
 * The service worker (public/sw.js), one per build: its URL names the build, so a new build
 * installs a new worker that stores the new shell. Push registers the same URL. Read when
 * called: the build id is the bundler's constant, absent where a module is only imported
 * (the browser suite reads the menu's declarations).
 */
export const workerUrl = (): string => `/sw.js?build=${encodeURIComponent(__BUILD_ID__)}`;

/**
 * Registers the worker once the page has loaded, so storing the shell never competes with the
 * first load itself. Not in development, where the files are not a build's.
 */
export const registerAppShellWorker = (): void => {
  if (__BUILD_ID__ === 'dev' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(workerUrl()).catch(() => {
      // Without a worker the app works as before, from the network.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
