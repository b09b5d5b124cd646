// A Bangladeshi mobile number, as the API takes it (docs/shipping.md): 01XXXXXXXXX with the
// operator digit 3-9, written with +880, 880, 00880, 0 or none of them; spaces, hyphens,
// brackets and dots ignored.

const BD_MOBILE = /^(?:(?:\+|00)?880|0)?(1[3-9]\d{8})$/;

export const MOBILE_REQUIRED = 'Couriers call before they deliver: enter a mobile number';
export const INVALID_BD_MOBILE =
  'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880';

/** +8801XXXXXXXXX, or null when `input` is not a Bangladeshi mobile number. */
export function normalizeBdMobile(input: string): string | null {
  const match = BD_MOBILE.exec(input.replace(/[\s\-().]/g, ''));
  return match ? `+880${match[1]}` : null;
}

/** Null when the number is fine; the message to show beside the field otherwise. */
export function bdMobileError(input: string): string | null {
  if (input.trim() === '') return MOBILE_REQUIRED;
  return normalizeBdMobile(input) ? null : INVALID_BD_MOBILE;
}
