import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE_NAME = 'jwt-secret';
export const MIN_JWT_SECRET_LENGTH = 32;

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
