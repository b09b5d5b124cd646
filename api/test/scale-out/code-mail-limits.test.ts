import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeEachDatabase } from '../helpers/databases';
import {
  startAuthServer,
  TestClock,
  uniqueEmail,
  type AuthServer,
  type ChallengeAnswer,
} from '../modules/auth/auth-test-kit';
import { startSmtpInbox, type SmtpInbox } from '../modules/auth/smtp-inbox';

// The limits on sign-in code mails hold across API instances sharing one Redis: a caller
// alternating between two instances gets no more mails than from one. (The 60-second
// wait between two mails to one address is in modules/auth/shared-limits.test.ts.)

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  process.stderr.write(
    '\n  Code-mail limits across instances skipped: TEST_REDIS_URL is not set\n\n',
  );
}
const describeRedis = TEST_REDIS_URL ? describe : describe.skip;

const HOUR_MS = 60 * 60 * 1000;
const SENDS_PER_IP_PER_HOUR = 4;

describeRedis('code-mail limits across two API instances on one Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(TEST_REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  describeEachDatabase('two instances', (database) => {
    let first: AuthServer;
    let second: AuthServer;
    let inbox: SmtpInbox;
    const clock = new TestClock();

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      const config = {
        ...database.config,
        SMTP_URL: inbox.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: `${prefix}${database.dialect}:`,
        OTP_SENDS_PER_IP_PER_HOUR: SENDS_PER_IP_PER_HOUR,
      };
      [first, second] = await Promise.all([
        startAuthServer({ config, db: database.db, clock }),
        startAuthServer({ config, db: database.db, clock }),
      ]);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await inbox?.close();
    });

    it('the per-source hourly cap counts mails sent through either instance', async () => {
      // A fresh hour for this source's counter.
      clock.advance(HOUR_MS + 1000);
      const statuses: number[] = [];
      for (let i = 0; i < SENDS_PER_IP_PER_HOUR + 2; i += 1) {
        const instance = i % 2 === 0 ? first : second;
        const answer = await instance.post('/auth/user/signin', { email: uniqueEmail('cap') });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(SENDS_PER_IP_PER_HOUR).fill(200), 429, 429]);
      // An hour later either instance sends again.
      clock.advance(HOUR_MS + 1000);
      expect((await second.post('/auth/user/signin', { email: uniqueEmail('later') })).status).toBe(
        200,
      );
    });

    it('one address gets one code a minute, whichever instance is asked', async () => {
      clock.advance(HOUR_MS + 1000);
      const email = uniqueEmail('alternating');
      const start = await second.post<ChallengeAnswer>('/auth/user/signin', { email });
      expect(start.status).toBe(200);
      expect((await first.post('/auth/user/signin', { email })).status).toBe(429);
      expect(
        (
          await first.post('/auth/user/resend-otp', {
            userId: start.body.userId,
            challengeId: start.body.challengeId,
          })
        ).status,
      ).toBe(429);
      clock.advance(61_000);
      expect((await first.post('/auth/user/signin', { email })).status).toBe(200);
    });
  });
});
