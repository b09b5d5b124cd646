import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

// The mails the API wrote: with no SMTP_URL it writes each one to `<DATA_DIR>/outbox/*.eml`.
// They are read as a mail client reads them (MIME parts, base64 or quoted-printable bodies,
// encoded subjects), so a Japanese or Bangla mail reads as plainly as an English one.

interface OutboxMail {
  to: string;
  /** Subject, plain text and HTML of the mail, one after the other. */
  text: string;
}

async function readMail(file: string): Promise<OutboxMail> {
  const parsed = await simpleParser(fs.readFileSync(file));
  const to = [parsed.to ?? []]
    .flat()
    .map((address) => address.text)
    .join(', ');
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return { to, text: `Subject: ${parsed.subject ?? ''}\n\n${parsed.text ?? ''}\n${html}` };
}

/** The mails to `email` written after `since` (ms since epoch), oldest first or newest first. */
async function freshMails(
  dir: string,
  email: string,
  since: number,
  order: 'oldest' | 'newest',
): Promise<OutboxMail[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  const fresh = files
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since - 1000)
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
  if (order === 'newest') fresh.reverse();
  const mails = await Promise.all(fresh.map(readMail));
  return mails.filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

async function waitFor<T>(
  find: () => Promise<T | undefined>,
  timeoutMs: number,
  failure: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure());
}

/**
 * The sign-in (or registration confirmation) code the API mailed to `email`, in whichever
 * language the mail is written: the six digits it gives. Waits for a mail newer than `since`.
 */
export function codeFromOutbox(
  dataDir: string,
  email: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  return waitFor(
    async () => {
      for (const mail of await freshMails(dir, email, since, 'newest')) {
        const code = /(?<![\d-])(\d{6})(?![\d-])/.exec(mail.text.split('\n\n').slice(1).join('\n'));
        if (code?.[1]) return code[1];
      }
      return undefined;
    },
    timeoutMs,
    () => `no sign-in mail to ${email} in ${dir} within ${timeoutMs} ms`,
  );
}

/**
 * The first mail to `email` written after `since` whose subject or text contains `needle`
 * (an order id, say): its subject, text and HTML. Waits for it like codeFromOutbox.
 */
export function mailFromOutbox(
  dataDir: string,
  email: string,
  needle: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  return waitFor(
    async () =>
      (await freshMails(dir, email, since, 'oldest')).find((mail) => mail.text.includes(needle))
        ?.text,
    timeoutMs,
    () => `no mail to ${email} mentioning ${needle} in ${dir} within ${timeoutMs} ms`,
  );
}
