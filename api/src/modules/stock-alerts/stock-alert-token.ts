import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The unsubscribe link's key: HMAC(server secret, request id, the row's random salt).
// 256 bits nobody can guess from the id, never stored, and minted again when the mail's
// job runs, so the job row (which staff can list) never holds it.

export function newAlertSalt(): string {
  return randomBytes(16).toString('hex');
}

export function deriveAlertToken(secret: string, alertId: string, salt: string): string {
  return createHmac('sha256', secret)
    .update(`stock-alert-unsubscribe\0${alertId}\0${salt}`)
    .digest('base64url');
}

export function alertTokenMatches(
  secret: string,
  alertId: string,
  salt: string,
  token: string,
): boolean {
  const expected = Buffer.from(deriveAlertToken(secret, alertId, salt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
