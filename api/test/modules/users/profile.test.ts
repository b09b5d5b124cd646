import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type ApiErrorBody, type SignedIn } from '../auth/auth-test-kit';
import { useSignInSuite } from '../auth/sign-in-suite';

type Profile = SignedIn['user'] & ApiErrorBody;

describeEachDatabase('GET and PUT /user/profile', (database) => {
  const suite = useSignInSuite(database);
  let session: SignedIn;

  beforeAll(async () => {
    session = await suite.signIn(uniqueEmail('profile'));
  });

  const put = (body: unknown, token = session.access_token) =>
    suite.server.put<Profile>('/user/profile', body, token);

  it('saves first name, last name and phone; the name shown follows them', async () => {
    const answer = await put({
      firstName: ' Nusrat ',
      lastName: 'Jahan',
      phone: '+880 1712-345678',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: 'Nusrat',
      lastName: 'Jahan',
      phone: '+880 1712-345678',
      phoneNumber: '+880 1712-345678',
      name: 'Nusrat Jahan',
      email: session.user.email,
      role: 'user',
    });
    const read = await suite.server.get<Profile>('/user/profile', session.access_token);
    expect(read.body).toEqual(answer.body);
  });

  it('changes only the fields sent, and clears one sent empty', async () => {
    await put({ firstName: 'Nusrat', lastName: 'Jahan', phone: '(03) 1234-5678' });
    const answer = await put({ phone: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.phone).toBeUndefined();
    expect(answer.body.phoneNumber).toBeNull();
    expect(answer.body.firstName).toBe('Nusrat');
  });

  it.each(['12345', 'call me maybe', '++8801712345678', '0171234567a'])(
    'refuses the phone %p with the phone rule',
    async (phone) => {
      const answer = await put({ phone });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('Please enter a valid phone number');
    },
  );

  it('refuses role and email in the body with 400, and changes nothing', async () => {
    for (const [field, value] of [
      ['role', 'admin'],
      ['email', 'boss@example.com'],
    ] as const) {
      const answer = await put({ firstName: 'Mallory', [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(`body/${field} is not an allowed field`);
    }
    const read = await suite.server.get<Profile>('/user/profile', session.access_token);
    expect(read.body.role).toBe('user');
    expect(read.body.email).toBe(session.user.email);
    expect(read.body.firstName).not.toBe('Mallory');
  });

  it('needs a signed-in caller', async () => {
    const answer = await suite.server.put<ApiErrorBody>('/user/profile', { firstName: 'X' });
    expect(answer.status).toBe(401);
  });
});

describeEachDatabase('admin role', (database) => {
  const adminEmail = uniqueEmail('boss');
  const suite = useSignInSuite(database, { ADMIN_EMAILS: [adminEmail] });

  it('comes from ADMIN_EMAILS, in the user and in the access token', async () => {
    const session = await suite.signIn(adminEmail);
    expect(session.user.role).toBe('admin');
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { role: string };
    expect(claims.role).toBe('admin');
    const other = await suite.signIn(uniqueEmail('staff'));
    expect(other.user.role).toBe('user');
  });

  it('comes from the users table (npm run admin:grant) and shows on the next refresh', async () => {
    const email = uniqueEmail('granted');
    const session = await suite.signIn(email);
    expect(session.user.role).toBe('user');
    await database.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', email)
      .execute();
    const renewed = await suite.server.post<SignedIn>('/auth/refresh-token', {
      refreshToken: session.refresh_token,
    });
    expect(renewed.body.user.role).toBe('admin');
  });
});
