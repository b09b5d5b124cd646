import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as it arrived (headers, text part, HTML part). */
  raw: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** The next mail to `to` not taken yet, waiting for it to arrive. */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP listener on a free port; the API sends to it exactly as to any mail server. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let notify: (() => void) | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        notify?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    // A mail goes out as a durable job (docs/jobs.md): on PostgreSQL the queue's worker picks
    // it up on its next poll, which a machine busy with other suites can push past a few
    // seconds. The wait ends as soon as the mail is in.
    async nextMail(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          notify = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code of a sign-in or confirmation mail ("sign-in code is: 123456"). */
export function codeFrom(mail: ReceivedMail | string): string {
  const raw = typeof mail === 'string' ? mail : mail.raw;
  const match = /(?:sign-in|confirmation) code is: (\d{6})/.exec(raw);
  if (!match?.[1]) throw new Error(`no sign-in code in the mail:\n${raw.slice(0, 500)}`);
  return match[1];
}

/**
 * A mail's plain-text part as its reader sees it: quoted-printable decoded, UTF-8, with
 * plain line ends.
 */
export function mailText(mail: ReceivedMail | string): string {
  const raw = typeof mail === 'string' ? mail : mail.raw;
  const start = raw.indexOf('Content-Type: text/plain');
  const end = raw.indexOf('Content-Type: text/html');
  const latin = raw
    .slice(start, end === -1 ? undefined : end)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
