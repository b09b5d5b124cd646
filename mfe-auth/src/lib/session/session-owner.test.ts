import type { AuthResponse, AuthSession, User } from '@shop/shared';
import {
  apiError,
  fakeApi,
  NOT_FOUND,
  resetBus,
  type Answer,
  type ApiCall,
  type ApiRoute,
} from '@shop/shared/testing';

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
});

describe('renewing the session for another remote (auth:renew-session)', () => {
  const PROFILE = '/api/v1/user/profile';
  const expired = () => apiError(401, 'TOKEN_EXPIRED', 'Access token expired');
  /** A call that only the given token may make, as the API answers after a refresh. */
  const onlyWith =
    (token: string, body: unknown = { ok: true }) =>
    (call: ApiCall): Answer =>
      call.authorization === `Bearer ${token}` ? { status: 200, body } : expired();

  const pair = (n: number): Answer => ({
    status: 200,
    body: { access_token: `access-${n}`, refresh_token: `refresh-${n}`, user: rebuiltUser },
  });

  /**
   * A page whose owner has restored the session at startup (access-2 / refresh-2); the next
   * refresh answers `next` (by default the pair access-3 / refresh-3).
   */
  async function signedInPage(routes: Record<string, ApiRoute>, next: Answer = pair(3)) {
    storeSignedIn();
    let refreshes = 0;
    const api = fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => {
          refreshes += 1;
          return refreshes === 1 ? pair(2) : next;
        },
        ...routes,
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    const stop = page.owner.startSessionOwner();
    await page.owner.sessionReady();
    expect(localStorage.getItem(ACCESS)).toBe('access-2');
    const toLogin = jest
      .spyOn(page.owner.sessionExit, 'toLogin')
      .mockImplementation(() => undefined);
    return { page, api, stop, toLogin };
  }

  it('renews once for a call another remote made, stores and publishes the new session, raises auth:tokens-refreshed, and the call goes again', async () => {
    const { page, api, toLogin } = await signedInPage({ [`GET ${PROFILE}`]: onlyWith('access-3') });
    const signals: { at: number }[] = [];
    page.bus.on(page.shared.authTokensRefreshed).subscribe((signal) => signals.push(signal));

    await expect(page.shared.api.get(PROFILE)).resolves.toEqual({ ok: true });

    expect(api.callsTo(PROFILE).map((call) => call.authorization)).toEqual([
      'Bearer access-2',
      'Bearer access-3',
    ]);
    const refreshes = api.callsTo(REFRESH_PATH);
    expect(refreshes).toHaveLength(2); // the startup restore, then this renewal
    expect(refreshes[1]?.body).toEqual({ refreshToken: 'refresh-2' });
    expect(refreshes[1]?.authorization).toBeUndefined();
    expect(localStorage.getItem(ACCESS)).toBe('access-3');
    expect(localStorage.getItem(REFRESH)).toBe('refresh-3');
    expect(JSON.parse(localStorage.getItem(USER) ?? 'null')).toEqual(rebuiltUser);
    expect(session(page)).toEqual({ user: rebuiltUser, loading: false });
    expect(signals).toHaveLength(1);
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent 401s of several remotes, each with its own copy of the client', async () => {
    const { page, api } = await signedInPage({
      [`GET ${PROFILE}`]: onlyWith('access-3'),
      'GET /api/v1/orders/user': onlyWith('access-3', { orders: [] }),
    });
    const refreshesBefore = api.callsTo(REFRESH_PATH).length;
    // A second client, as a remote with its own copy of @shop/shared has one.
    const other = page.shared.createApiClient({ baseUrl: page.shared.getApiBaseUrl() });
    // The refresh is held until both refused calls have asked the owner.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(REFRESH_PATH)) await held;
      return fake(input, init);
    }) as typeof fetch;
    const sent = jest.spyOn(page.bus, 'send');

    const both = Promise.all([page.shared.api.get(PROFILE), other.get('/api/v1/orders/user')]);
    while (sent.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    release();

    await expect(both).resolves.toEqual([{ ok: true }, { orders: [] }]);
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(refreshesBefore + 1);
    expect(api.callsTo(PROFILE).map((call) => call.authorization)).toEqual([
      'Bearer access-2',
      'Bearer access-3',
    ]);
    globalThis.fetch = fake;
  });

  it('a renewal asked while the startup restore runs joins it: one refresh, the refresh token spent once', async () => {
    storeSignedIn();
    let answerRefresh: (answer: Answer) => void = () => undefined;
    const api = fakeApi(
      {
        [`POST ${REFRESH_PATH}`]: () => new Promise<Answer>((resolve) => (answerRefresh = resolve)),
        [`GET ${PROFILE}`]: onlyWith('access-2'),
      },
      { otherwise: NOT_FOUND },
    );
    const page = await loadPage();
    // Another remote's call meets the expired token before the auth remote has started.
    const call = page.shared.api.get(PROFILE);
    while (api.callsTo(PROFILE).length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    page.owner.startSessionOwner();
    while (api.callsTo(REFRESH_PATH).length < 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    answerRefresh({
      status: 200,
      body: { access_token: 'access-2', refresh_token: 'refresh-2', user: rebuiltUser },
    });

    await expect(call).resolves.toEqual({ ok: true });
    await page.owner.sessionReady();
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(1);
    expect(session(page)).toEqual({ user: rebuiltUser, loading: false });
  });

  it.each([
    ['refused', apiError(401, 'REFRESH_REUSED', 'Refresh token revoked')],
    ['met no network', 'network-error' as const],
    ['answered without an access token', { status: 200, body: {} }],
  ])(
    'when the refresh is %s: clears the session, publishes it signed out, goes to /login, and the call fails with its 401',
    async (_why, refused) => {
      const { page, api, toLogin } = await signedInPage({ [`GET ${PROFILE}`]: expired() }, refused);
      const refreshesBefore = api.callsTo(REFRESH_PATH).length;
      localStorage.setItem('circuithaat.cart', '[]');

      await expect(page.shared.api.get(PROFILE)).rejects.toMatchObject({ status: 401 });

      expect(api.callsTo(REFRESH_PATH)).toHaveLength(refreshesBefore + 1);
      expect(api.callsTo(PROFILE)).toHaveLength(1);
      expect(localStorage.getItem(ACCESS)).toBeNull();
      expect(localStorage.getItem(REFRESH)).toBeNull();
      expect(localStorage.getItem(USER)).toBeNull();
      expect(localStorage.getItem('circuithaat.cart')).toBe('[]');
      expect(session(page)).toEqual({ user: null, loading: false });
      expect(toLogin).toHaveBeenCalledTimes(1);
    },
  );

  it('with no refresh token left: answers no-session, refreshes nothing and leaves the session as it is', async () => {
    const { page, api, toLogin } = await signedInPage({ [`GET ${PROFILE}`]: expired() });
    localStorage.removeItem(REFRESH);
    const refreshesBefore = api.callsTo(REFRESH_PATH).length;

    await expect(page.shared.api.get(PROFILE)).rejects.toMatchObject({ status: 401 });

    expect(api.callsTo(REFRESH_PATH)).toHaveLength(refreshesBefore);
    expect(localStorage.getItem(ACCESS)).toBe('access-2');
    expect(session(page).user).toEqual(rebuiltUser);
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('answers with the current token, refreshing nothing, when the refused one is already replaced', async () => {
    const { page, api } = await signedInPage({});
    const refreshesBefore = api.callsTo(REFRESH_PATH).length;
    const reply = await page.shared.ask(page.bus, page.shared.authRenewSession, {
      refused: 'access-1',
    });
    expect(reply).toEqual({
      status: 'answered',
      answer: { outcome: 'renewed', accessToken: 'access-2' },
    });
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(refreshesBefore);
  });

  it("with the auth remote gone, another remote's refused call fails as it is and nothing is written", async () => {
    const { page, api, stop } = await signedInPage({ [`GET ${PROFILE}`]: expired() });
    // The auth remote's sign-in control goes away: nobody owns the session any more.
    stop();
    const refreshesBefore = api.callsTo(REFRESH_PATH).length;
    const client = page.shared.createApiClient({
      baseUrl: page.shared.getApiBaseUrl(),
      waitForSessionOwnerMs: 20,
    });
    await expect(client.get(PROFILE)).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo(REFRESH_PATH)).toHaveLength(refreshesBefore);
    expect(localStorage.getItem(ACCESS)).toBe('access-2');
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
