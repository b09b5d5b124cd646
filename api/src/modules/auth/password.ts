import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

// argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1). The parameters are
// part of the stored hash, so a hash made with weaker ones is recognised at login and
// replaced (needsRehash). Hashes of the first release were scrypt N=2^14, below that
// minimum: they still verify, and are rehashed on the next successful login.
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The shortest new password (NIST SP 800-63B 5.1.1.2); signing in keeps the spec's 6. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

// The 49,000 most common passwords of public breach corpora (zxcvbn's list), compared
// without case: 'Password1' is 'password1' to anyone guessing. Built on first use.
let commonPasswords: Set<string> | undefined;

/** True for a password attackers try first, which a new password may not be. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password.normalize('NFKC'), ARGON2_PARAMS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2.verify(stored, password.normalize('NFKC'));
    } catch {
      // A damaged hash is a wrong password, not a server error.
      return false;
    }
  }
  return verifyLegacyScrypt(password, stored);
}

/** True when `stored` was made with other (older, weaker) parameters than today's. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(stored, ARGON2_PARAMS);
  } catch {
    return true;
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url salt and hash), as the first release stored them. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // Only the parameters the first release wrote; anything else is not a hash of ours.
  if (!(params.N >= 16384 && params.N <= 1 << 17 && params.r === 8 && params.p === 1)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await deriveScrypt(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

function deriveScrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      64,
      { ...params, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

// Checked against when the e-mail is unknown, so a failed login takes as long either
// way and does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
