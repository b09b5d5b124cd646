import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authSession, getBus, type User } from '@shop/shared';
import { apiError, fakeApi, NOT_FOUND, type ApiRoute } from '@shop/shared/testing';
import SignInControl from '../../widgets/sign-in-control';
import ProfilePage from '../../pages/profile-page';
import { sessionNotice$, signIn, signInOpen$, signOut } from './session-owner';

// The other messages of docs/product.md#messages where a shopper meets them: a stored session that cannot be
// restored at startup ('No refresh token available', 'Failed to initialize
// authentication') and a profile whose fresh copy cannot be fetched ('Failed to refresh
// user data'); and a profile save that meets an expired token goes through (docs/product.md D18).

const ACCESS = 'circuithaat.access_token';
const REFRESH = 'circuithaat.refresh_token';
const REFRESH_PATH = 'POST /api/v1/auth/refresh-token';

const user: User = {
  id: 'u1',
  email: 'karim@example.com',
  name: 'karim',
  user_ref: 'CH-1',
  phoneNumber: null,
  isVerified: true,
  role: 'user',
};

function renderShop(path: string, routes: Record<string, ApiRoute>) {
  const api = fakeApi(routes, { otherwise: NOT_FOUND });
  render(
    <MemoryRouter initialEntries={[path]}>
      <SignInControl />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/profile" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

/** Lets the startup restore and any answers of the fake API settle. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

beforeEach(() => {
  localStorage.clear();
  sessionNotice$.next(null);
  signInOpen$.next(false);
  getBus().publish(authSession, { user: null, loading: false });
});

describe('a stored session that cannot be restored at startup', () => {
  it("with no refresh token: signed out with 'No refresh token available'", async () => {
    localStorage.setItem(ACCESS, 'a1');
    localStorage.setItem('user', JSON.stringify(user));
    const api = renderShop('/', {});
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('No refresh token available');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS)).toBeNull();
    expect(api.callsTo('/api/v1/auth/refresh-token')).toHaveLength(0);
  });

  it("refused by the API: signed out with 'Failed to initialize authentication'", async () => {
    localStorage.setItem(ACCESS, 'a1');
    localStorage.setItem(REFRESH, 'r1');
    localStorage.setItem('user', JSON.stringify(user));
    renderShop('/', {
      [REFRESH_PATH]: () => apiError(401, 'UNAUTHORIZED', 'Invalid credentials or session expired'),
    });
    await settle();

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Failed to initialize authentication');
    expect(getBus().current(authSession).user).toBeNull();

    // Sign in again opens the sign-in modal; the notice steps aside while it is open.
    fireEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    expect(signInOpen$.getValue()).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Failed to initialize authentication')).not.toBeInTheDocument();
  });

  it('can be dismissed, and goes when the shopper signs in again', async () => {
    localStorage.setItem(ACCESS, 'a1');
    renderShop('/', {});
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    sessionNotice$.next('No refresh token available');
    act(() => signIn({ access_token: 'a2', refresh_token: 'r2', user }));
    expect(sessionNotice$.getValue()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'karim' })).toBeInTheDocument();
    act(() => signOut());
  });

  it('says nothing when the session is restored', async () => {
    localStorage.setItem(ACCESS, 'a1');
    localStorage.setItem(REFRESH, 'r1');
    renderShop('/', {
      [REFRESH_PATH]: () => ({
        status: 200,
        body: { access_token: 'a2', refresh_token: 'r2', user },
      }),
    });
    await settle();
    expect(screen.getByRole('button', { name: 'karim' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => signOut());
  });

  it('says nothing to a visitor who never signed in', async () => {
    renderShop('/', {});
    await settle();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/profile', () => {
  beforeEach(() => signIn({ access_token: 'a1', refresh_token: 'r1', user }));
  afterEach(() => signOut());

  it("says 'Failed to refresh user data' when the fresh profile cannot be fetched, and still saves", async () => {
    const saved = { ...user, firstName: 'Karim', name: 'Karim' };
    renderShop('/profile', {
      [REFRESH_PATH]: () => ({
        status: 200,
        body: { access_token: 'a1', refresh_token: 'r1', user },
      }),
      'GET /api/v1/user/profile': () => ({ status: 503 }),
      'PUT /api/v1/user/profile': () => ({ status: 200, body: saved }),
      // The page's saved addresses load apart from the profile and do not fail here.
      'GET /api/v1/me/addresses': () => ({ status: 200, body: { items: [], limit: 10 } }),
    });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to refresh user data');
    expect(screen.getByLabelText('Email')).toHaveValue('karim@example.com');

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Karim' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(screen.queryByText('Failed to refresh user data')).not.toBeInTheDocument();
  });

  it('a save that meets an expired access token is refreshed and sent once more', async () => {
    const saved = { ...user, firstName: 'Karim', name: 'Karim' };
    let renewals = 0;
    const api = renderShop('/profile', {
      // The startup restore renews the pair to a2; the API has let a2 expire by the time
      // of the save, and the client's refresh then gets a3.
      [REFRESH_PATH]: () => {
        renewals += 1;
        const n = renewals + 1;
        return { status: 200, body: { access_token: `a${n}`, refresh_token: `r${n}`, user } };
      },
      'GET /api/v1/user/profile': () => ({ status: 200, body: user }),
      'PUT /api/v1/user/profile': () =>
        localStorage.getItem(ACCESS) === 'a3'
          ? { status: 200, body: saved }
          : apiError(401, 'UNAUTHORIZED', 'Invalid credentials or session expired'),
    });
    await settle();
    expect(renewals).toBe(1);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Karim' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    });
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.');
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.authorization)).toEqual(['Bearer a2', 'Bearer a3']);
    const refreshes = api.callsTo('/api/v1/auth/refresh-token');
    expect(refreshes).toHaveLength(2);
    // The refresh proves itself with the refresh token alone, never the expired bearer.
    expect(refreshes.map((call) => call.authorization)).toEqual([undefined, undefined]);
    expect(refreshes[1]?.body).toEqual({ refreshToken: 'r2' });
  });
});
