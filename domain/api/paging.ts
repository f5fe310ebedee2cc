import { number } from 'yup';

/**
 * A list's `page` query parameter: a whole number from 1, 1 when absent, `message` for anything
 * else. A page past a million is no real request, and its offset would overflow PostgreSQL's
 * bigint.
 */
export const pageParam = (message: string) =>
  number().typeError(message).integer(message).min(1, message).max(1_000_000, message).default(1);
