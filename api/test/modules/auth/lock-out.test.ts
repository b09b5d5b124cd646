import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../../../src/config';
import { PASSWORD_TRIES_PER_ADDRESS } from '../../../src/modules/auth/auth.service';
import { describeEachDatabase } from '../../helpers/databases';
import {
  uniqueEmail,
  type ApiErrorBody,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { codeFrom } from './smtp-inbox';
import { useSignInSuite, type SignInSuite } from './sign-in-suite';

// Findings 4 and 5 of the security review: an attacker elsewhere cannot lock a shopper
// out, yet cannot guess codes without end. Behind a trusted proxy each shopper has
// their own address; without one, X-Forwarded-For means nothing.

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
const MINUTE = 60_000;
const GOOD = { firstName: 'Nadia', lastName: 'Islam', password: 'Sunbeam42' };

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function postFrom<T>(
  suite: SignInSuite,
  ip: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function confirmedAccount(suite: SignInSuite, ip: string): Promise<string> {
  const email = uniqueEmail('owner');
  const started = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/register', {
    ...GOOD,
    email,
  });
  expect(started.status).toBe(202);
  const code = codeFrom(await suite.inbox.nextMail(email));
  const done = await postFrom<SignedIn>(suite, ip, '/auth/user/verify-otp', {
    userId: started.body.userId,
    challengeId: started.body.challengeId,
    otpCode: code,
  });
  expect(done.status).toBe(200);
  return email;
}

// Each block gets its own second octet: a random start, then the next ones, so two
// blocks sharing the Redis store never share an attacker's address.
let lastNet = Math.floor(Math.random() * 200);
function nextNet(): number {
  lastNet = (lastNet + 1) % 256;
  return lastNet;
}

function lockOutSuite(label: string, extra: () => Partial<Config>) {
  describeEachDatabase(`no lock-out by an attacker ${label}`, (database) => {
    // Addresses of this block only: the Redis runs share one store.
    const net = `10.${nextNet()}`;
    const attacker = (n: number) => `${net}.1.${n}`;
    const shopper = (n: number) => `${net}.2.${n}`;
    const suite = useSignInSuite(database, {
      TRUST_PROXY: true,
      OTP_FAILURES_PER_IP_PER_DAY: 15,
      ...extra(),
    });

    // Argon2 on a small machine: 25 hashes take a few seconds.
    it('password guessing from many addresses is refused past the account budget; the owner gets in by code', async () => {
      const email = await confirmedAccount(suite, shopper(7));
      const statuses: number[] = [];
      for (let i = 0; i < PASSWORD_TRIES_PER_ADDRESS + 5; i += 1) {
        const wrong = await postFrom(suite, attacker(1 + (i % 5)), '/auth/user/login', {
          email,
          password: `Wrong${i}xx`,
        });
        statuses.push(wrong.status);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(PASSWORD_TRIES_PER_ADDRESS);
      expect(statuses.slice(PASSWORD_TRIES_PER_ADDRESS)).toEqual([429, 429, 429, 429, 429]);
      // The owner's password is held back too, for the window...
      const owner = await postFrom(suite, shopper(7), '/auth/user/login', {
        email,
        password: GOOD.password,
      });
      expect(owner.status).toBe(429);
      // ...but a mailed code still lets the owner in.
      suite.clock.advance(MINUTE + 1000);
      const started = await postFrom<ChallengeAnswer>(suite, shopper(7), '/auth/user/signin', {
        email,
      });
      const code = codeFrom(await suite.inbox.nextMail(email));
      const byCode = await postFrom<SignedIn>(suite, shopper(7), '/auth/user/verify-otp', {
        userId: started.body.userId,
        challengeId: started.body.challengeId,
        otpCode: code,
      });
      expect(byCode.status).toBe(200);
      expect(byCode.body.user.email).toBe(email);
      // And the password works again once the window has passed.
      suite.clock.advance(14 * MINUTE);
      const later = await postFrom(suite, shopper(7), '/auth/user/login', {
        email,
        password: GOOD.password,
      });
      expect(later.status).toBe(200);
    }, 60_000);

    it('one source is stopped per address, and refused tries do not extend its wait', async () => {
      const email = await confirmedAccount(suite, shopper(8));
      for (let i = 0; i < 10; i += 1) {
        const wrong = await postFrom(suite, attacker(50), '/auth/user/login', {
          email,
          password: `Wrong${i}xx`,
        });
        expect(wrong.status).toBe(401);
      }
      const refused = await postFrom<ApiErrorBody>(suite, attacker(50), '/auth/user/login', {
        email,
        password: GOOD.password,
      });
      expect(refused.status).toBe(429);
      // Hammering the refusal for ten minutes changes nothing...
      for (let i = 0; i < 5; i += 1) {
        suite.clock.advance(2 * MINUTE);
        const again = await postFrom(suite, attacker(50), '/auth/user/login', {
          email,
          password: 'Wrong99xx',
        });
        expect(again.status).toBe(429);
      }
      // ...the wait ends 15 minutes after the first counted try, as it would have.
      suite.clock.advance(5 * MINUTE + 1000);
      const later = await postFrom(suite, attacker(50), '/auth/user/login', {
        email,
        password: GOOD.password,
      });
      expect(later.status).toBe(200);
      // The owner elsewhere was never held back.
    });

    it('code requests for the address from elsewhere do not hold the owner back', async () => {
      const email = uniqueEmail('codes');
      for (let i = 0; i < 5; i += 1) {
        const attack = await postFrom(suite, attacker(60), '/auth/user/signin', { email });
        expect(attack.status).toBe(200);
        suite.clock.advance(MINUTE + 1000);
      }
      const stopped = await postFrom(suite, attacker(60), '/auth/user/signin', { email });
      expect(stopped.status).toBe(429);
      const owner = await postFrom<ChallengeAnswer>(suite, shopper(9), '/auth/user/signin', {
        email,
      });
      expect(owner.status).toBe(200);
    });

    it('wrong codes from many addresses never stop the owner from using the right one', async () => {
      const email = uniqueEmail('guessed');
      // The owner asks for a code first; the attackers then start their own attempts.
      const own = await postFrom<ChallengeAnswer>(suite, shopper(10), '/auth/user/signin', {
        email,
      });
      const ownCode = codeFrom(await suite.inbox.nextMail(email));
      let failures = 0;
      for (let round = 0; failures < 50; round += 1) {
        const ip = attacker(100 + round);
        const started = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/signin', {
          email,
        });
        expect(started.status).toBe(200);
        const code = codeFrom(await suite.inbox.nextMail(email));
        for (let i = 0; i < 5; i += 1, failures += 1) {
          const wrong = await postFrom<ApiErrorBody>(suite, ip, '/auth/user/verify-otp', {
            userId: started.body.userId,
            challengeId: started.body.challengeId,
            otpCode: otherCode(code),
          });
          expect(wrong.status).toBe(400);
        }
      }
      const ok = await postFrom<SignedIn>(suite, shopper(10), '/auth/user/verify-otp', {
        userId: own.body.userId,
        challengeId: own.body.challengeId,
        otpCode: ownCode,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.user.email).toBe(email);
    });

    it('caps wrong codes per IP address per day, over every account', async () => {
      const ip = attacker(200);
      let failures = 0;
      while (failures < 15) {
        const email = uniqueEmail('spread');
        const started = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/signin', {
          email,
        });
        expect(started.status).toBe(200);
        const code = codeFrom(await suite.inbox.nextMail(email));
        for (let i = 0; i < 5 && failures < 15; i += 1, failures += 1) {
          const wrong = await postFrom(suite, ip, '/auth/user/verify-otp', {
            userId: started.body.userId,
            challengeId: started.body.challengeId,
            otpCode: otherCode(code),
          });
          expect(wrong.status).toBe(400);
        }
      }
      const email = uniqueEmail('spread');
      const started = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/signin', { email });
      const code = codeFrom(await suite.inbox.nextMail(email));
      const capped = await postFrom(suite, ip, '/auth/user/verify-otp', {
        userId: started.body.userId,
        challengeId: started.body.challengeId,
        otpCode: code,
      });
      expect(capped.status).toBe(429);
    });
  });
}

lockOutSuite('(limits in this process)', () => ({}));

if (TEST_REDIS_URL) {
  const prefix = `test-lockout-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  lockOutSuite('(limits in Redis)', () => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
  }));
} else {
  describe.skip('no lock-out by an attacker (limits in Redis): TEST_REDIS_URL is not set', () => {
    it('needs Redis', () => undefined);
  });
}

describeEachDatabase('without TRUST_PROXY', (database) => {
  const suite = useSignInSuite(database, { OTP_SENDS_PER_IP_PER_HOUR: 2 });
  const attacker = (n: number) => `203.0.113.${n}`;

  it('a forged X-Forwarded-For does not buy new limits', async () => {
    for (let i = 0; i < 2; i += 1) {
      const ok = await postFrom(suite, attacker(i), '/auth/user/signin', {
        email: uniqueEmail('forged'),
      });
      expect(ok.status).toBe(200);
    }
    const third = await postFrom(suite, attacker(99), '/auth/user/signin', {
      email: uniqueEmail('forged'),
    });
    expect(third.status).toBe(429);
  });
});
