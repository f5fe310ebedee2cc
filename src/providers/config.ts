/**
 * The three API bases of the API contract (docs/openapi.yaml): authentication, the internal API and the public
 * region API. Each can point elsewhere at build time; by default all are this server.
 */
export const apiConfig = {
  authUrl: import.meta.env?.VITE_AUTH_URL ?? '/api',
  apiUrl: import.meta.env?.VITE_API_URL ?? '/api',
  generalUrl: import.meta.env?.VITE_GENERAL_URL ?? '/api/general',
} as const;

/** How often the app asks whether a newer build is served. */
export const VERSION_CHECK_MS = 5000;
/** How long alerts stay. */
export const ALERT_HIDE_MS = 5000;
