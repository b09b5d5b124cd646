import { describeEachDatabase } from '../../helpers/databases';
import {
  uniqueEmail,
  type ApiErrorBody,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { codeFrom } from './smtp-inbox';
import { useSignInSuite, type SignInSuite } from './sign-in-suite';

// An attacker's requests against the sign-in (OWASP ASVS 4.0.3 V2/V3, NIST SP 800-63B),
// each test named for the attack it stops. Sources are told apart by X-Forwarded-For
// behind a trusted proxy, as the shell's server sends it.

const MINUTE = 60_000;
const OWNER = { firstName: 'Nadia', lastName: 'Islam', password: 'Sunbeam42' };
const STRANGER = { firstName: 'Mallory', lastName: 'Evil', password: 'Attack3rX' };

async function postFrom<T>(
  suite: SignInSuite,
  ip: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as T,
    headers: response.headers,
  };
}

/** Status and sorted field names: what tells two answers apart without their ids. */
function shapeOf(answer: { status: number; body: unknown }): [number, string[]] {
  const body = answer.body as Record<string, unknown> | null;
  const error = body?.error as Record<string, unknown> | undefined;
  return [answer.status, error ? ['error', String(error.code)] : Object.keys(body ?? {}).sort()];
}

describeEachDatabase('attacks on accounts', (database) => {
  const suite = useSignInSuite(database, { TRUST_PROXY: true });
  let n = 0;
  // A fresh source per use: the per-source limits have tests of their own.
  const source = () => `198.51.100.${(n += 1) % 250}`;

  async function account(email: string): Promise<void> {
    const started = await postFrom<ChallengeAnswer>(suite, source(), '/auth/user/register', {
      ...OWNER,
      email,
    });
    expect(started.status).toBe(202);
    const done = await postFrom(suite, source(), '/auth/user/verify-otp', {
      userId: started.body.userId,
      challengeId: started.body.challengeId,
      otpCode: codeFrom(await suite.inbox.nextMail(email)),
    });
    expect(done.status).toBe(200);
  }

  it('enumeration: sign-in, register, resend and verify answer alike for known and unknown addresses', async () => {
    const known = uniqueEmail('known');
    await account(known);
    const unknown = uniqueEmail('unknown');
    const shapes: Record<string, [number, string[]][]> = { known: [], unknown: [] };
    const ids: Record<string, string[]> = { known: [], unknown: [] };
    for (const [label, email] of [
      ['known', known],
      ['unknown', unknown],
    ] as const) {
      const ip = source();
      const signIn = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/signin', { email });
      await suite.inbox.nextMail(email);
      suite.clock.advance(MINUTE + 1000);
      const register = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/register', {
        ...STRANGER,
        email,
      });
      await suite.inbox.nextMail(email);
      // Resend at once (too early) and after the wait: the same answers either way.
      const early = await postFrom(suite, ip, '/auth/user/resend-otp', {
        userId: register.body.userId,
        challengeId: register.body.challengeId,
      });
      suite.clock.advance(MINUTE + 1000);
      const resent = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/resend-otp', {
        userId: register.body.userId,
        challengeId: register.body.challengeId,
      });
      await suite.inbox.nextMail(email);
      const wrong = await postFrom(suite, ip, '/auth/user/verify-otp', {
        userId: resent.body.userId,
        challengeId: resent.body.challengeId,
        otpCode: '000000',
      });
      shapes[label] = [signIn, register, early, resent, wrong].map(shapeOf);
      ids[label] = [signIn.body.userId, register.body.userId, resent.body.userId];
      suite.clock.advance(MINUTE + 1000);
    }
    expect(shapes.known).toEqual(shapes.unknown);
    expect(shapes.known?.map(([status]) => status)).toEqual([200, 202, 429, 200, 400]);
    // The id a caller holds names the attempt: a new one each time, never the account's.
    for (const list of Object.values(ids)) expect(new Set(list).size).toBe(list.length);
    const row = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', known)
      .executeTakeFirstOrThrow();
    expect(ids.known).not.toContain(row.id);
  });

  it("hijack mid-sign-in: a stranger's register neither replaces the owner's code nor sets the owner's password", async () => {
    const email = uniqueEmail('firsttime');
    const owner = source();
    const own = await postFrom<ChallengeAnswer>(suite, owner, '/auth/user/signin', { email });
    const ownCode = codeFrom(await suite.inbox.nextMail(email));
    // The stranger registers the address with a name and password of their own.
    const stranger = await postFrom<ChallengeAnswer>(suite, source(), '/auth/user/register', {
      ...STRANGER,
      email,
    });
    expect(stranger.status).toBe(202);
    const strangerMail = await suite.inbox.nextMail(email);
    // The mail says what its code confirms.
    expect(strangerMail.raw).toMatch(/Confirm your Circuit Haat account/);

    // A code without the challenge it was mailed for completes nothing.
    const bare = await postFrom<ApiErrorBody>(suite, owner, '/auth/user/verify-otp', {
      userId: own.body.userId,
      otpCode: codeFrom(strangerMail),
    });
    expect(bare.status).toBe(400);
    // The registration's code does not complete the owner's sign-in either.
    const crossed = await postFrom(suite, owner, '/auth/user/verify-otp', {
      userId: own.body.userId,
      challengeId: own.body.challengeId,
      otpCode: codeFrom(strangerMail),
    });
    expect(crossed.status).toBe(400);
    // The owner's own code still works and opens an account with none of the stranger's details.
    const signedIn = await postFrom<SignedIn>(suite, owner, '/auth/user/verify-otp', {
      userId: own.body.userId,
      challengeId: own.body.challengeId,
      otpCode: ownCode,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.name).toBe(email.split('@')[0]);
    const login = await postFrom(suite, source(), '/auth/user/login', {
      email,
      password: STRANGER.password,
    });
    expect(login.status).toBe(401);
  });

  it("lock-out: a sign-in started elsewhere does not kill the owner's pending code", async () => {
    const email = uniqueEmail('pending');
    await account(email);
    suite.clock.advance(MINUTE + 1000);
    const owner = source();
    const own = await postFrom<ChallengeAnswer>(suite, owner, '/auth/user/signin', { email });
    const ownCode = codeFrom(await suite.inbox.nextMail(email));
    const elsewhere = await postFrom(suite, source(), '/auth/user/signin', { email });
    expect(elsewhere.status).toBe(200);
    await suite.inbox.nextMail(email);
    const ok = await postFrom(suite, owner, '/auth/user/verify-otp', {
      userId: own.body.userId,
      challengeId: own.body.challengeId,
      otpCode: ownCode,
    });
    expect(ok.status).toBe(200);
  });

  it('password spraying: 40 parallel wrong passwords from 40 addresses get at most the budget judged', async () => {
    const email = uniqueEmail('sprayed');
    await account(email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postFrom<ApiErrorBody>(suite, `203.0.113.${i + 1}`, '/auth/user/login', {
          email,
          password: `Wrong${i}pass`,
        }),
      ),
    );
    const judged = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(judged).toHaveLength(20);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 60_000);

  it('address rotation: IPv6 addresses of one /64 count as one source', async () => {
    const email = uniqueEmail('rotated');
    await account(email);
    const statuses: number[] = [];
    // Ten tries per address and source; the eleventh comes from a new address of the same /64.
    for (let i = 1; i <= 11; i += 1) {
      const answer = await postFrom(suite, `2001:db8:77:1::${i.toString(16)}`, '/auth/user/login', {
        email,
        password: `Wrong${i}pass`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another /64 is another source.
    const other = await postFrom(suite, '2001:db8:77:2::1', '/auth/user/login', {
      email,
      password: OWNER.password,
    });
    expect(other.status).toBe(200);
  });

  it('stolen access token: logout ends it at once, as does a reused refresh token', async () => {
    const email = uniqueEmail('loggedout');
    const session = await suite.signIn(email);
    expect((await suite.server.get('/user/profile', session.access_token)).status).toBe(200);
    const out = await postFrom(suite, source(), '/auth/logout', {
      refreshToken: session.refresh_token,
    });
    expect(out.status).toBe(204);
    expect((await suite.server.get('/user/profile', session.access_token)).status).toBe(401);

    // A refresh token used twice (stolen) ends the session's access tokens too.
    suite.clock.advance(MINUTE + 1000);
    const second = await suite.signIn(email);
    const rotated = await suite.server.post<SignedIn>('/auth/refresh-token', {
      refreshToken: second.refresh_token,
    });
    expect(rotated.status).toBe(200);
    const reused = await suite.server.post('/auth/refresh-token', {
      refreshToken: second.refresh_token,
    });
    expect(reused.status).toBe(401);
    expect((await suite.server.get('/user/profile', rotated.body.access_token)).status).toBe(401);
  });

  it('a shared cache keeping tokens or personal data: those answers say no-store', async () => {
    const email = uniqueEmail('cached');
    const ip = source();
    const started = await postFrom<ChallengeAnswer>(suite, ip, '/auth/user/signin', { email });
    const verified = await postFrom<SignedIn>(suite, ip, '/auth/user/verify-otp', {
      userId: started.body.userId,
      challengeId: started.body.challengeId,
      otpCode: codeFrom(await suite.inbox.nextMail(email)),
    });
    const refreshed = await postFrom<SignedIn>(suite, ip, '/auth/refresh-token', {
      refreshToken: verified.body.refresh_token,
    });
    const token = refreshed.body.access_token;
    const get = (path: string) =>
      fetch(`${suite.server.baseUrl}/api/v1${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const answers = {
      signin: started.headers,
      verify: verified.headers,
      refresh: refreshed.headers,
      profile: (await get('/user/profile')).headers,
      orders: (await get('/orders/user')).headers,
      builds: (await get('/builds')).headers,
    };
    for (const [name, headers] of Object.entries(answers)) {
      expect({ name, cacheControl: headers.get('cache-control') }).toEqual({
        name,
        cacheControl: 'no-store',
      });
    }
  });
});
