import fs from 'node:fs';
import path from 'node:path';

/**
 * The sign-in (or registration confirmation) code the API mailed to `email`: with no SMTP_URL the API writes each mail
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
      const code = /(?:sign-in|confirmation) code is: (\d{6})/.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in mail to ${email} in ${dir} within ${timeoutMs} ms`);
}

/** The text of an .eml file, quoted-printable soft breaks and escapes undone (UTF-8). */
export function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The first mail to `email` written after `since` whose decoded text contains `needle`
 * (an order id, say), decoded; waits for it like codeFromOutbox.
 */
export async function mailFromOutbox(
  dataDir: string,
  email: string,
  needle: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const name of files) {
      const file = path.join(dir, name);
      if (fs.statSync(file).mtimeMs < since - 1000) continue;
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const text = decodeMail(raw);
      if (text.includes(needle)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} mentioning ${needle} in ${dir} within ${timeoutMs} ms`);
}
