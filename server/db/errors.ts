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
