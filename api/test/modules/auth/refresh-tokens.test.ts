import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type ApiErrorBody, type SignedIn } from './auth-test-kit';
import { useSignInSuite } from './sign-in-suite';

const DAY = 24 * 3600_000;
const SESSION_EXPIRED = {
  code: 'UNAUTHORIZED',
  message: 'Invalid credentials or session expired',
};

describeEachDatabase('refresh tokens', (database) => {
  const suite = useSignInSuite(database);
  const refresh = (refreshToken: string) =>
    suite.server.post<SignedIn & ApiErrorBody>('/auth/refresh-token', { refreshToken });

  it('are stored only as hashes', async () => {
    const session = await suite.signIn(uniqueEmail('hashed'));
    const rows = await database.db.selectFrom('refresh_tokens').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(session.refresh_token);
  });

  it('rotate on every use: a new pair and the user', async () => {
    const session = await suite.signIn(uniqueEmail('rotate'));
    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(session.refresh_token);
    expect(renewed.body.user).toEqual(session.user);
    const profile = await suite.server.get('/user/profile', renewed.body.access_token);
    expect(profile.status).toBe(200);

    const again = await refresh(renewed.body.refresh_token);
    expect(again.status).toBe(200);
  });

  it('revoke the whole family when a rotated token comes back', async () => {
    const email = uniqueEmail('reuse');
    const session = await suite.signIn(email);
    // A second device of the same user: its own family, untouched by the first's trouble.
    suite.clock.advance(61_000);
    const otherDevice = await suite.signIn(email);

    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toEqual(SESSION_EXPIRED);
    // The newest token of that family is dead too: the thief's copy is worthless.
    const newest = await refresh(third.body.refresh_token);
    expect(newest.status).toBe(401);

    const unaffected = await refresh(otherDevice.refresh_token);
    expect(unaffected.status).toBe(200);
  });

  it('refuse unknown tokens', async () => {
    const answer = await refresh('not-a-token-we-issued');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual(SESSION_EXPIRED);
    const missing = await suite.server.post<ApiErrorBody>('/auth/refresh-token', {});
    expect(missing.status).toBe(400);
  });

  it('expire after 30 days', async () => {
    const session = await suite.signIn(uniqueEmail('old'));
    const fresh = await suite.signIn(uniqueEmail('fresh'));
    suite.clock.advance(30 * DAY - 1000);
    const stillValid = await refresh(fresh.refresh_token);
    expect(stillValid.status).toBe(200);
    suite.clock.advance(1000);
    const expired = await refresh(session.refresh_token);
    expect(expired.status).toBe(401);
  });

  it('stop working after logout, for the whole family', async () => {
    const session = await suite.signIn(uniqueEmail('logout'));
    const renewed = await refresh(session.refresh_token);
    const out = await suite.server.post('/auth/logout', {
      refreshToken: renewed.body.refresh_token,
    });
    expect(out.status).toBe(204);
    expect((await refresh(renewed.body.refresh_token)).status).toBe(401);
    // Logging out twice, or with nothing, is fine.
    expect((await suite.server.post('/auth/logout', { refreshToken: 'unknown' })).status).toBe(204);
    expect((await suite.server.post('/auth/logout', {})).status).toBe(204);
  });
});
