import { act, fireEvent, render, screen } from '@testing-library/react';
import { authSession, getBus } from '@shop/shared';
import { apiError, fakeApi, NOT_FOUND, type ApiRoute } from '@shop/shared/testing';
import { signInOpen$ } from '../../lib/session/session-owner';
import { formatCountdown } from '../../lib/countdown';
import { SignInModal } from './sign-in-modal';

const SIGNIN = 'POST /api/v1/auth/user/signin';
const VERIFY = 'POST /api/v1/auth/user/verify-otp';
const RESEND = 'POST /api/v1/auth/user/resend-otp';
const user = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'CH-1',
  phoneNumber: null,
  isVerified: true,
  role: 'user',
};
const challenge = {
  userId: 'u1',
  challengeId: 'c1',
  expiresInSeconds: 600,
  resendAfterSeconds: 60,
};

function setup(routes: Record<string, ApiRoute> = {}) {
  const api = fakeApi(
    { [SIGNIN]: () => ({ status: 200, body: challenge }), ...routes },
    { otherwise: NOT_FOUND },
  );
  signInOpen$.next(true);
  render(<SignInModal />);
  return api;
}

const emailInput = () => screen.getByLabelText('Email');
const otpInput = () => screen.getByLabelText('OTP code');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' });
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });

async function typeEmailAndSend(email = 'rahim@example.com') {
  fireEvent.change(emailInput(), { target: { value: email } });
  await act(async () => {
    fireEvent.click(sendButton());
  });
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('e-mail step', () => {
  it('is a labelled modal dialog with the e-mail field focused', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(emailInput()).toHaveFocus();
  });

  it("says 'Email is required' once the field is left empty, and keeps Send OTP disabled", () => {
    setup();
    expect(sendButton()).toBeDisabled();
    fireEvent.blur(emailInput());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it.each(['rahim', 'rahim@example', 'ra him@example.com', '@example.com'])(
    "says 'Please enter a valid email address' for %p",
    (email) => {
      setup();
      fireEvent.change(emailInput(), { target: { value: email } });
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(sendButton()).toBeDisabled();
    },
  );

  it('enables Send OTP for a valid address and sends it trimmed', async () => {
    const api = setup();
    fireEvent.change(emailInput(), { target: { value: ' rahim@example.com ' } });
    expect(sendButton()).toBeEnabled();
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(api.callsTo('/api/v1/auth/user/signin')[0]?.body).toEqual({
      email: 'rahim@example.com',
      verificationType: 'email',
    });
    expect(otpInput()).toBeInTheDocument();
  });

  it("shows the server's message when sending fails", async () => {
    setup({
      [SIGNIN]: () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later'),
    });
    await typeEmailAndSend();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later',
    );
    expect(screen.queryByLabelText('OTP code')).not.toBeInTheDocument();
  });

  it('shows the fixed message of docs/product.md#messages over the server text where it lists one', async () => {
    setup({
      [SIGNIN]: () => apiError(503, 'MAIL_FAILED', 'Mail relay smtp.internal refused us'),
    });
    await typeEmailAndSend();
    expect(screen.getByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    expect(screen.getByRole('alert')).not.toHaveTextContent('smtp.internal');
  });

  it("shows 'Failed to send OTP. Please try again.' when the server says nothing", async () => {
    setup({ [SIGNIN]: () => ({ status: 502 }) });
    await typeEmailAndSend();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
  });
});

describe('code step', () => {
  it('keeps digits only, at most 6, and enables Verify OTP at 6', async () => {
    setup();
    await typeEmailAndSend();
    fireEvent.change(otpInput(), { target: { value: '12a3' } });
    expect(otpInput()).toHaveValue('123');
    expect(verifyButton()).toBeDisabled();
    fireEvent.change(otpInput(), { target: { value: '12 34 56 78' } });
    expect(otpInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it("says 'Please enter a valid 6-digit OTP' for a short code", async () => {
    setup();
    await typeEmailAndSend();
    fireEvent.change(otpInput(), { target: { value: '123' } });
    fireEvent.blur(otpInput());
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
  });

  it("says 'Invalid OTP. Please try again.' when the code is refused", async () => {
    setup({ [VERIFY]: () => apiError(400, 'INVALID_OTP', 'Invalid OTP. Please try again.') });
    await typeEmailAndSend();
    fireEvent.change(otpInput(), { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(verifyButton());
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
  });

  it('on success stores and publishes the session and closes', async () => {
    const api = setup({
      [VERIFY]: () => ({ status: 200, body: { access_token: 'a1', refresh_token: 'r1', user } }),
    });
    await typeEmailAndSend();
    fireEvent.change(otpInput(), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(verifyButton());
    });
    expect(api.callsTo('/api/v1/auth/user/verify-otp')[0]?.body).toEqual({
      userId: 'u1',
      challengeId: 'c1',
      otpCode: '123456',
      verificationType: 'email',
    });
    expect(getBus().current(authSession)).toEqual({ user, loading: false });
    expect(localStorage.getItem('circuithaat.access_token')).toBe('a1');
    expect(signInOpen$.getValue()).toBe(false);
  });

  it('counts down from 01:00 as mm:ss and enables Resend OTP only at 00:00', async () => {
    setup();
    await typeEmailAndSend();
    const countdown = () => screen.getByLabelText('countdown');
    expect(countdown()).toHaveTextContent('01:00');
    expect(resendButton()).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(countdown()).toHaveTextContent('00:59');
    await act(async () => {
      jest.advanceTimersByTime(49_000);
    });
    expect(countdown()).toHaveTextContent('00:10');
    expect(resendButton()).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(countdown()).toHaveTextContent('00:00');
    expect(resendButton()).toBeEnabled();
  });

  it('Resend OTP sends a new code and starts the countdown again', async () => {
    const api = setup({
      [RESEND]: () => ({ status: 200, body: { ...challenge, challengeId: 'c2' } }),
    });
    await typeEmailAndSend();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(api.callsTo('/api/v1/auth/user/resend-otp')[0]?.body).toEqual({
      userId: 'u1',
      challengeId: 'c1',
      verificationType: 'email',
    });
    expect(screen.getByLabelText('countdown')).toHaveTextContent('01:00');
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way');
  });

  it("says 'Failed to resend OTP. Please try again.' when resending fails", async () => {
    setup({
      [RESEND]: () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later'),
    });
    await typeEmailAndSend();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
  });

  it('Change Email goes back to the e-mail step with the address kept', async () => {
    setup();
    await typeEmailAndSend('karim@example.jp');
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(emailInput()).toHaveValue('karim@example.jp');
    expect(screen.queryByLabelText('OTP code')).not.toBeInTheDocument();
  });
});

describe('closing', () => {
  it('Escape closes the dialog', () => {
    setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(signInOpen$.getValue()).toBe(false);
  });

  it('Tab stays inside the dialog', () => {
    setup();
    const close = screen.getByRole('button', { name: 'Close' });
    // Focus moves blur the e-mail field, which updates state: let React settle it.
    act(() => close.focus());
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    // From the first control back to the last one (Send OTP is disabled, so the input).
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

test('formatCountdown shows mm:ss', () => {
  expect(formatCountdown(60)).toBe('01:00');
  expect(formatCountdown(59)).toBe('00:59');
  expect(formatCountdown(5)).toBe('00:05');
  expect(formatCountdown(0)).toBe('00:00');
  expect(formatCountdown(-3)).toBe('00:00');
});
