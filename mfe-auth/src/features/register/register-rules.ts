import { loginEmailError, passwordLengthError } from '../../lib/login-rules';

// Registration form rules (docs/product.md#validation). The product notes give no text for the required names or
// an empty confirmation; those texts are ours.

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const PASSWORD_TOO_WEAK =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';
/** A new password is longer than the spec's 6 (NIST SP 800-63B 5.1.1.2); signing in keeps 6. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const TERMS_NOT_AGREED = 'You must agree to the terms and conditions';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export type RegisterErrors = Partial<Record<keyof RegisterInput, string>>;

/**
 * The spec's rules first (6 characters, then a mix), then the length a new password
 * needs. Whether it is a common one only the server knows (its list is not sent here).
 */
export function registerPasswordError(password: string): string | undefined {
  const tooShort = passwordLengthError(password);
  if (tooShort) return tooShort;
  const mixed = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  if (!mixed) return PASSWORD_TOO_WEAK;
  return password.length < NEW_PASSWORD_MIN_LENGTH ? NEW_PASSWORD_TOO_SHORT : undefined;
}

/** One message per failing field; an empty object means the form may be sent. */
export function validateRegister(input: RegisterInput): RegisterErrors {
  const errors: RegisterErrors = {};
  if (input.firstName.trim() === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (input.lastName.trim() === '') errors.lastName = LAST_NAME_REQUIRED;
  const email = loginEmailError(input.email);
  if (email) errors.email = email;
  const password = registerPasswordError(input.password);
  if (password) errors.password = password;
  if (input.confirmPassword === '') errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED;
  else if (input.confirmPassword !== input.password)
    errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (!input.agreeToTerms) errors.agreeToTerms = TERMS_NOT_AGREED;
  return errors;
}
