import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  REFRESH_USER_FAILED,
  type Locale,
  type MessageValues,
} from '@shop/shared';
import { LOGIN_EMAIL_INVALID, PASSWORD_TOO_SHORT } from './login-rules';
import { OTP_INVALID } from './otp-rules';
import {
  CONFIRM_PASSWORD_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  NEW_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_WEAK,
  TERMS_NOT_AGREED,
} from '../features/register/register-rules';
import { ADDRESS_LIMIT_REACHED, ADDRESS_SAVE_FAILED } from '../features/profile/address-draft';

// The rules and the fixed failures speak the spec's English (its tests hold them to it);
// what a shopper reads is the page's language: each such text has its catalog id here.
// A text not listed (the server's own message, sent in the page's language) is shown as it is.

export const SEND_FAILED = 'Failed to send OTP. Please try again.';
export const VERIFY_FAILED = 'Invalid OTP. Please try again.';
export const CONFIRM_FAILED = VERIFY_FAILED;
export const RESEND_FAILED = 'Failed to resend OTP. Please try again.';
export const LOGIN_INVALID = 'Invalid email or password';
export const LOGIN_FAILED = 'Login failed. Please try again.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';
export const PROFILE_SAVED = 'Your profile was saved.';
export const PROFILE_SAVE_FAILED = 'Failed to save your profile. Please try again.';
export const ADDRESSES_LOAD_FAILED = 'Could not load your saved addresses. Please try again.';
export const ADDRESS_DELETE_FAILED = 'Failed to delete the address. Please try again.';
export const ADDRESS_DELETED = 'The address was deleted.';
export const ADDRESS_SAVED = 'The address was saved.';
export const POSTCODE_UNKNOWN = 'We do not know this postcode: please fill in the address below.';

const IDS: ReadonlyMap<string, [string, MessageValues?]> = new Map<
  string,
  [string, MessageValues?]
>([
  [SEND_FAILED, ['error.sendFailed']],
  [VERIFY_FAILED, ['error.verifyFailed']],
  [RESEND_FAILED, ['error.resendFailed']],
  [LOGIN_INVALID, ['error.loginInvalid']],
  [LOGIN_FAILED, ['error.loginFailed']],
  [REGISTER_FAILED, ['error.registerFailed']],
  [PROFILE_SAVED, ['profile.saved']],
  [PROFILE_SAVE_FAILED, ['profile.saveFailed']],
  [REFRESH_USER_FAILED, ['profile.refreshFailed']],
  [ADDRESSES_LOAD_FAILED, ['addresses.loadFailed']],
  [ADDRESS_DELETE_FAILED, ['addresses.deleteFailed']],
  [ADDRESS_DELETED, ['addresses.deleted']],
  [ADDRESS_SAVED, ['addresses.saved']],
  [ADDRESS_LIMIT_REACHED, ['addresses.limitReached']],
  [ADDRESS_SAVE_FAILED, ['address.saveFailed']],
  [POSTCODE_UNKNOWN, ['address.postcodeUnknown']],
  // @shop/shared's authErrorMessage (docs/product.md#messages)
  ['An unexpected error occurred', ['error.unexpected']],
  ['Invalid request data', ['error.badRequest']],
  ['Invalid credentials or session expired', ['error.unauthorized']],
  ['Access forbidden', ['error.forbidden']],
  ['Service not found', ['error.notFound']],
  ['Validation error', ['error.validation']],
  ['Too many requests. Please try again later', ['error.tooMany']],
  ['Server error. Please try again later', ['error.server']],
  ['Service temporarily unavailable', ['error.unavailable']],
  ['Client error occurred', ['error.client']],
  // the form rules
  [EMAIL_REQUIRED, ['validation.emailRequired']],
  [EMAIL_INVALID, ['validation.emailAddressInvalid']],
  [LOGIN_EMAIL_INVALID, ['validation.emailInvalid']],
  [PASSWORD_TOO_SHORT, ['validation.passwordShort']],
  [NEW_PASSWORD_TOO_SHORT, ['validation.newPasswordShort', { min: NEW_PASSWORD_MIN_LENGTH }]],
  [PASSWORD_TOO_WEAK, ['validation.passwordWeak']],
  [CONFIRM_PASSWORD_REQUIRED, ['validation.confirmRequired']],
  [PASSWORDS_DO_NOT_MATCH, ['validation.passwordsDiffer']],
  [TERMS_NOT_AGREED, ['validation.terms']],
  [FIRST_NAME_REQUIRED, ['validation.firstName']],
  [LAST_NAME_REQUIRED, ['validation.lastName']],
  [OTP_INVALID, ['validation.otp']],
  [PHONE_INVALID, ['validation.phone']],
]);

type Translate = (id: string, values?: MessageValues) => string;

/** A text of the shop's in the page's language; one it does not know as it is. */
export function say(t: Translate, text: string): string;
export function say(t: Translate, text: string | null | undefined): string | undefined;
export function say(t: Translate, text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const known = IDS.get(text);
  return known ? t(known[0], known[1]) : text;
}

/** [given name, family name] fields in the page's order: a Japanese page asks for the family name first. */
export function familyFirst<T>(locale: Locale, [given, family]: [T, T]): [T, T] {
  return locale === 'ja' ? [family, given] : [given, family];
}
