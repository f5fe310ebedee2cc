import { installKeyring, keyringFromEnv } from '../../../server/personal-data/keyring';

/**
 * The server suite's keys of personal data: fixed, so that rows a test writes straight into the
 * database and the app it builds (which loads its keyring from the environment) agree.
 */
export const TEST_KEYS = {
  DATA_ENCRYPTION_KEY: `test1:${Buffer.alloc(32, 1).toString('base64')}`,
  DATA_INDEX_KEY: Buffer.alloc(32, 2).toString('base64'),
};

Object.assign(process.env, TEST_KEYS);
installKeyring(keyringFromEnv(TEST_KEYS)!);
