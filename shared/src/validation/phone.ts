// Optional phone number (docs/product.md#validation, #constants). The rule comes without a message; this one is ours.

export const PHONE_MIN_LENGTH = 10;
export const PHONE_INVALID = 'Please enter a valid phone number';

/** Optional leading plus, then at least ten digits, spaces, hyphens or brackets. */
const PHONE_SHAPE = /^\+?[\d\s\-()]{10,}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_SHAPE.test(phone.trim());
}

/** Null when the phone is fine or left empty (it is optional). */
export function validatePhone(phone: string | null | undefined): string | null {
  if (!phone || phone.trim() === '') return null;
  return isValidPhone(phone) ? null : PHONE_INVALID;
}
