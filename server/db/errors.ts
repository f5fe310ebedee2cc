/** A unique index refused the write (PostgreSQL 23505), as pg or PGlite report it, or wrapped by drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** The index or constraint a unique violation names (pg and PGlite both report it). */
export const violatedConstraint = (error: unknown): string | undefined => {
  if (!isUniqueViolation(error)) return undefined;
  const name = (e: unknown) => (e as { constraint?: unknown } | null)?.constraint;
  const found = name(error) ?? name((error as { cause?: unknown }).cause);
  return typeof found === 'string' ? found : undefined;
};

/**
 * The statement ran past its timeout (PostgreSQL 57014) or no pooled connection came free in
 * that time (pg's own message): the database is busy, not the request wrong.
 */
export const isDatabaseBusy = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some((e) => {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
    return code === '57014' || message === 'timeout exceeded when trying to connect';
  });

/** Socket errors of a database server that is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, starting up, out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What pg and PGlite say, without a code, when the connection is gone or was never there. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query read timeout',
  'PGlite is closed',
];

/**
 * The database cannot be reached or is going away (a connection refused or cut, PostgreSQL
 * shutting down or starting, SQLSTATE class 08 'connection exception', a closed PGlite): the
 * request was not wrong, and may succeed once the database is back. Looks through drizzle's
 * wrapping (`cause`).
 */
export const isDatabaseUnreachable = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (
      typeof message === 'string' &&
      UNREACHABLE_MESSAGES.some((known) => message.startsWith(known))
    )
      return true;
  }
  return false;
};
