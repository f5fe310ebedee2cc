import { sql, type SQL } from 'drizzle-orm';

/** `text` inside a LIKE pattern: `%` and `_` typed by a user are letters, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains `text`". */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern for "starts with `text`", which a text_pattern_ops index serves. */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;

/**
 * The text just above every text that starts with `prefix` in byte order: the prefix with its
 * last character one code point higher (UTF-8 keeps code point order in its bytes). Null where
 * there is none that PostgreSQL can hold (a last character at the top of Unicode or a surrogate).
 */
export const prefixEnd = (prefix: string): string | null => {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || (last >= 0xd7ff && last <= 0xdfff) || last >= 0x10ffff) return null;
  return chars.join('') + String.fromCodePoint(last + 1);
};

/**
 * `expr` starts with `prefix`, as the range [prefix, prefixEnd) in byte order: a
 * text_pattern_ops index reads exactly those entries, where `like 'abc%'` reads the same range
 * and then tests the pattern again on each entry (a third of a prefix count's time). Falls back
 * to LIKE where the range has no end.
 */
export const startsWith = (expr: SQL, prefix: string): SQL => {
  const end = prefixEnd(prefix);
  return end === null
    ? sql`${expr} like ${startingWith(prefix)}`
    : sql`(${expr} ~>=~ ${prefix} and ${expr} ~<~ ${end})`;
};
