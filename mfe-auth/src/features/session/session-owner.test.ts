import type { AuthResponse, AuthSession, User } from '@shop/shared';

const BUS_KEY = Symbol.for('shop.bus');
const ACCESS = 'circuithaat.access_token';
const REFRESH = 'circuithaat.refresh_token';
const USER = 'user';

const storedUser: User = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'REF-1',
  phoneNumber: null,
  isVerified: true,
};

/** A page load: fresh modules and a fresh bus, so the auth remote reads localStorage anew. */
async function loadPage() {
  jest.resetModules();
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
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

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('session on startup', () => {
  it('is loading until the auth remote starts', async () => {
    storeSignedIn();
    const page = await loadPage();
    expect(session(page)).toEqual({ user: null, loading: true });
  });

  it('publishes the stored user when an access token and a stored user exist', async () => {
    storeSignedIn();
    const page = await loadPage();
    const seen: AuthSession[] = [];
    page.bus.state(page.shared.authSession).subscribe((value) => seen.push(value));

    page.owner.startSessionOwner();

    expect(session(page)).toEqual({ user: storedUser, loading: false });
    expect(seen).toEqual([
      { user: null, loading: true },
      { user: storedUser, loading: false },
    ]);
  });

  it('gives a stored user without a name the part of the e-mail before the at-sign', async () => {
    storeSignedIn({
      id: 'u2',
      email: 'karim.uddin@example.jp',
      user_ref: 'R2',
      phoneNumber: null,
      isVerified: true,
    });
    const page = await loadPage();
    page.owner.startSessionOwner();
    expect(session(page).user).toMatchObject({ id: 'u2', name: 'karim.uddin' });
    expect(session(page).loading).toBe(false);
  });

  it('publishes no user when there is no access token, even with a stored user', async () => {
    localStorage.setItem(USER, JSON.stringify(storedUser));
    localStorage.setItem(REFRESH, 'refresh-1');
    const page = await loadPage();
    page.owner.startSessionOwner();
    expect(session(page)).toEqual({ user: null, loading: false });
  });

  it('publishes no user when nothing is stored', async () => {
    const page = await loadPage();
    page.owner.startSessionOwner();
    expect(session(page)).toEqual({ user: null, loading: false });
  });

  it('publishes no user when the stored user is damaged', async () => {
    localStorage.setItem(ACCESS, 'access-1');
    localStorage.setItem(USER, '{not json');
    const page = await loadPage();
    page.owner.startSessionOwner();
    expect(session(page)).toEqual({ user: null, loading: false });
  });

  it('a late subscriber (another remote) sees the restored session at once', async () => {
    storeSignedIn();
    const page = await loadPage();
    page.owner.startSessionOwner();
    const late = jest.fn();
    page.bus.state(page.shared.authSession).subscribe(late);
    expect(late).toHaveBeenCalledWith({ user: storedUser, loading: false });
  });
});

describe('sign in and sign out', () => {
  it('signIn stores the tokens and the user and publishes the user', async () => {
    const page = await loadPage();
    page.owner.startSessionOwner();
    const response: AuthResponse = { access_token: 'a2', refresh_token: 'r2', user: storedUser };

    page.owner.signIn(response);

    expect(localStorage.getItem(ACCESS)).toBe('a2');
    expect(localStorage.getItem(REFRESH)).toBe('r2');
    expect(JSON.parse(localStorage.getItem(USER) ?? 'null')).toEqual(storedUser);
    expect(session(page)).toEqual({ user: storedUser, loading: false });
  });

  it('signOut clears both tokens and the stored user, and publishes no user', async () => {
    storeSignedIn();
    localStorage.setItem('circuithaat.cart', '[]');
    const page = await loadPage();
    page.owner.startSessionOwner();
    expect(session(page).user).toEqual(storedUser);

    page.owner.signOut();

    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(localStorage.getItem(REFRESH)).toBeNull();
    expect(localStorage.getItem(USER)).toBeNull();
    expect(session(page)).toEqual({ user: null, loading: false });
    // Only the session goes; other data of the shop stays.
    expect(localStorage.getItem('circuithaat.cart')).toBe('[]');
  });

  it('after signOut a reload starts signed out', async () => {
    storeSignedIn();
    const first = await loadPage();
    first.owner.startSessionOwner();
    first.owner.signOut();

    const reloaded = await loadPage();
    reloaded.owner.startSessionOwner();
    expect(session(reloaded)).toEqual({ user: null, loading: false });
  });

  it('re-publishes the stored user when the API client raises auth:tokens-refreshed', async () => {
    storeSignedIn();
    const page = await loadPage();
    page.owner.startSessionOwner();

    const renewed: User = { ...storedUser, isVerified: true, phoneNumber: '+8801712345678' };
    localStorage.setItem(USER, JSON.stringify(renewed));
    page.bus.emit(page.shared.authTokensRefreshed, { at: Date.now() });

    expect(session(page)).toEqual({ user: renewed, loading: false });
  });
});

describe('sign-in requests from other remotes', () => {
  it('auth:sign-in-requested opens the sign-in modal', async () => {
    const page = await loadPage();
    page.owner.startSessionOwner();
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
