import fs from 'node:fs';
import path from 'node:path';

/**
 * The sign-in code the API mailed to `email`: with no SMTP_URL the API writes each mail
 * to `<DATA_DIR>/outbox/*.eml`. Waits for a mail newer than `since` (ms since epoch).
 */
export async function codeFromOutbox(
  dataDir: string,
  email: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const fresh = files
      .map((name) => path.join(dir, name))
      .filter((file) => fs.statSync(file).mtimeMs >= since - 1000)
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const file of fresh) {
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const code = /sign-in code is: (\d{6})/.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail to ${email} in ${dir} within ${timeoutMs} ms`);
}
