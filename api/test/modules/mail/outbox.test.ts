import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestConfig } from '../../helpers/test-config';
import { describeEachDatabase } from '../../helpers/databases';
import {
  startAuthServer,
  uniqueEmail,
  type AuthServer,
  type ChallengeAnswer,
} from '../auth/auth-test-kit';
import { codeFrom } from '../auth/smtp-inbox';

/** A logger whose lines the test can read. */
function captureLogs(): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream) as FastifyBaseLogger, lines };
}

describeEachDatabase('mail without SMTP_URL', (database) => {
  for (const nodeEnv of ['production', 'development'] as const) {
    describe(`NODE_ENV=${nodeEnv}`, () => {
      let server: AuthServer;
      let logs: ReturnType<typeof captureLogs>;
      let dataDir: string;

      beforeAll(async () => {
        logs = captureLogs();
        dataDir = fs.mkdtempSync(path.join(database.config.DATA_DIR, `${nodeEnv}-`));
        const config = createTestConfig(dataDir, {
          NODE_ENV: nodeEnv,
          DATABASE_URL: database.config.DATABASE_URL,
        });
        server = await startAuthServer({
          config: { ...config, database: database.config.database },
          db: database.db,
          logger: logs.logger,
        });
      });

      afterAll(async () => {
        await server?.close();
      });

      it('writes each mail to <DATA_DIR>/outbox as .eml with a text and an HTML part, and logs where', async () => {
        const email = uniqueEmail(nodeEnv);
        const answer = await server.post<ChallengeAnswer>('/auth/user/signin', { email });
        expect(answer.status).toBe(200);

        const outbox = path.join(dataDir, 'outbox');
        const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        expect(files).toHaveLength(1);
        const file = path.join(outbox, files[0] ?? '');
        const raw = fs.readFileSync(file, 'utf8');
        expect(raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'm'));
        expect(raw).toMatch(/^From: Circuit Haat <no-reply@circuithaat\.local>/m);
        expect(raw).toMatch(/Content-Type: multipart\/alternative/);
        expect(raw).toMatch(/Content-Type: text\/plain/);
        expect(raw).toMatch(/Content-Type: text\/html/);
        const code = codeFrom(raw);

        const log = logs.lines.join('');
        expect(log).toContain(file);
        if (nodeEnv === 'production') expect(log).not.toContain(code);
        else expect(log).toContain(`Sign-in code for ${email}: ${code}`);

        const verified = await server.post('/auth/user/verify-otp', {
          userId: answer.body.userId,
          challengeId: answer.body.challengeId,
          otpCode: code,
        });
        expect(verified.status).toBe(200);
      });
    });
  }
});

describeEachDatabase('mail that cannot be sent', (database) => {
  let server: AuthServer;

  beforeAll(async () => {
    // Nothing listens on port 1.
    server = await startAuthServer({
      config: { ...database.config, SMTP_URL: 'smtp://127.0.0.1:1' },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("answers 503 with the modal's message, and the unsent code is dead", async () => {
    const answer = await server.post<{ error: { code: string; message: string } }>(
      '/auth/user/signin',
      {
        email: uniqueEmail('nomail'),
      },
    );
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: 'MAIL_FAILED',
      message: 'Failed to send OTP. Please try again.',
    });
    const open = await database.db
      .selectFrom('otp_challenges')
      .select('id')
      .where('invalidated_at', 'is', null)
      .where('consumed_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);
  });
});
