/**
 * WhatsApp numbers as SPEC.md section 5 accepts them: an optional +62 prefix with digit groups,
 * or digits separated by spaces, dashes or brackets. 8 to 15 digits in all.
 */
export const PHONE_PATTERN = /^(\+62[\s-]?)?(\(?\d{2,5}\)?[\s-]?)*\d{2,5}$/;

export const isPhone = (value: string): boolean => {
  const digits = value.replace(/\D/g, '');
  return PHONE_PATTERN.test(value.trim()) && digits.length >= 8 && digits.length <= 15;
};

/** The number as WhatsApp addresses it: digits only, Indonesia's 62 instead of a leading 0. */
export const toWhatsAppNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
};
