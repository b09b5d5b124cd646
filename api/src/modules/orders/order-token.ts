import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The guest's key to their order page. 256 bits from HMAC(server secret, order id,
// random salt): unguessable, never stored (only its sha256 is), and re-derivable from
// the salt, so an idempotent replay can hand the shopper the same token again.

export function newTokenSalt(): string {
  return randomBytes(16).toString('hex');
}

export function deriveOrderToken(secret: string, orderId: string, salt: string): string {
  return createHmac('sha256', secret)
    .update(`order-access\0${orderId}\0${salt}`)
    .digest('base64url');
}

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function orderTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashOrderToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
