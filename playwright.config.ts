import { defineConfig } from '@playwright/test';
import { scaled } from './tests/timeouts.ts';

const PORT = Number(process.env.E2E_PORT || 3100);
/** A weekday at 11:00 in Jakarta, inside operating hours, that the demo data is built around. */
export const E2E_NOW = process.env.E2E_NOW || '2026-11-18T04:00:00.000Z';

/**
 * The browser suite runs the real product (`npm start`: built app, server, PGlite with the demo
 * seed) on a fresh data folder, in Debian's Chromium; no browser is downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Bounds, not waits: a whole flow on a busy 2-core machine (load 8) passes a minute.
  timeout: scaled(120_000),
  // A bound, not a wait: a first lazy screen on a busy 2-core machine takes seconds.
  expect: { timeout: scaled(15_000) },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1366, height: 820 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'rm -rf test-results/e2e-data && npm start',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: scaled(180_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: 'test-results/e2e-data',
      TEST_NOW: E2E_NOW,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '500',
    },
  },
});
