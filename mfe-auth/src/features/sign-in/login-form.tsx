import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authSignInRequested, getBus, isApiError, richText, useMessages } from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import { Field } from '../../lib/field';
import styles from '../../lib/form.module.css';
import { validateLogin, type LoginErrors } from '../../lib/login-rules';
import { signIn } from '../../lib/session/session-owner';
import { LOGIN_FAILED, LOGIN_INVALID, say } from '../../lib/texts';
import { logIn } from './log-in';

export { LOGIN_FAILED, LOGIN_INVALID };

/** Password login (docs/product.md#screens, #validation, #messages). */
export function LoginForm() {
  const navigate = useNavigate();
  const { t } = useMessages(authMessages);
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
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form onSubmit={submit} noValidate>
          <Field
            label={t('field.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={say(t, errors.email)}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field
            label={t('field.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={say(t, errors.password)}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {say(t, error)}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('login.busy') : t('login.submit')}
          </button>
        </form>
        <p className={styles.alt}>
          {richText(t('login.noAccount'), [(text) => <Link to="/register">{text}</Link>])}
        </p>
        <p className={styles.alt}>
          {t('login.preferCode')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void getBus().send(authSignInRequested, { returnTo: '/' })}
          >
            {t('login.withCode')}
          </button>
        </p>
      </div>
    </section>
  );
}
