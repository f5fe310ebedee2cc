/** A unique index refused the write (PostgreSQL 23505), as pg or PGlite report it, or wrapped by drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};
