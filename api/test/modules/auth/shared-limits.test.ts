import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisRateLimiter } from '../../../src/modules/rate-limit/redis-rate-limiter';
import { MemoryRateLimiter, type RateLimiter } from '../../../src/modules/rate-limit/rate-limiter';
import { describeEachDatabase } from '../../helpers/databases';
import {
  startAuthServer,
  TestClock,
  uniqueEmail,
  type AuthServer,
  type ChallengeAnswer,
} from './auth-test-kit';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  process.stderr.write('\n  Redis rate-limit tests skipped: TEST_REDIS_URL is not set\n\n');
}
const describeRedis = TEST_REDIS_URL ? describe : describe.skip;

function limiterContract(name: string, make: () => { limiter: RateLimiter; second?: RateLimiter }) {
  describe(name, () => {
    let limiter: RateLimiter;
    let second: RateLimiter | undefined;
    beforeAll(() => {
      ({ limiter, second } = make());
    });
    afterAll(async () => {
      await limiter?.close();
      await second?.close();
    });

    it('allows `limit` hits per sliding window, then tells how long to wait', async () => {
      const key = `k-${randomBytes(4).toString('hex')}`;
      const t0 = 1_000_000;
      for (let i = 0; i < 3; i += 1) {
        expect(await limiter.hit(key, 3, 60_000, t0 + i * 1000)).toEqual({
          allowed: true,
          retryAfterMs: 0,
        });
      }
      expect(await limiter.hit(key, 3, 60_000, t0 + 10_000)).toEqual({
        allowed: false,
        retryAfterMs: 50_000,
      });
      // The first hit leaves the window at t0 + 60 s; refused hits were not counted.
      expect((await limiter.hit(key, 3, 60_000, t0 + 60_001)).allowed).toBe(true);
      expect((await limiter.hit(key, 3, 60_000, t0 + 60_002)).allowed).toBe(false);
    });

    it('keeps keys apart', async () => {
      const a = `a-${randomBytes(4).toString('hex')}`;
      const b = `b-${randomBytes(4).toString('hex')}`;
      expect((await limiter.hit(a, 1, 1000, 5)).allowed).toBe(true);
      expect((await limiter.hit(b, 1, 1000, 5)).allowed).toBe(true);
      expect((await limiter.hit(a, 1, 1000, 6)).allowed).toBe(false);
    });

    if (name.startsWith('Redis')) {
      it('is shared by every instance', async () => {
        const key = `shared-${randomBytes(4).toString('hex')}`;
        expect((await limiter.hit(key, 1, 60_000, 1000)).allowed).toBe(true);
        expect((await second!.hit(key, 1, 60_000, 2000)).allowed).toBe(false);
      });
    }
  });
}

limiterContract('MemoryRateLimiter', () => ({ limiter: new MemoryRateLimiter() }));

describeRedis('with REDIS_URL', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    // Leave the shared Redis as it was.
    const redis = new Redis(TEST_REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  limiterContract('RedisRateLimiter', () => ({
    limiter: new RedisRateLimiter(TEST_REDIS_URL!, prefix),
    second: new RedisRateLimiter(TEST_REDIS_URL!, prefix),
  }));

  describeEachDatabase('two API instances', (database) => {
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
        REDIS_KEY_PREFIX: prefix,
      };
      first = await startAuthServer({ config, db: database.db, clock });
      second = await startAuthServer({ config, db: database.db, clock });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await inbox?.close();
    });

    it('share the 60-second wait: a resend on the other instance is refused', async () => {
      const email = uniqueEmail('shared');
      const start = await first.post<ChallengeAnswer>('/auth/user/signin', { email });
      expect(start.status).toBe(200);
      const early = await second.post('/auth/user/resend-otp', {
        userId: start.body.userId,
        challengeId: start.body.challengeId,
      });
      expect(early.status).toBe(429);
      clock.advance(61_000);
      const later = await second.post('/auth/user/resend-otp', {
        userId: start.body.userId,
        challengeId: start.body.challengeId,
      });
      expect(later.status).toBe(200);
    });
  });
});
