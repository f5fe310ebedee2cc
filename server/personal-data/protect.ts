import { PERSONAL_FIELDS } from '../../domain/personalData';
import { normaliseNik } from '../../domain/duplicates';
import { blindIndex, decryptValue, encryptValue } from './envelope';
import { currentKeyring } from './keyring';

/** A personal value as stored under column `column`, with the installed keyring. */
export const sealValue = (column: string, plain: string): string =>
  encryptValue(currentKeyring(), column, plain);

export const openValue = (column: string, stored: string): string =>
  decryptValue(currentKeyring(), column, stored);

/** The blind index of a NIK: what the unique index and every look-up by NIK compare. */
export const nikIndex = (nik: string): string | null =>
  blindIndex(currentKeyring(), normaliseNik(nik));

const isPersonalColumn = (name: string): boolean =>
  (PERSONAL_FIELDS as readonly string[]).includes(name);

/**
 * A member value kept in JSON under its column's name (an upgrade's `form`): the NIK and
 * account numbers sealed as in their columns, anything else as it is.
 */
export const sealFormValue = (column: string, value: unknown): unknown =>
  isPersonalColumn(column) && typeof value === 'string' ? sealValue(column, value) : value;

export const openFormValue = (column: string, value: unknown): unknown =>
  isPersonalColumn(column) && typeof value === 'string' ? openValue(column, value) : value;
