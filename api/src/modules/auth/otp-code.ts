import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 6;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * The key that hashes codes, derived from the server secret so there is one secret to
 * keep, yet a code hash can never be mistaken for (or used as) a token signature.
 */
export function deriveOtpKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', 'circuit-haat otp v1', 32));
}

/**
 * HMAC over the challenge id and the code: a code only matches the sign-in request it
 * was made for, and a six-digit code cannot be brute-forced from a leaked hash without
 * the key.
 */
export function hashOtpCode(key: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time comparison of the stored hash with the hash of what was typed. */
export function otpCodeMatches(
  key: Buffer,
  challengeId: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashOtpCode(key, challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
