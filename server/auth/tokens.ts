import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 256 random bits; only their sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
