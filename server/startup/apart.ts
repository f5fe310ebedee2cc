import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config';

/** What the start data's thread is given: the server's configuration and its database's address. */
export interface StartDataJob {
  url: string;
  config: Config;
}

/** The thread's file the built server runs, bundled beside dist-server/main.js. */
export const BUNDLED_START_DATA = 'start-data.js';

/**
 * The thread's file when this module runs bundled (`npm start`), else undefined. Run from the
 * sources, a thread would compile its TypeScript through tsx, whose esbuild service then stays
 * on as a child of the server; there the start data loads in the server's own thread.
 */
export const startDataThreadFile = (): string | undefined => {
  if (import.meta.url.endsWith('.ts')) return undefined;
  const bundled = fileURLToPath(new URL(`./${BUNDLED_START_DATA}`, import.meta.url));
  return existsSync(bundled) ? bundled : undefined;
};

/**
 * loadStartData in a thread of its own (the bundled `file`), on the PostgreSQL at `job.url`.
 * The demo data's proof images and the regions' 83,762 villages pass through memory once; in the
 * server's own thread the memory they took stayed with the process for good (about 100 MB of its
 * resident size after a first start), a thread's goes with the thread.
 */
export const loadStartDataApart = (file: string, job: StartDataJob): Promise<void> =>
  new Promise((resolve, reject) => {
    const thread = new Worker(file, { workerData: job });
    thread.once('error', reject);
    thread.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the start data thread ended with code ${code}`)),
    );
  });
