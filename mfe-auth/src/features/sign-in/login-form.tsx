import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authSignInRequested, getBus, isApiError } from '@shop/shared';
import { Field } from '../../lib/field';
import styles from '../../lib/form.module.css';
import { validateLogin, type LoginErrors } from '../../lib/login-rules';
import { signIn } from '../../lib/session/session-owner';
import { logIn } from './log-in';

export const LOGIN_INVALID = 'Invalid email or password';
export const LOGIN_FAILED = 'Login failed. Please try again.';

/** Password login (docs/product.md#screens, #validation, #messages). */
export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors: LoginErrors = submitted ? validateLogin({ email, password }) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin({ email, password })).length > 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      signIn(await logIn(email.trim(), password));
      navigate('/');
    } catch (cause) {
      setError(isApiError(cause) && cause.status === 401 ? LOGIN_INVALID : LOGIN_FAILED);
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Login</h1>
        <p className={styles.lead}>Welcome back to Circuit Haat.</p>
        <form onSubmit={submit} noValidate>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
        <p className={styles.alt}>
          No account yet? <Link to="/register">Register</Link>
        </p>
        <p className={styles.alt}>
          Prefer a one-time code?{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void getBus().send(authSignInRequested, { returnTo: '/' })}
          >
            Sign in with an e-mailed code
          </button>
        </p>
      </div>
    </section>
  );
}
