import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from '../../../src/modules/auth/password';
import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type SignedIn } from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

// Finding 7: passwords are hashed at OWASP's minimum or better (argon2id m=19 MiB,
// t=2, p=1), and hashes of the first release (scrypt N=2^14) are replaced at login.

/** A hash exactly as the first release wrote it. */
function firstReleaseHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('are argon2id with m=19 MiB, t=2, p=1 and verify only the right password', async () => {
    const hash = await hashPassword('Sunbeam42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]+\$[\w+/]+$/);
    expect(await verifyPassword('Sunbeam42', hash)).toBe(true);
    expect(await verifyPassword('Secret13', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('of the first release still verify but ask to be replaced', async () => {
    const old = firstReleaseHash('Sunbeam42');
    expect(await verifyPassword('Sunbeam42', old)).toBe(true);
    expect(await verifyPassword('Wrong123', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('Sunbeam42', 'garbage')).toBe(false);
  });
});

describeEachDatabase('login moves old hashes up', (database) => {
  const suite = useSignInSuite(database);

  it('replaces a first-release scrypt hash with argon2id on a successful login', async () => {
    const email = uniqueEmail('oldhash');
    const at = new Date().toISOString();
    const old = firstReleaseHash('Sunbeam42');
    await database.db
      .insertInto('users')
      .values({
        id: randomUUID(),
        email,
        name: 'old',
        first_name: null,
        last_name: null,
        phone: null,
        user_ref: `CH-${randomBytes(5).toString('hex').toUpperCase()}`,
        password_hash: old,
        is_verified: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const wrong = await suite.server.post('/auth/user/login', { email, password: 'Wrong123' });
    expect(wrong.status).toBe(401);
    const stillOld = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stillOld.password_hash).toBe(old);

    const ok = await suite.server.post<SignedIn>('/auth/user/login', {
      email,
      password: 'Sunbeam42',
    });
    expect(ok.status).toBe(200);
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(
      (await suite.server.post('/auth/user/login', { email, password: 'Sunbeam42' })).status,
    ).toBe(200);
  });
});
