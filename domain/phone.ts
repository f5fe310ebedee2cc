/**
 * WhatsApp numbers as the member form accepts them: an optional +62 prefix with digit groups,
 * or digits separated by spaces, dashes or brackets. 8 to 15 digits in all.
 */
export const PHONE_MAX_LENGTH = 30;

/*
 * The same numbers as `(\(?\d{2,5}\)?[\s-]?)*\d{2,5}` after the prefix, written so that each
 * character has one way to match: the old nested form tried every split of a digit run and took
 * seconds on 40 digits followed by a letter. A digit run of two or more can always be split into
 * groups of 2 to 5, so runs are unbounded here; brackets open a run or close it; a space or dash
 * only between groups.
 */
const GROUP = String.raw`\(?\d{2,}(?:\)\(?\d{2,}|\(\d{2,})*\)?`;
export const PHONE_PATTERN = new RegExp(String.raw`^(?:\+62[\s-]?)?${GROUP}(?:[\s-]${GROUP})*$`);

export const isPhone = (value: string): boolean => {
  const trimmed = value.trim();
  // The cap comes first so no pattern ever sees a long input.
  if (trimmed.length > PHONE_MAX_LENGTH) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 && PHONE_PATTERN.test(trimmed);
};

/** The number as WhatsApp addresses it: digits only, Indonesia's 62 instead of a leading 0. */
export const toWhatsAppNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
};
