/** A LIKE pattern for "contains `text`": `%` and `_` typed by a user are letters, not wildcards. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern for "starts with `text`", which a text_pattern_ops index serves. */
export const startingWith = (text: string): string =>
  `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
