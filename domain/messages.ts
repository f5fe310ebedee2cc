/**
 * Fills a catalogue message's `%{name}` slots (the polyglot syntax of i18n/) where react-admin's
 * translator is not at hand: on the server and in the MUI theme.
 */
export const fillMessage = (message: string, values: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
