import type { AnyObject, Flags, Maybe, StringSchema } from 'yup';
import { errors } from '../i18n/app/errors';

/**
 * Marks a text field whose value may span lines (an address, a message): the server lets
 * newline, carriage return and tab through in these fields only; every other control character,
 * and these in a one-line field, is refused. Use as `string().meta(MULTILINE)`.
 */
export const MULTILINE = { multiline: true } as const;

/** Bidirectional overrides, embeddings, isolates and marks: they make a name display as another. */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LETTER = /\p{L}/u;

/**
 * A person's, a branch's or an account's name: it holds at least one letter (so neither digits
 * alone nor invisible zero-width characters make a name) and no character that reorders text.
 * Used by the app's forms and the server alike; a missing name is the field's `required` to judge.
 */
export const nameProblem = (value: string | null | undefined): 'letters' | 'direction' | null => {
  if (!value) return null;
  if (DIRECTION_CONTROL.test(value)) return 'direction';
  return LETTER.test(value) ? null : 'letters';
};

/** `nameProblem` as a string schema's checks, with their messages. */
export const withNameRules = <T extends Maybe<string>, D, F extends Flags>(
  schema: StringSchema<T, AnyObject, D, F>,
): StringSchema<T, AnyObject, D, F> =>
  schema
    .test('letters', errors.name.letters, (value) => nameProblem(value) !== 'letters')
    .test('direction', errors.name.direction, (value) => nameProblem(value) !== 'direction');
