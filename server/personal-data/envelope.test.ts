import { describe, expect, it } from 'vitest';
import {
  blindIndex,
  decryptValue,
  encryptValue,
  EnvelopeError,
  keyIdOf,
  type Keyring,
} from './envelope';

const keyring = (current: string, ids: string[] = [current]): Keyring => ({
  currentKeyId: current,
  keys: new Map(ids.map((id) => [id, Buffer.alloc(32, id.charCodeAt(id.length - 1))])),
  indexKey: Buffer.alloc(32, 9),
});

const NIK = '3201011234560001';

describe('personal data envelopes', () => {
  it('round-trips, never holds the plain value and differs on every encryption', () => {
    const ring = keyring('k1');
    const one = encryptValue(ring, 'no_ktp', NIK);
    const two = encryptValue(ring, 'no_ktp', NIK);
    expect(one).not.toContain(NIK);
    expect(one).not.toBe(two);
    expect(one.startsWith('enc:v1:k1:')).toBe(true);
    expect(decryptValue(ring, 'no_ktp', one)).toBe(NIK);
  });

  it('detects a changed byte, a value moved to another column and a foreign key', () => {
    const ring = keyring('k1');
    const sealed = encryptValue(ring, 'no_ktp', NIK);
    const parts = sealed.split(':');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => decryptValue(ring, 'no_ktp', parts.join(':'))).toThrow(EnvelopeError);
    expect(() => decryptValue(ring, 'nomor_rekening', sealed)).toThrow(EnvelopeError);
    const other = { ...keyring('k1'), keys: new Map([['k1', Buffer.alloc(32, 7)]]) };
    expect(() => decryptValue(other, 'no_ktp', sealed)).toThrow(EnvelopeError);
    expect(() => decryptValue(ring, 'no_ktp', NIK)).toThrow(EnvelopeError);
    expect(() => decryptValue(ring, 'no_ktp', 'enc:v1:k1:abc')).toThrow(EnvelopeError);
  });

  it('rotates: values of an older key still open, new ones use the current key', () => {
    const old = encryptValue(keyring('k1'), 'no_ktp', NIK);
    const rotated = keyring('k2', ['k1', 'k2']);
    expect(decryptValue(rotated, 'no_ktp', old)).toBe(NIK);
    const fresh = encryptValue(rotated, 'no_ktp', NIK);
    expect(keyIdOf(fresh)).toBe('k2');
    expect(keyIdOf(old)).toBe('k1');
    expect(() => decryptValue(keyring('k2'), 'no_ktp', old)).toThrow(/no key "k1"/);
  });

  it('indexes equal NIKs alike, by key, and gives an empty one none', () => {
    const ring = keyring('k1');
    const index = blindIndex(ring, NIK);
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(blindIndex(keyring('k2'), NIK)).toBe(index);
    expect(blindIndex({ ...ring, indexKey: Buffer.alloc(32, 8) }, NIK)).not.toBe(index);
    expect(blindIndex(ring, '3201011234560002')).not.toBe(index);
    expect(blindIndex(ring, '')).toBeNull();
  });
});
