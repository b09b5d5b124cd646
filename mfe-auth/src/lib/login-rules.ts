import { isValidEmail } from '@shop/shared';

// Password login form rules (docs/product.md#validation).

export const LOGIN_EMAIL_INVALID = 'Please enter a valid email';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export interface LoginInput {
  email: string;
  password: string;
}

/** One message per failing field; an empty object means the form may be sent. */
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Missing and malformed e-mails share one message on this form. */
export function loginEmailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : LOGIN_EMAIL_INVALID;
}

/** An empty password is also too short; spaces count, as a password may contain them. */
export function passwordLengthError(password: string): string | undefined {
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT;
}

export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  const email = loginEmailError(input.email);
  if (email) errors.email = email;
  const password = passwordLengthError(input.password);
  if (password) errors.password = password;
  return errors;
}
