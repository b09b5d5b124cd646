import { useState, type FormEvent } from 'react';
import {
  ApiError,
  api,
  sanitizeOtpInput,
  validateEmail,
  validateOtp,
  type AuthResponse,
} from '@shop/shared';
import { signIn, signInOpen$ } from '../session/session-owner';
import styles from './sign-in.module.css';

type Step = { name: 'email' } | { name: 'otp'; userId: string };

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** E-mail step, then the one-time code step (spec §2, §4). */
export function SignInModal() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailError = validateEmail(email);

  const close = () => {
    signInOpen$.next(false);
    setStep({ name: 'email' });
    setEmail('');
    setOtp('');
    setError(null);
  };

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    if (emailError) return setError(emailError);
    setBusy(true);
    setError(null);
    try {
      const { userId } = await api.post<{ userId: string }>('/api/v1/auth/user/signin', {
        email: email.trim(),
        verificationType: 'email',
      });
      setStep({ name: 'otp', userId: String(userId) });
    } catch (cause) {
      setError(serverMessage(cause) ?? 'Failed to send OTP. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'otp') return;
    const otpError = validateOtp(otp);
    if (otpError) return setError(otpError);
    setBusy(true);
    setError(null);
    try {
      const response = await api.post<AuthResponse>('/api/v1/auth/user/verify-otp', {
        userId: step.userId,
        otpCode: otp,
        verificationType: 'email',
      });
      signIn(response);
      close();
    } catch {
      setError('Invalid OTP. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={styles.overlay}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-in-title"
        className={styles.dialog}
      >
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          ×
        </button>
        <h2 id="sign-in-title" className={styles.title}>
          Sign In
        </h2>
        {step.name === 'email' ? (
          <form onSubmit={sendOtp} noValidate>
            <label htmlFor="sign-in-email" className={styles.label}>
              Email
            </label>
            <input
              id="sign-in-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={styles.input}
            />
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={Boolean(emailError) || busy}>
              Send OTP
            </button>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p className={styles.hint}>We sent a 6-digit code to {email.trim()}.</p>
            <label htmlFor="sign-in-otp" className={styles.label}>
              One-time code
            </label>
            <input
              id="sign-in-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(sanitizeOtpInput(event.target.value))}
              className={styles.input}
            />
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={otp.length !== 6 || busy}>
              Verify
            </button>
            <button
              type="button"
              className={styles.link}
              onClick={() => setStep({ name: 'email' })}
            >
              Change Email
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
