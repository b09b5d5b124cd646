import { randomBytes } from 'node:crypto';

// Crockford base32 without I, L, O, U: readable over the phone and in an e-mail.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** e.g. CH-7K2M9QX4TB: 50 random bits, so ids are not enumerable either. */
export function newOrderId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return `CH-${id}`;
}
