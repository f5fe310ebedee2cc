import { workerData } from 'node:worker_threads';
import pino from 'pino';
import { createClock } from '../clock';
import { openDatabase } from '../db/client';
import { createDiskStore } from '../files/store';
import { installKeyring, loadKeyring } from '../personal-data/keyring';
import { loadStartData } from './startData';
import type { StartDataJob } from './apart';

/**
 * The start data's thread (see apart.ts): the configuration of the server that started it (so
 * the same keys, from the environment or DATA_DIR's key file), its own connection to the
 * database at the address it was given.
 */
const { url, config } = workerData as StartDataJob;
installKeyring(await loadKeyring(config));
const database = await openDatabase({ url, poolMax: 2 });
try {
  await loadStartData({
    db: database.db,
    files: createDiskStore(config.filesDir),
    clock: createClock(config.testNow),
    config,
    // Written as it comes: the thread ends as soon as its work does, with nothing buffered.
    log: pino({ level: config.logLevel }, pino.destination({ sync: true })),
  });
} finally {
  await database.close();
}
