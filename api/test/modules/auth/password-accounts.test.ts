import { describeEachDatabase } from '../../helpers/databases';
import {
  uniqueEmail,
  type ApiErrorBody,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { codeFrom } from './smtp-inbox';
import { useSignInSuite } from './sign-in-suite';

const GOOD = { firstName: 'Karim', lastName: 'Uddin', password: 'Sunbeam42' };

describeEachDatabase('password accounts', (database) => {
  const suite = useSignInSuite(database);
  const register = (body: Record<string, unknown>) =>
    suite.server.post<ChallengeAnswer & ApiErrorBody>('/auth/user/register', body);
  const login = (body: Record<string, unknown>) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/user/login', body);
  const verify = (body: Record<string, unknown>) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/user/verify-otp', body);

  /** Registers and gives the mailed confirmation code: the account opens. */
  async function registerAndConfirm(email: string, password = GOOD.password): Promise<SignedIn> {
    const answer = await register({ ...GOOD, email, password });
    expect(answer.status).toBe(202);
    const code = codeFrom(await suite.inbox.nextMail(email));
    const confirmed = await verify({
      userId: answer.body.userId,
      challengeId: answer.body.challengeId,
      otpCode: code,
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }

  it('register mails a confirmation code; the account opens with the code', async () => {
    const email = uniqueEmail('karim');
    const answer = await register({ ...GOOD, email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      userId: expect.any(String),
      challengeId: expect.any(String),
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(answer.body).not.toHaveProperty('access_token');
    // Nothing exists and the password opens nothing until the address is proven.
    const before = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(before).toEqual([]);
    expect((await login({ email, password: GOOD.password })).status).toBe(401);

    const mail = await suite.inbox.nextMail(email);
    expect(mail.raw).toMatch(/^Subject: Confirm your Circuit Haat account/m);
    const confirmed = await verify({
      userId: answer.body.userId,
      challengeId: answer.body.challengeId,
      otpCode: codeFrom(mail),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toEqual({
      id: expect.any(String),
      email,
      name: 'Karim Uddin',
      firstName: 'Karim',
      lastName: 'Uddin',
      user_ref: expect.any(String),
      phoneNumber: null,
      isVerified: true,
      role: 'user',
    });
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$|^scrypt\$/);
    expect(row.password_hash).not.toContain(GOOD.password);
    expect((await suite.server.get('/user/profile', confirmed.body.access_token)).status).toBe(200);
    expect((await login({ email, password: GOOD.password })).status).toBe(200);
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: 'Ab1' }, 'Password must be at least 6 characters'],
    [
      { password: 'secret12' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { password: 'SECRET12' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { password: 'Secretss' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    // NIST SP 800-63B 5.1.1.2: at least 8 characters, none of the passwords tried first.
    [{ password: 'Secret1' }, 'Password must be at least 8 characters'],
    [{ password: 'Abcde1' }, 'Password must be at least 8 characters'],
    [
      { password: 'Password1' },
      'This password is too common or has appeared in a data breach. Please choose another.',
    ],
    [
      { password: 'Qwerty123' },
      'This password is too common or has appeared in a data breach. Please choose another.',
    ],
  ])('register refuses %p with %p', async (change, message) => {
    const answer = await register({ ...GOOD, email: uniqueEmail('rules'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });

  it('register refuses unknown fields', async () => {
    const extra = await register({ ...GOOD, email: uniqueEmail('extra'), role: 'admin' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('body/role is not an allowed field');
  });

  it('registering a taken address answers as for a new one and tells only the owner', async () => {
    const email = uniqueEmail('taken');
    await registerAndConfirm(email);
    suite.clock.advance(61_000);
    const fresh = uniqueEmail('fresh');
    const again = await register({
      ...GOOD,
      firstName: 'Mallory',
      email: email.toUpperCase(),
      password: 'Other123',
    });
    const unknown = await register({ ...GOOD, email: fresh });
    // Same status and shape: the answer does not say which address has an account.
    expect(again.status).toBe(202);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(unknown.body).sort());
    const notice = await suite.inbox.nextMail(email);
    expect(notice.raw).toMatch(/already has one/);
    // The owner's code signs the owner in as they are: the typed name and password are gone.
    const signedIn = await verify({
      userId: again.body.userId,
      challengeId: again.body.challengeId,
      otpCode: codeFrom(notice),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.firstName).toBe(GOOD.firstName);
    expect((await login({ email, password: 'Other123' })).status).toBe(401);
    expect((await login({ email, password: GOOD.password })).status).toBe(200);
  });

  it('register then resend answers alike for a taken and a new address', async () => {
    const taken = uniqueEmail('taken2');
    await registerAndConfirm(taken);
    suite.clock.advance(61_000);
    const answers = [];
    for (const email of [taken, uniqueEmail('new2')]) {
      const started = await register({ ...GOOD, email });
      expect(started.status).toBe(202);
      await suite.inbox.nextMail(email);
      const early = await suite.server.post<ApiErrorBody>('/auth/user/resend-otp', {
        userId: started.body.userId,
        challengeId: started.body.challengeId,
      });
      suite.clock.advance(61_000);
      const later = await suite.server.post<ChallengeAnswer>('/auth/user/resend-otp', {
        userId: started.body.userId,
        challengeId: started.body.challengeId,
      });
      await suite.inbox.nextMail(email);
      answers.push([early.status, early.body.error?.code, later.status, Object.keys(later.body)]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.slice(0, 3)).toEqual([429, 'RATE_LIMITED', 200]);
  });

  it('an account made by a code sign-in cannot be taken over by registering it', async () => {
    const email = uniqueEmail('codeonly');
    await suite.signIn(email);
    suite.clock.advance(61_000);
    const answer = await register({ ...GOOD, email });
    expect(answer.status).toBe(202);
    await suite.inbox.nextMail(email);
    // And it has no password to log in with.
    const attempt = await login({ email, password: GOOD.password });
    expect(attempt.status).toBe(401);
  });

  it('login with the right password signs in; a wrong one says so', async () => {
    const email = uniqueEmail('login');
    await registerAndConfirm(email);
    const ok = await login({ email: ` ${email.toUpperCase()} `, password: GOOD.password });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect(ok.body.refresh_token).toEqual(expect.any(String));

    for (const body of [
      { email, password: 'Wrong123' },
      { email: uniqueEmail('nobody'), password: GOOD.password },
    ]) {
      const wrong = await login(body);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
    const short = await login({ email, password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters');
  });
});
