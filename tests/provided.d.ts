import 'vitest';

/** What vitest.config.ts and the global setups provide to the test files (`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** From TEST_SLOWDOWN and DEBUG_DOM, for the app suite (jsdom has no process.env). */
    asyncUtilTimeout: number;
    debugDom: boolean;
    /**
     * The migrated database every server test file copies (tests/server/support/database.ts):
     * on PGlite the file of its dumped data directory, on PostgreSQL a template database.
     */
    migratedTemplate:
      { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };
  }
}
