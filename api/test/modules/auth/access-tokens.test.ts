import { SignJWT, UnsecuredJWT } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  signAccessToken,
} from '../../../src/lib/access-token';
import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type ApiErrorBody, type SignedIn } from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

describeEachDatabase('access tokens on /user/profile', (database) => {
  const suite = useSignInSuite(database);
  let session: SignedIn;
  const key = () => new TextEncoder().encode(database.config.JWT_SECRET);

  beforeAll(async () => {
    session = await suite.signIn(uniqueEmail('bearer'));
  });

  async function expect401(token: string | undefined) {
    const answer = await suite.server.get<ApiErrorBody>('/user/profile', token);
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Invalid credentials or session expired');
  }

  it('accept the token the API issued', async () => {
    const answer = await suite.server.get('/user/profile', session.access_token);
    expect(answer.status).toBe(200);
  });

  it('refuse a request without a token', async () => {
    await expect401(undefined);
  });

  it("refuse alg 'none'", async () => {
    const unsigned = new UnsecuredJWT({ email: session.user.email, role: 'admin' })
      .setSubject(session.user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await expect401(unsigned);
  });

  it('refuse a tampered signature or payload', async () => {
    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect401(`${header}.${payload}.${flipped}`);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expect401(`${header}.${forged}.${signature}`);
  });

  it('refuse a token for another audience or from another issuer', async () => {
    const sign = (issuer: string, audience: string) =>
      new SignJWT({ email: session.user.email, role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime('5m')
        .sign(key());
    await expect401(await sign(ACCESS_TOKEN_ISSUER, 'another-shop'));
    await expect401(await sign('another-api', ACCESS_TOKEN_AUDIENCE));
  });

  it('refuse an expired token (15 minutes)', async () => {
    const claims = {
      sub: session.user.id,
      email: session.user.email,
      role: 'user' as const,
      sid: 'session-1',
    };
    const secret = database.config.JWT_SECRET;
    await expect401(
      await signAccessToken(claims, secret, { now: new Date(Date.now() - 16 * 60_000) }),
    );
    const nearlyOld = await signAccessToken(claims, secret, {
      now: new Date(Date.now() - 14 * 60_000),
    });
    expect((await suite.server.get('/user/profile', nearlyOld)).status).toBe(200);
  });

  it('refuse a token signed with another secret', async () => {
    const claims = {
      sub: session.user.id,
      email: session.user.email,
      role: 'user' as const,
      sid: 'session-1',
    };
    await expect401(await signAccessToken(claims, 'some-other-secret-that-is-long-enough-000'));
  });
});
