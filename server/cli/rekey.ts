import { sealPersonalData } from '../personal-data/convert';
import { installKeyring, keyringFromEnv, rotateKeyFile } from '../personal-data/keyring';
import { readFlags, runDatabaseTask, seconds, UsageError } from './databaseTask';

/**
 * `npm run data:rekey [-- --rotate]`: re-encrypts every NIK and account number still under an
 * older key with the current one, so the older key can then be dropped. With --rotate, the key
 * file (DATA_DIR/keys) first gets a new current key; keys from the environment are rotated by
 * setting a new DATA_ENCRYPTION_KEY and moving the old one to DATA_ENCRYPTION_OLD_KEYS.
 */
await runDatabaseTask(
  'data:rekey',
  () => readFlags({ rotate: { type: 'boolean', default: false } }),
  async ({ db }, config, { rotate }) => {
    if (rotate) {
      if (keyringFromEnv(process.env)) {
        throw new UsageError(
          'the keys come from the environment: set a new DATA_ENCRYPTION_KEY, move the old one to DATA_ENCRYPTION_OLD_KEYS, and run without --rotate',
        );
      }
      const keyring = await rotateKeyFile(config.dataDir);
      installKeyring(keyring);
      console.log(`data:rekey: new current key ${keyring.currentKeyId} in DATA_DIR/keys`);
    }
    const startedAt = performance.now();
    const counts = await sealPersonalData(db, { rekey: true });
    console.log(
      `data:rekey: ${counts.members} members, ${counts.upgrades} upgrade forms and ${counts.bankAccounts} branch bank accounts re-encrypted (${seconds(startedAt)})`,
    );
  },
);
