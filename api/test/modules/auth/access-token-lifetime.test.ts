import { decodeJwt } from 'jose';
import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type ApiErrorBody, type SignedIn } from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

// ACCESS_TOKEN_TTL_SECONDS: how long the access tokens the API issues live (15 minutes by
// default). The browser tests shorten it to meet an expired token for real.

const lifetime = (token: string): number => {
  const { iat, exp } = decodeJwt(token);
  if (iat === undefined || exp === undefined) throw new Error('token without iat or exp');
  return exp - iat;
};

describeEachDatabase('access token lifetime', (database) => {
  describe('by default', () => {
    const suite = useSignInSuite(database);

    it('is 15 minutes', async () => {
      const session = await suite.signIn(uniqueEmail('ttl-default'));
      expect(lifetime(session.access_token)).toBe(900);
    });
  });

  describe('with ACCESS_TOKEN_TTL_SECONDS=2', () => {
    const suite = useSignInSuite(database, { ACCESS_TOKEN_TTL_SECONDS: 2 });

    it('issues 2-second tokens that the API refuses once over, until the refresh token renews them', async () => {
      // The suite's clock started when the file loaded; bring it to the real time, which
      // the token check uses, and then 10 s back: the token is over before it arrives.
      const toRealTime = () => suite.clock.advance(Date.now() - suite.clock.now().getTime());
      toRealTime();
      suite.clock.advance(-10_000);
      const session = await suite.signIn(uniqueEmail('ttl-short'));
      expect(lifetime(session.access_token)).toBe(2);
      const refused = await suite.server.get<ApiErrorBody>('/user/profile', session.access_token);
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe('Invalid credentials or session expired');

      toRealTime();
      const renewed = await suite.server.post<SignedIn>('/auth/refresh-token', {
        refreshToken: session.refresh_token,
      });
      expect(renewed.status).toBe(200);
      expect(lifetime(renewed.body.access_token)).toBe(2);
      const profile = await suite.server.get('/user/profile', renewed.body.access_token);
      expect(profile.status).toBe(200);
    });
  });
});
