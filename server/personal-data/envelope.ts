import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Application-level authenticated encryption of personal data (AES-256-GCM) and its blind
 * index (HMAC-SHA256). A value is stored as the envelope `enc:v1:<key id>:<iv>:<ciphertext>:<tag>`
 * (base64url parts): the key id lets several keys be read while one, the current, writes, so
 * keys rotate without a stop. The column name is bound in as associated data: a ciphertext
 * moved to another column does not open.
 */

export const ENVELOPE_PREFIX = 'enc:v1:';

export interface Keyring {
  /** The key new values are encrypted with. */
  currentKeyId: string;
  /** Every key that may still be read, by id (the current one among them). */
  keys: ReadonlyMap<string, Buffer>;
  /** The blind index's key, never an encryption key. */
  indexKey: Buffer;
}

export class EnvelopeError extends Error {}

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export const isKeyId = (id: string): boolean => KEY_ID.test(id);

export const isEnvelope = (value: string): boolean => value.startsWith(ENVELOPE_PREFIX);

/** The id of the key a stored value was encrypted with; undefined for plain text. */
export const keyIdOf = (value: string): string | undefined =>
  isEnvelope(value) ? value.slice(ENVELOPE_PREFIX.length).split(':')[0] : undefined;

export const encryptValue = (keyring: Keyring, context: string, plain: string): string => {
  const key = keyring.keys.get(keyring.currentKeyId);
  if (!key)
    throw new EnvelopeError(`the current key ${keyring.currentKeyId} is not in the keyring`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return `${ENVELOPE_PREFIX}${keyring.currentKeyId}:${parts.join(':')}`;
};

/** Opens an envelope; a changed byte, a wrong column or an unknown key is an EnvelopeError. */
export const decryptValue = (keyring: Keyring, context: string, stored: string): string => {
  if (!isEnvelope(stored)) throw new EnvelopeError('not an encrypted value');
  const [keyId, iv, data, tag, ...rest] = stored.slice(ENVELOPE_PREFIX.length).split(':');
  const key = keyring.keys.get(keyId ?? '');
  if (!key) throw new EnvelopeError(`no key "${keyId}" to read this value with`);
  if (iv === undefined || data === undefined || tag === undefined || rest.length) {
    throw new EnvelopeError('a damaged encrypted value');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new EnvelopeError('an encrypted value that fails its authentication');
  }
};

/**
 * The keyed hash that finds and keeps unique what is encrypted: equal inputs give equal
 * indexes, and without the index key nobody can test a guessed NIK against it. '' has none.
 */
export const blindIndex = (keyring: Keyring, normalised: string): string | null =>
  normalised ? createHmac('sha256', keyring.indexKey).update(normalised).digest('hex') : null;
