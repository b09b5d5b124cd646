import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../../../src/modules/auth/password';
import { describeEachDatabase } from '../../helpers/databases';
import {
  uniqueEmail,
  type ApiErrorBody,
  type ChallengeAnswer,
  type SignedIn,
} from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

// Finding 1 of the security review: an address gives nothing (session, role, orders)
// until its owner proves it with a mailed code.

const ATTACKER = { firstName: 'Mallory', lastName: 'Evil', password: 'Attack3r' };

describeEachDatabase('an address is proven before it is trusted', (database) => {
  const admin = uniqueEmail('boss');
  const suite = useSignInSuite(database, { ADMIN_EMAILS: [admin] });
  const register = (body: Record<string, unknown>) =>
    suite.server.post<ChallengeAnswer & Partial<SignedIn> & ApiErrorBody>(
      '/auth/user/register',
      body,
    );
  const login = (email: string, password: string) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/user/login', { email, password });

  it("registering someone else's address gives no session, and the owner's sign-in does not let the attacker in", async () => {
    const victim = uniqueEmail('victim');
    const registered = await register({ ...ATTACKER, email: victim });
    expect(registered.status).toBe(202);
    expect(registered.body.access_token).toBeUndefined();
    expect(registered.body.refresh_token).toBeUndefined();
    // The confirmation mail went to the owner, not to the attacker.
    await suite.inbox.nextMail(victim);
    expect((await login(victim, ATTACKER.password)).status).toBe(401);

    // The owner signs in with a code (the attacker's confirmation code is replaced).
    suite.clock.advance(61_000);
    const owner = await suite.signIn(victim);
    expect(owner.user.email).toBe(victim);
    const profile = await suite.server.put<ApiErrorBody>(
      '/user/profile',
      { phone: '+880 1711-000000' },
      owner.access_token,
    );
    expect(profile.status).toBe(200);
    // The attacker's password still opens nothing.
    const attempt = await login(victim, ATTACKER.password);
    expect(attempt.status).toBe(401);
  });

  it('an account nobody proved loses its password and sessions when the owner proves the address', async () => {
    // A row as the old register made it: a password and a session, never proven.
    const victim = uniqueEmail('legacy');
    const userId = randomUUID();
    const at = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        email: victim,
        name: 'legacy',
        first_name: null,
        last_name: null,
        phone: null,
        user_ref: `CH-${randomBytes(5).toString('hex').toUpperCase()}`,
        password_hash: await hashPassword(ATTACKER.password),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const refreshToken = randomBytes(32).toString('base64url');
    await database.db
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        family_id: randomUUID(),
        user_id: userId,
        token_hash: createHash('sha256').update(refreshToken).digest('hex'),
        created_at: at,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    // Before any proof neither the password nor the session opens the account.
    expect((await login(victim, ATTACKER.password)).status).toBe(401);
    expect((await suite.server.post('/auth/refresh-token', { refreshToken })).status).toBe(401);

    const owner = await suite.signIn(victim);
    expect(owner.user.id).toBe(userId);
    expect(owner.user.isVerified).toBe(true);
    const row = await database.db
      .selectFrom('users')
      .select(['password_hash', 'is_verified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, is_verified: 1 });
    expect((await login(victim, ATTACKER.password)).status).toBe(401);
    expect((await suite.server.post('/auth/refresh-token', { refreshToken })).status).toBe(401);
  });

  it('an address in ADMIN_EMAILS gets no role, nor a session, by registering', async () => {
    const registered = await register({ ...ATTACKER, email: admin });
    expect(registered.status).toBe(202);
    expect(registered.body.access_token).toBeUndefined();
    expect(registered.body.user).toBeUndefined();
    expect((await login(admin, ATTACKER.password)).status).toBe(401);
    const rows = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', admin)
      .execute();
    expect(rows).toEqual([]);
    // Its owner, who reads the mail, is the admin.
    suite.clock.advance(61_000);
    await suite.inbox.nextMail(admin);
    const owner = await suite.signIn(admin);
    expect(owner.user.role).toBe('admin');
  });

  it('asking for a sign-in code creates no account; giving the code does', async () => {
    const email = uniqueEmail('typed');
    const { userId, challengeId, code } = await suite.requestCode(email);
    const none = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(none).toEqual([]);
    const verified = await suite.server.post<SignedIn>('/auth/user/verify-otp', {
      userId,
      challengeId,
      otpCode: code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).not.toBe(userId);
    const created = await database.db
      .selectFrom('users')
      .select(['id', 'is_verified'])
      .where('email', '=', email)
      .execute();
    expect(created).toEqual([{ id: verified.body.user.id, is_verified: 1 }]);
  });
});
