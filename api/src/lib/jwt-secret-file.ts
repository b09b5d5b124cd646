import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE_NAME = 'jwt-secret';
export const MIN_JWT_SECRET_LENGTH = 32;
/** What a signing secret must carry at least, estimated from its characters (32 random hex digits: about 115). */
export const MIN_JWT_SECRET_BITS = 100;

/**
 * An estimate of a secret's entropy in bits: its length times the Shannon entropy of
 * its characters. 32 identical characters carry 0; 32 random bytes as hex about 120,
 * as base64 about 170. It overrates a long phrase of words, never a repeated pattern
 * of few characters, which is the mistake it is for.
 */
export function secretEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  const chars = [...secret];
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return Math.round(perChar * chars.length);
}

/**
 * Reads the signing secret kept in `<dataDir>/jwt-secret`, creating it on first use.
 * Keeping it on disk means tokens stay valid across restarts of a dev/single-host
 * install that never set JWT_SECRET.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two instances starting together cannot both
    // write a secret and end up signing with different ones.
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds fewer than ${MIN_JWT_SECRET_LENGTH} characters; delete it to generate a new secret`,
    );
  }
  return secret;
}
