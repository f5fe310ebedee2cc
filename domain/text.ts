/**
 * Marks a text field whose value may span lines (an address, a message): the server lets
 * newline, carriage return and tab through in these fields only; every other control character,
 * and these in a one-line field, is refused. Use as `string().meta(MULTILINE)`.
 */
export const MULTILINE = { multiline: true } as const;
