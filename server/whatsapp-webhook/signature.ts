import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the raw body
 * with the app secret. Compared in constant time, so an attacker learns nothing from timing.
 */
export const isSignedBy = (secret: string, rawBody: Buffer, header: unknown): boolean => {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
};

/** The header value the Cloud API sends for this body (for the fake API in tests). */
export const signatureOf = (secret: string, rawBody: Buffer | string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
