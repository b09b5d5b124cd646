import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authSession, getBus, type User } from '@shop/shared';
import { apiError, fakeApi, NOT_FOUND, type ApiRoute } from '@shop/shared/testing';
import { signIn, signInOpen$, startSessionOwner } from '../lib/session/session-owner';
import LoginPage from './login-page';
import ProfilePage from './profile-page';
import RegisterPage from './register-page';

const user: User = {
  id: 'u1',
  email: 'karim@example.com',
  name: 'karim',
  user_ref: 'CH-1',
  phoneNumber: null,
  isVerified: true,
  role: 'user',
};
const session = { access_token: 'a1', refresh_token: 'r1', user };

function renderAt(path: string, routes: Record<string, ApiRoute> = {}) {
  const api = fakeApi(routes, { otherwise: NOT_FOUND });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/profile" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

beforeEach(() => {
  localStorage.clear();
  getBus().publish(authSession, { user: null, loading: false });
});

describe('/login', () => {
  it('shows the spec messages for a bad e-mail and a short password', async () => {
    const api = renderAt('/login');
    await submit('Login');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Invalid email or password' on a 401", async () => {
    renderAt('/login', {
      'POST /api/v1/auth/user/login': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    type('Email', 'karim@example.com');
    type('Password', 'Wrong123');
    await submit('Login');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("says 'Login failed. Please try again.' on any other failure", async () => {
    renderAt('/login', { 'POST /api/v1/auth/user/login': () => ({ status: 500 }) });
    type('Email', 'karim@example.com');
    type('Password', 'Sunbeam42');
    await submit('Login');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in and goes home', async () => {
    const api = renderAt('/login', {
      'POST /api/v1/auth/user/login': () => ({ status: 200, body: session }),
    });
    type('Email', ' karim@example.com ');
    type('Password', 'Sunbeam42');
    await submit('Login');
    expect(api.calls[0]?.body).toEqual({ email: 'karim@example.com', password: 'Sunbeam42' });
    expect(getBus().current(authSession).user).toEqual(user);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

describe('/register', () => {
  function fill(overrides: Record<string, string> = {}) {
    const values = {
      'First name': 'Karim',
      'Last name': 'Uddin',
      Email: 'karim@example.com',
      Password: 'Sunbeam42',
      'Confirm password': 'Sunbeam42',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) type(label, value);
  }

  it('shows every rule of docs/product.md#validation', async () => {
    const api = renderAt('/register');
    await submit('Create account');
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    type('Password', 'secret12');
    expect(
      screen.getByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeInTheDocument();
    type('Confirm password', 'other');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Registration failed. Please try again.' when the server fails", async () => {
    renderAt('/register', { 'POST /api/v1/auth/user/register': () => ({ status: 500 }) });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    await submit('Create account');
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('registers, asks for the mailed code, then signs in and goes home', async () => {
    const api = renderAt('/register', {
      'POST /api/v1/auth/user/register': () => ({
        status: 202,
        body: { userId: 'u1', challengeId: 'c1', expiresInSeconds: 600, resendAfterSeconds: 60 },
      }),
      'POST /api/v1/auth/user/verify-otp': () => ({ status: 200, body: session }),
    });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    await submit('Create account');
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Karim',
      lastName: 'Uddin',
      email: 'karim@example.com',
      password: 'Sunbeam42',
    });
    // Not signed in yet: the address must be proven first (docs/product.md D15).
    expect(getBus().current(authSession).user).toBeNull();
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('karim@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Resend code in 01:00/)).toBeInTheDocument();

    type('Confirmation code', '12a3456');
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('123456');
    await submit('Confirm');
    expect(api.callsTo('/api/v1/auth/user/verify-otp')[0]?.body).toEqual({
      userId: 'u1',
      challengeId: 'c1',
      otpCode: '123456',
      verificationType: 'email',
    });
    expect(getBus().current(authSession).user).toEqual(user);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it("says 'Invalid OTP. Please try again.' for a wrong code and stays on the step", async () => {
    renderAt('/register', {
      'POST /api/v1/auth/user/register': () => ({
        status: 202,
        body: { userId: 'u1', challengeId: 'c1' },
      }),
      'POST /api/v1/auth/user/verify-otp': () =>
        apiError(400, 'INVALID_OTP', 'Invalid OTP. Please try again.'),
    });
    fill();
    fireEvent.click(screen.getByLabelText('I agree to the terms and conditions'));
    await submit('Create account');
    type('Confirmation code', '000000');
    await submit('Confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(getBus().current(authSession).user).toBeNull();
  });
});

describe('/profile', () => {
  it('asks a signed-out visitor to sign in (auth:sign-in-requested opens the modal)', async () => {
    fakeApi({});
    const stop = startSessionOwner();
    await act(async () => {
      await Promise.resolve();
    });
    signInOpen$.next(false);
    renderAt('/profile');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(signInOpen$.getValue()).toBe(true);
    expect(screen.getByText('Please sign in to see your profile.')).toBeInTheDocument();
    stop();
  });

  it('shows and saves first name, last name and phone; checks the phone rule', async () => {
    signIn(session);
    const saved = {
      ...user,
      firstName: 'Karim',
      lastName: 'Uddin',
      phone: '+880 1712-345678',
      phoneNumber: '+880 1712-345678',
      name: 'Karim Uddin',
    };
    const api = renderAt('/profile', {
      'GET /api/v1/user/profile': () => ({ status: 200, body: user }),
      'PUT /api/v1/user/profile': () => ({ status: 200, body: saved }),
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByLabelText('Email')).toHaveValue('karim@example.com');
    type('Phone (optional)', '12345');
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();

    type('First name', 'Karim');
    type('Last name', 'Uddin');
    type('Phone (optional)', '+880 1712-345678');
    await submit('Save profile');
    expect(api.callsTo('/api/v1/user/profile').at(-1)).toMatchObject({
      method: 'PUT',
      body: { firstName: 'Karim', lastName: 'Uddin', phone: '+880 1712-345678' },
      authorization: 'Bearer a1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(getBus().current(authSession).user?.name).toBe('Karim Uddin');
  });
});
