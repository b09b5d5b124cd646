import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  /** The outbox file, when the mail was written to disk instead of sent. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export const OUTBOX_DIR_NAME = 'outbox';

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in
 * `<DATA_DIR>/outbox/` (open it with any mail program), and the log says which file.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'MAIL_FROM'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return outboxMailer(path.join(config.DATA_DIR, OUTBOX_DIR_NAME), config.MAIL_FROM, log);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      return {};
    },
    close: () => transport.close(),
  };
}

function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  // The stream transport builds the full RFC 822 message (both parts, headers) as SMTP
  // would send it; we only keep it on disk.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      // Sortable by time; the random tail keeps two mails of one millisecond apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message, { mode: 0o600 });
      log.info({ to: message.to, file }, `Mail "${message.subject}" written to ${file}`);
      return { file };
    },
    close: () => transport.close(),
  };
}
