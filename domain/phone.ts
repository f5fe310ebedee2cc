/** The longest number accepted, as its database column stores it; checked before any pattern. */
export const PHONE_MAX_LENGTH = 30;

/**
 * WhatsApp numbers as SPEC.md section 5 accepts them: an optional +62 prefix with digit groups,
 * or digits separated by spaces, dashes or brackets. 8 to 15 digits in all.
 *
 * Each group's digits must be followed by a bracket or a separator, so a digit run has exactly
 * one way to match and the pattern runs in linear time (the earlier `(\d{2,5}…)*\d{2,5}`
 * backtracked exponentially on a long run of digits ending in a wrong character). A run of two
 * or more digits splits into groups of 2 to 5 in some way, so it accepts what that one did.
 */
export const PHONE_PATTERN =
  /^(?:\+62[\s-]?)?(?:\(?\d{2,}(?:\)[\s-]?|[\s-]|(?=\()))*(?:\d{2,}|\(\d{4,})$/;

export const isPhone = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return false;
  const digits = trimmed.replace(/\D/g, '');
  return PHONE_PATTERN.test(trimmed) && digits.length >= 8 && digits.length <= 15;
};

/** The number as WhatsApp addresses it: digits only, Indonesia's 62 instead of a leading 0. */
export const toWhatsAppNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
};
