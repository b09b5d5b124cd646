import type { AuthResponse, AuthSession, User } from '@shop/shared';
import { apiError, fakeApi, NOT_FOUND, resetBus, type Answer } from '@shop/shared/testing';

const ACCESS = 'circuithaat.access_token';
const REFRESH = 'circuithaat.refresh_token';
const USER = 'user';
const REFRESH_PATH = '/api/v1/auth/refresh-token';

const storedUser: User = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'REF-1',
  phoneNumber: null,
  isVerified: true,
};
const rebuiltUser: User = {
  ...storedUser,
  name: 'Rahim Uddin',
  firstName: 'Rahim',
  lastName: 'Uddin',
  role: 'user',
};

/** A page load: fresh modules and a fresh bus, so the auth remote reads localStorage anew. */
async function loadPage() {
  jest.resetModules();
  resetBus();
  const shared = await import('@shop/shared');
  const owner = await import('./session-owner');
  return { shared, owner, bus: shared.getBus() };
}

type Page = Awaited<ReturnType<typeof loadPage>>;

const session = (page: Page): AuthSession => page.bus.current(page.shared.authSession);

function storeSignedIn(user: unknown = storedUser) {
  localStorage.setItem(ACCESS, 'access-1');
  localStorage.setItem(REFRESH, 'refresh-1');
  localStorage.setItem(USER, JSON.stringify(user));
}

async function start(page: Page) {
  page.owner.startSessionOwner();
  await page.owner.sessionReady();
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('session on startup (docs/product.md#states)', () => {
  it('is loading until the auth remote has restored the session', async () => {
    storeSignedIn();
    let answer: (value: Answer) => void = () => undefined;
    fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => new Promise((resolve) => (answer = resolve)),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    expect(session(page)).toEqual({ user: null, loading: true });
    page.owner.startSessionOwner();
    expect(session(page).loading).toBe(true);
    answer({
      status: 200,
      body: { access_token: 'access-2', refresh_token: 'refresh-2', user: rebuiltUser },
    });
    await page.owner.sessionReady();
    expect(session(page)).toEqual({ user: rebuiltUser, loading: false });
  });

  it('with an access token: refreshes the tokens and rebuilds the user from the answer', async () => {
    storeSignedIn();
    const api = fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => ({
          status: 200,
          body: { access_token: 'access-2', refresh_token: 'refresh-2', user: rebuiltUser },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    const seen: AuthSession[] = [];
    page.bus.state(page.shared.authSession).subscribe((value) => seen.push(value));

    await start(page);

    expect(api.callsTo(REFRESH_PATH)[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(ACCESS)).toBe('access-2');
    expect(localStorage.getItem(REFRESH)).toBe('refresh-2');
    expect(JSON.parse(localStorage.getItem(USER) ?? 'null')).toEqual(rebuiltUser);
    expect(seen[0]).toEqual({ user: null, loading: true });
    expect(seen.at(-1)).toEqual({ user: rebuiltUser, loading: false });
  });

  it('signs out when the refresh is refused', async () => {
    storeSignedIn();
    fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () =>
          apiError(401, 'UNAUTHORIZED', 'Invalid credentials or session expired'),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    await start(page);
    expect(session(page)).toEqual({ user: null, loading: false });
    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(localStorage.getItem(REFRESH)).toBeNull();
    expect(localStorage.getItem(USER)).toBeNull();
  });

  it('signs out when there is an access token but no refresh token', async () => {
    localStorage.setItem(ACCESS, 'access-1');
    localStorage.setItem(USER, JSON.stringify(storedUser));
    const api = fakeApi({}, { otherwise: NOT_FOUND });
    const page = await loadPage();
    await start(page);
    expect(session(page)).toEqual({ user: null, loading: false });
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(0);
  });

  it.each([
    ['the API cannot be reached', 'network-error' as const],
    ['the API answers 503', apiError(503, 'DOWN', 'down')],
  ])(
    'signs out when the startup refresh fails because %s (docs/product.md#states)',
    async (_why, answer) => {
      storeSignedIn();
      fakeApi({ [`POST ${REFRESH_PATH}`]: answer });
      const page = await loadPage();
      await start(page);
      expect(session(page)).toEqual({ user: null, loading: false });
      expect(localStorage.getItem(ACCESS)).toBeNull();
      expect(localStorage.getItem(USER)).toBeNull();
    },
  );

  it('without an access token: restores from storage, which is no signed-in user', async () => {
    localStorage.setItem(USER, JSON.stringify(storedUser));
    localStorage.setItem(REFRESH, 'refresh-1');
    const api = fakeApi({}, { otherwise: NOT_FOUND });
    const page = await loadPage();
    await start(page);
    expect(session(page)).toEqual({ user: null, loading: false });
    expect(api.calls).toHaveLength(0);
  });

  it('publishes no user when nothing is stored', async () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    const page = await loadPage();
    await start(page);
    expect(session(page)).toEqual({ user: null, loading: false });
  });

  it('a late subscriber (another remote) sees the restored session at once', async () => {
    storeSignedIn();
    fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => ({
          status: 200,
          body: { access_token: 'a2', refresh_token: 'r2', user: rebuiltUser },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    await start(page);
    const late = jest.fn();
    page.bus.state(page.shared.authSession).subscribe(late);
    expect(late).toHaveBeenCalledWith({ user: rebuiltUser, loading: false });
  });
});

describe('sign in and sign out', () => {
  it('signIn stores the tokens and the user and publishes the user', async () => {
    fakeApi({}, { otherwise: NOT_FOUND });
    const page = await loadPage();
    await start(page);
    const response: AuthResponse = { access_token: 'a2', refresh_token: 'r2', user: storedUser };

    page.owner.signIn(response);

    expect(localStorage.getItem(ACCESS)).toBe('a2');
    expect(localStorage.getItem(REFRESH)).toBe('r2');
    expect(JSON.parse(localStorage.getItem(USER) ?? 'null')).toEqual(storedUser);
    expect(session(page)).toEqual({ user: storedUser, loading: false });
  });

  it('signOut clears the session here, tells the API, and keeps other data of the shop', async () => {
    storeSignedIn();
    const api = fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => ({
          status: 200,
          body: { access_token: 'a2', refresh_token: 'r2', user: storedUser },
        }),
        'POST /api/v1/auth/logout': () => ({ status: 204 }),
      },
      { otherwise: NOT_FOUND },
    );
    localStorage.setItem('circuithaat.cart', '[]');
    const page = await loadPage();
    await start(page);
    expect(session(page).user).toEqual(storedUser);

    page.owner.signOut();

    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(localStorage.getItem(REFRESH)).toBeNull();
    expect(localStorage.getItem(USER)).toBeNull();
    expect(session(page)).toEqual({ user: null, loading: false });
    expect(api.callsTo('/api/v1/auth/logout')[0]?.body).toEqual({ refreshToken: 'r2' });
    expect(localStorage.getItem('circuithaat.cart')).toBe('[]');

    const reloaded = await loadPage();
    await start(reloaded);
    expect(session(reloaded)).toEqual({ user: null, loading: false });
  });

  it('re-reads the stored user when the API client raises auth:tokens-refreshed', async () => {
    storeSignedIn();
    fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => ({
          status: 200,
          body: { access_token: 'a2', refresh_token: 'r2', user: storedUser },
        }),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    await start(page);

    const renewed: User = { ...storedUser, phoneNumber: '+8801712345678' };
    localStorage.setItem(USER, JSON.stringify(renewed));
    page.bus.emit(page.shared.authTokensRefreshed, { at: Date.now() });

    expect(session(page)).toEqual({ user: renewed, loading: false });
  });
});

describe('sign-in requests from other remotes', () => {
  beforeEach(() => {
    fakeApi({}, { otherwise: NOT_FOUND });
  });

  it('auth:sign-in-requested opens the sign-in modal', async () => {
    const page = await loadPage();
    await start(page);
    expect(page.owner.signInOpen$.getValue()).toBe(false);

    await expect(
      page.bus.send(page.shared.authSignInRequested, { returnTo: '/checkout', reason: 'checkout' }),
    ).resolves.toEqual({ status: 'delivered' });

    expect(page.owner.signInOpen$.getValue()).toBe(true);
  });

  it('a request sent before the auth remote starts still opens the modal once it does', async () => {
    jest.useFakeTimers();
    const page = await loadPage();
    const sent = page.bus.send(page.shared.authSignInRequested, {});
    await jest.advanceTimersByTimeAsync(500);
    page.owner.startSessionOwner();
    await expect(sent).resolves.toEqual({ status: 'delivered' });
    expect(page.owner.signInOpen$.getValue()).toBe(true);
  });

  it('the sender learns when the auth remote is not alive', async () => {
    jest.useFakeTimers();
    const page = await loadPage();
    const stop = page.owner.startSessionOwner();
    stop();
    const sent = page.bus.send(page.shared.authSignInRequested, {}, { waitForOwnerMs: 50 });
    await jest.advanceTimersByTimeAsync(50);
    await expect(sent).resolves.toEqual({ status: 'no-owner', topic: 'auth:sign-in-requested' });
    expect(page.owner.signInOpen$.getValue()).toBe(false);
  });

  it('stays the owner while another mount remains', async () => {
    const page = await loadPage();
    const stopFirst = page.owner.startSessionOwner();
    page.owner.startSessionOwner();
    stopFirst();
    expect(page.bus.hasOwner(page.shared.authSignInRequested)).toBe(true);
  });
});
