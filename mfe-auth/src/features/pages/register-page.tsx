import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  isApiError,
  usePageMeta,
  validateRegister,
  type RegisterErrors,
  type RegisterInput,
} from '@shop/shared';
import { authApi } from '../session/auth-api';
import { signIn } from '../session/session-owner';
import { Field } from '../ui/field';
import styles from './form.module.css';

export const REGISTER_FAILED = 'Registration failed. Please try again.';

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/** Password registration (spec §2, §5, §8); the new account is signed in at once. */
export default function RegisterPage() {
  usePageMeta('Register');
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterInput>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors: RegisterErrors = submitted ? validateRegister(form) : {};
  const set = <K extends keyof RegisterInput>(key: K, value: RegisterInput[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateRegister(form)).length > 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      signIn(
        await authApi.register({
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          password: form.password,
        }),
      );
      navigate('/');
    } catch (cause) {
      // A taken address is worth saying; anything else gets the spec's sentence.
      const taken = isApiError(cause) && cause.status === 409 && cause.serverMessage;
      setError(taken || REGISTER_FAILED);
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Register</h1>
        <p className={styles.lead}>Create your Circuit Haat account.</p>
        <form onSubmit={submit} noValidate>
          <div className={styles.row}>
            <Field
              label="First name"
              autoComplete="given-name"
              value={form.firstName}
              error={errors.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
            <Field
              label="Last name"
              autoComplete="family-name"
              value={form.lastName}
              error={errors.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          </div>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            error={errors.password}
            onChange={(event) => set('password', event.target.value)}
          />
          <Field
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.agreeToTerms}
              aria-invalid={Boolean(errors.agreeToTerms)}
              onChange={(event) => set('agreeToTerms', event.target.checked)}
            />
            I agree to the terms and conditions
          </label>
          {errors.agreeToTerms && <p className={styles.fieldError}>{errors.agreeToTerms}</p>}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Creating account…' : 'Create account'}
          </button>
        </form>
        <p className={styles.alt}>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </div>
    </section>
  );
}
