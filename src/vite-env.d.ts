/// <reference types="vite/client" />

/** The id of this build ('dev' under the dev server); see vite.config.ts. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base of the authentication API (default /api). */
  readonly VITE_AUTH_URL?: string;
  /** Base of the internal API (default /api). */
  readonly VITE_API_URL?: string;
  /** Base of the public region API (default /api/general). */
  readonly VITE_GENERAL_URL?: string;
}
