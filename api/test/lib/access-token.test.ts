import { SignJWT, UnsecuredJWT } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  signAccessToken,
  verifyAccessToken,
} from '../../src/lib/access-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { sub: 'usr_1', email: 'rina@example.com', role: 'user' as const, sid: 'session-1' };

describe('access tokens', () => {
  test('a token it signed verifies to the same claims', async () => {
    const token = await signAccessToken(claims, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(claims);
  });

  test('an expired token is refused', async () => {
    const token = await signAccessToken(claims, SECRET, {
      now: new Date(Date.now() - 16 * 60_000),
    });
    await expect(verifyAccessToken(token, SECRET)).resolves.toBeNull();
  });

  test('a token signed with another secret or tampered with is refused', async () => {
    const token = await signAccessToken(claims, 'another-secret-that-is-long-enough-987654321');
    await expect(verifyAccessToken(token, SECRET)).resolves.toBeNull();
    const good = await signAccessToken(claims, SECRET);
    const [header, payload, signature] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expect(verifyAccessToken(`${header}.${forged}.${signature}`, SECRET)).resolves.toBeNull();
    expect(payload).toBeDefined();
  });

  test("alg 'none' is refused", async () => {
    const unsigned = new UnsecuredJWT({ email: claims.email, role: 'admin' })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await expect(verifyAccessToken(unsigned, SECRET)).resolves.toBeNull();
  });

  test('a token for another audience or issuer is refused', async () => {
    const key = new TextEncoder().encode(SECRET);
    const sign = (issuer: string, audience: string) =>
      new SignJWT({ email: claims.email, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime('5m')
        .sign(key);
    await expect(
      verifyAccessToken(await sign(ACCESS_TOKEN_ISSUER, 'someone-else'), SECRET),
    ).resolves.toBeNull();
    await expect(
      verifyAccessToken(await sign('someone-else', ACCESS_TOKEN_AUDIENCE), SECRET),
    ).resolves.toBeNull();
  });

  test('garbage is refused, not thrown', async () => {
    await expect(verifyAccessToken('not-a-token', SECRET)).resolves.toBeNull();
  });
});
