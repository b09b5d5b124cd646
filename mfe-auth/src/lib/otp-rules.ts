// One-time code rules (docs/product.md#validation, #constants): digits only, exactly six.

export const OTP_LENGTH = 6;
export const OTP_INVALID = 'Please enter a valid 6-digit OTP';

/** What the OTP field keeps of what was typed or pasted: its digits, at most six. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isValidOtp(otp: string): boolean {
  return /^\d{6}$/.test(otp);
}

/** The error to show, or null when the code can be submitted. */
export function validateOtp(otp: string): string | null {
  return isValidOtp(otp) ? null : OTP_INVALID;
}
