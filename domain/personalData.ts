/**
 * Personal data the law counts as identifying or financial (UU 27/2022): the NIK and the bank
 * account numbers. Who sees them in full, and where, is `PERSONAL_DATA_ACCESS` in access.ts;
 * everywhere else they travel masked. See docs/decisions/personal-data.md.
 */

/** The member fields that are masked by need and encrypted at rest, in the API's names. */
export const PERSONAL_FIELDS = ['no_ktp', 'nomor_rekening', 'no_rek_pereferal'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const MASK_CHAR = '*';

/**
 * The value with its middle hidden: the first 6 and last 4 characters kept when at least 6
 * remain hidden ('3201011234560001' → '320101******0001'), fewer kept on shorter values
 * ('1234567890' → '******7890'), so a short account number never shows whole.
 */
export const maskValue = (value: string): string => {
  if (!value) return value;
  const tail = value.length >= 8 ? 4 : Math.floor(value.length / 4);
  const head = Math.max(0, Math.min(6, value.length - tail - 6));
  return (
    value.slice(0, head) +
    MASK_CHAR.repeat(value.length - head - tail) +
    value.slice(value.length - tail)
  );
};

/** A 16-digit NIK as `maskValue` shows it. */
export const MASKED_NIK_PATTERN = /^\d{6}\*{6}\d{4}$/;

/** Whether a value sent in carries a mask rather than a number someone typed. */
export const isMasked = (value: string | null | undefined): boolean =>
  Boolean(value?.includes(MASK_CHAR));

/** The record with its personal fields masked; other fields as they are. */
export const maskPersonalFields = <T extends Partial<Record<PersonalField, string | null>>>(
  record: T,
): T => {
  const masked: Record<string, unknown> = { ...record };
  for (const field of PERSONAL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') masked[field] = maskValue(value);
  }
  return masked as T;
};

/**
 * A form sent back with a personal field still masked as it was shown keeps the stored value:
 * the mask of `stored` stands for `stored`. Any other value is taken as typed (and a mask that
 * is not the stored value's is refused by the caller).
 */
export const keepUnchangedMasks = <T extends Partial<Record<PersonalField, string>>>(
  body: T,
  stored: Partial<Record<PersonalField, string>>,
): T => {
  const kept: Record<string, unknown> = { ...body };
  for (const field of PERSONAL_FIELDS) {
    const value = body[field];
    const original = stored[field];
    if (isMasked(value) && original !== undefined && value === maskValue(original)) {
      kept[field] = original;
    }
  }
  return kept as T;
};

/** The personal fields of a body that still carry a mask. */
export const maskedFields = (body: Partial<Record<PersonalField, string>>): PersonalField[] =>
  PERSONAL_FIELDS.filter((field) => isMasked(body[field]));
