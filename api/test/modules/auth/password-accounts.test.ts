import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type ApiErrorBody, type SignedIn } from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

const GOOD = { firstName: 'Karim', lastName: 'Uddin', password: 'Secret12' };

describeEachDatabase('password accounts', (database) => {
  const suite = useSignInSuite(database);
  const register = (body: Record<string, unknown>) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/user/register', body);
  const login = (body: Record<string, unknown>) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/user/login', body);

  it('register creates the account with a scrypt hash and signs in', async () => {
    const email = uniqueEmail('karim');
    const answer = await register({ ...GOOD, email });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toEqual({
      id: expect.any(String),
      email,
      name: 'Karim Uddin',
      firstName: 'Karim',
      lastName: 'Uddin',
      user_ref: expect.any(String),
      phoneNumber: null,
      isVerified: false,
      role: 'user',
    });
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(GOOD.password);
    expect((await suite.server.get('/user/profile', answer.body.access_token)).status).toBe(200);
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
  ])('register refuses %p with %p', async (change, message) => {
    const answer = await register({ ...GOOD, email: uniqueEmail('rules'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
  });

  it('register refuses unknown fields and a taken address', async () => {
    const email = uniqueEmail('taken');
    const extra = await register({ ...GOOD, email, role: 'admin' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('body/role is not an allowed field');

    expect((await register({ ...GOOD, email })).status).toBe(201);
    const again = await register({ ...GOOD, email: email.toUpperCase(), password: 'Other123' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('EMAIL_TAKEN');
  });

  it('an account made by a code sign-in cannot be taken over by registering it', async () => {
    const email = uniqueEmail('codeonly');
    await suite.signIn(email);
    const answer = await register({ ...GOOD, email });
    expect(answer.status).toBe(409);
    // And it has no password to log in with.
    const attempt = await login({ email, password: GOOD.password });
    expect(attempt.status).toBe(401);
  });

  it('login with the right password signs in; a wrong one says so', async () => {
    const email = uniqueEmail('login');
    await register({ ...GOOD, email });
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

  it('login is limited per address', async () => {
    const email = uniqueEmail('brute');
    await register({ ...GOOD, email });
    for (let i = 0; i < 19; i += 1) {
      expect((await login({ email, password: `Wrong${i}aa` })).status).toBe(401);
    }
    // The 20th try is still judged; after that even the right password waits.
    expect((await login({ email, password: GOOD.password })).status).toBe(200);
    const limited = await login({ email, password: GOOD.password });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Too many requests. Please try again later');
    suite.clock.advance(15 * 60_000 + 1000);
    expect((await login({ email, password: GOOD.password })).status).toBe(200);
  });
});
