import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { sealPersonalData } from './personal-data/convert';
import { installKeyring, loadKeyring } from './personal-data/keyring';
import { ensureVapidKeys, type VapidDetails } from './push/keys';
import { seedReference } from './seed/reference';

export interface PreparedDatabase {
  database: Database;
  /** Whether it was opened here (and is to be closed by whoever prepared it). */
  ownsDatabase: boolean;
  vapid: VapidDetails;
}

/**
 * What must hold before any request is served, done at every start and harmless when already
 * done: the keys of personal data, the migrations, their encryption step, the reference data
 * and the push keys. Several processes may run it at once (the migrations take turns on a lock),
 * but the primary of a cluster runs it first so that its workers find it all done.
 */
export const prepareDatabase = async (
  config: Config,
  clock: Clock,
  database?: Database,
): Promise<PreparedDatabase> => {
  // Before the database: a missing key stops the start before anything is read or written.
  installKeyring(await loadKeyring(config));
  const ownsDatabase = !database;
  const opened = database ?? (await openConfiguredDatabase(config, 'serve'));
  try {
    await opened.migrate();
    // What the migrations cannot do without the key: plain personal data encrypted (0013).
    await sealPersonalData(opened.db);
    await seedReference(opened.db, clock.now());
    const vapid = await ensureVapidKeys(opened.db, config, clock.now());
    return { database: opened, ownsDatabase, vapid };
  } catch (error) {
    if (ownsDatabase) await opened.close();
    throw error;
  }
};
