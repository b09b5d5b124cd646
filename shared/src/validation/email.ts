// Sign-in e-mail rule (docs/product.md#validation). The modal keeps Send OTP disabled until this passes.

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Text, at-sign, text, dot, text, and no spaces anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Surrounding whitespace (a pasted address, a phone keyboard's trailing space) is not
 * counted against the shopper; callers send the trimmed value.
 */
export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

/** The error to show, or null when the e-mail is fine. */
export function validateEmail(email: string): string | null {
  if (email.trim() === '') return EMAIL_REQUIRED;
  if (!isValidEmail(email)) return EMAIL_INVALID;
  return null;
}
