import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';
import { isKeyId, KEY_BYTES, type Keyring } from './envelope';

/**
 * Where the keys of personal data come from: the environment (DATA_ENCRYPTION_KEY, its older
 * DATA_ENCRYPTION_OLD_KEYS, DATA_INDEX_KEY), else a key file the server makes on first start in
 * DATA_DIR/keys, beside, never inside, the database folder, so a copy of the database or a
 * backup holds no key. docs/configuration.md says how to set and rotate them.
 */

const keyBytes = (name: string, value: string): Buffer => {
  const bytes = /^[A-Za-z0-9+/_-]+=*$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (bytes.length !== KEY_BYTES) {
    throw new ConfigError(`${name} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  }
  return bytes;
};

/** `<id>:<base64 key>`, the form of DATA_ENCRYPTION_KEY and each of DATA_ENCRYPTION_OLD_KEYS. */
const namedKey = (name: string, value: string): [string, Buffer] => {
  const at = value.indexOf(':');
  const id = value.slice(0, at);
  if (at < 0 || !isKeyId(id)) {
    throw new ConfigError(`${name} must be <key id>:<base64 key>, the id letters, digits, - or _`);
  }
  return [id, keyBytes(name, value.slice(at + 1).trim())];
};

/** The keyring the environment gives, or undefined when it gives none. */
export const keyringFromEnv = (env: NodeJS.ProcessEnv): Keyring | undefined => {
  const current = env.DATA_ENCRYPTION_KEY?.trim();
  const index = env.DATA_INDEX_KEY?.trim();
  const old = env.DATA_ENCRYPTION_OLD_KEYS?.trim();
  if (!current && !index && !old) return undefined;
  if (!current || !index) {
    throw new ConfigError('DATA_ENCRYPTION_KEY and DATA_INDEX_KEY must be given together');
  }
  const [currentKeyId, currentKey] = namedKey('DATA_ENCRYPTION_KEY', current);
  const keys = new Map<string, Buffer>(
    (old ? old.split(',') : []).map((entry) => namedKey('DATA_ENCRYPTION_OLD_KEYS', entry.trim())),
  );
  keys.set(currentKeyId, currentKey);
  const indexKey = keyBytes('DATA_INDEX_KEY', index);
  if ([...keys.values()].some((key) => key.equals(indexKey))) {
    throw new ConfigError('DATA_INDEX_KEY must differ from every encryption key');
  }
  return { currentKeyId, keys, indexKey };
};

interface KeyFile {
  current: string;
  keys: Record<string, string>;
  index: string;
}

export const keyFilePath = (dataDir: string): string =>
  path.join(dataDir, 'keys', 'personal-data.json');

const fromKeyFile = (file: string, stored: KeyFile): Keyring => {
  const keys = new Map(
    Object.entries(stored.keys ?? {}).map(([id, key]) => [id, keyBytes(`${file} key ${id}`, key)]),
  );
  if (!keys.has(stored.current)) throw new ConfigError(`${file}: its current key is missing`);
  return {
    currentKeyId: stored.current,
    keys,
    indexKey: keyBytes(`${file} index key`, stored.index ?? ''),
  };
};

const saveKeyFile = async (file: string, keyring: Keyring): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const content: KeyFile = {
    current: keyring.currentKeyId,
    keys: Object.fromEntries([...keyring.keys].map(([id, key]) => [id, key.toString('base64')])),
    index: keyring.indexKey.toString('base64'),
  };
  // Written beside and renamed over, so a crash never leaves half a key file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
};

/** A key id for a key made now: the day, so the file shows which key is the newer. */
const newKeyId = (now: Date) => `k${now.toISOString().slice(0, 19).replace(/\D/g, '')}`;

/** The key file's keyring, made (0600, in a 0700 folder) when there is none yet. */
export const keyringFromFile = async (dataDir: string, now = new Date()): Promise<Keyring> => {
  const file = keyFilePath(dataDir);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    try {
      return fromKeyFile(file, JSON.parse(text) as KeyFile);
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(`${file} is not a key file this server wrote`);
    }
  }
  const id = newKeyId(now);
  const keyring: Keyring = {
    currentKeyId: id,
    keys: new Map([[id, randomBytes(KEY_BYTES)]]),
    indexKey: randomBytes(KEY_BYTES),
  };
  await saveKeyFile(file, keyring);
  return keyring;
};

/** Adds a new current key to the key file, the older ones kept readable; returns the keyring. */
export const rotateKeyFile = async (dataDir: string, now = new Date()): Promise<Keyring> => {
  const keyring = await keyringFromFile(dataDir, now);
  const id = newKeyId(now);
  if (keyring.keys.has(id)) throw new ConfigError(`a key ${id} exists already; try again`);
  const rotated: Keyring = {
    ...keyring,
    currentKeyId: id,
    keys: new Map([...keyring.keys, [id, randomBytes(KEY_BYTES)]]),
  };
  await saveKeyFile(keyFilePath(dataDir), rotated);
  return rotated;
};

/**
 * The server's keyring: the environment's, else the key file's. With PostgreSQL in production
 * the environment must give it: a key file on one instance's disk would not be the others'.
 */
export const loadKeyring = async (
  config: { databaseUrl: string | undefined; dataDir: string; production: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Keyring> => {
  const fromEnv = keyringFromEnv(env);
  if (fromEnv) return fromEnv;
  if (config.databaseUrl && config.production) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY and DATA_INDEX_KEY must be set when NODE_ENV=production with DATABASE_URL',
    );
  }
  return keyringFromFile(config.dataDir);
};

let installed: Keyring | undefined;

/** Makes `keyring` the one the database columns encrypt and decrypt with. */
export const installKeyring = (keyring: Keyring): void => {
  installed = keyring;
};

export const currentKeyring = (): Keyring => {
  if (!installed) throw new Error('no keyring installed: loadKeyring and installKeyring at start');
  return installed;
};
