import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, richText, useMessages } from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import { formatCountdown, useCountdown } from '../../lib/countdown';
import { Field } from '../../lib/field';
import styles from '../../lib/form.module.css';
import { sanitizeOtpInput, validateOtp } from '../../lib/otp-rules';
import { validateRegister, type RegisterErrors, type RegisterInput } from './register-rules';
import type { CodeChallenge } from '../../lib/session/auth-call';
import { resendCode } from '../../lib/session/resend-code';
import { signIn } from '../../lib/session/session-owner';
import { verifyCode } from '../../lib/session/verify-code';
import { registerAccount } from './register-account';
import { CONFIRM_FAILED, REGISTER_FAILED, RESEND_FAILED, familyFirst, say } from '../../lib/texts';

export { CONFIRM_FAILED, REGISTER_FAILED, RESEND_FAILED };
// The server explains these better than "Invalid OTP": the shopper must get a new code.
const EXPLAINED_CODES = new Set(['OTP_EXPIRED', 'OTP_LOCKED']);

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/**
 * Password registration (docs/product.md#screens, #validation, #messages), then a confirmation step (docs/product.md D15): the
 * account opens, and signs in, only once the code mailed to the address is entered.
 */
export function RegisterForm() {
  const { t, locale } = useMessages(authMessages);
  const [form, setForm] = useState<RegisterInput>(EMPTY);
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null);
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
      const started = await registerAccount({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      setChallenge({ userId: String(started.userId), challengeId: started.challengeId });
    } catch {
      // The answer never says whether an address has an account; the shop's sentence.
      setError(REGISTER_FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (challenge) {
    return (
      <ConfirmStep
        email={form.email.trim()}
        challenge={challenge}
        onChallenge={setChallenge}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('register.title')}</h1>
        <p className={styles.lead}>{t('register.lead')}</p>
        <form onSubmit={submit} noValidate>
          <div className={styles.row}>
            {familyFirst(locale, [
              <Field
                key="first"
                label={t('field.firstName')}
                autoComplete="given-name"
                value={form.firstName}
                error={say(t, errors.firstName)}
                onChange={(event) => set('firstName', event.target.value)}
              />,
              <Field
                key="last"
                label={t('field.lastName')}
                autoComplete="family-name"
                value={form.lastName}
                error={say(t, errors.lastName)}
                onChange={(event) => set('lastName', event.target.value)}
              />,
            ])}
          </div>
          <Field
            label={t('field.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            error={say(t, errors.email)}
            onChange={(event) => set('email', event.target.value)}
          />
          <Field
            label={t('field.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            error={say(t, errors.password)}
            onChange={(event) => set('password', event.target.value)}
          />
          <Field
            label={t('field.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={say(t, errors.confirmPassword)}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.agreeToTerms}
              aria-invalid={Boolean(errors.agreeToTerms)}
              onChange={(event) => set('agreeToTerms', event.target.checked)}
            />
            {t('register.agree')}
          </label>
          {errors.agreeToTerms && (
            <p className={styles.fieldError}>{say(t, errors.agreeToTerms)}</p>
          )}
          {error && (
            <p role="alert" className={styles.error}>
              {say(t, error)}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('register.busy') : t('register.submit')}
          </button>
        </form>
        <p className={styles.alt}>
          {richText(t('register.haveAccount'), [(text) => <Link to="/login">{text}</Link>])}
        </p>
      </div>
    </section>
  );
}

/** The code step: the address is proven and the new account signed in. */
function ConfirmStep({
  email,
  challenge,
  onChallenge,
  onBack,
}: {
  email: string;
  challenge: CodeChallenge;
  onChallenge: (challenge: CodeChallenge) => void;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const { t, locale } = useMessages(authMessages);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { secondsLeft, restart } = useCountdown();
  // The first code was just sent: resend waits as in the sign-in window.
  useEffect(() => restart(), [restart]);
  const codeError = validateOtp(code);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (codeError || busy) return;
    setBusy(true);
    setError(null);
    try {
      signIn(await verifyCode(challenge, code));
      navigate('/');
    } catch (cause) {
      const explained = isApiError(cause) && EXPLAINED_CODES.has(cause.code) && cause.serverMessage;
      setError(explained || CONFIRM_FAILED);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (secondsLeft > 0 || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const next = await resendCode(challenge);
      onChallenge({
        userId: String(next.userId ?? challenge.userId),
        challengeId: next.challengeId,
      });
      setCode('');
      setTouched(false);
      setNotice(t('signIn.newCode', { email }));
      restart();
    } catch {
      setError(RESEND_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('confirm.title')}</h1>
        <p className={styles.lead}>
          {richText(t('confirm.lead', { email }), [(text) => <strong>{text}</strong>])}
        </p>
        <form onSubmit={confirm} noValidate>
          <Field
            label={t('confirm.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={touched ? say(t, codeError) : null}
            onChange={(event) => {
              setCode(sanitizeOtpInput(event.target.value));
              setTouched(true);
            }}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {say(t, error)}
            </p>
          )}
          {notice && (
            <p role="status" className={styles.success}>
              {notice}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy || Boolean(codeError)}>
            {busy ? t('confirm.busy') : t('confirm.submit')}
          </button>
        </form>
        <p className={styles.alt}>
          {secondsLeft > 0 ? (
            <>{t('confirm.resendIn', { time: formatCountdown(secondsLeft, locale) })}</>
          ) : (
            <button type="button" className={styles.linkButton} onClick={resend} disabled={busy}>
              {t('confirm.resend')}
            </button>
          )}{' '}
          ·{' '}
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t('confirm.changeDetails')}
          </button>
        </p>
      </div>
    </section>
  );
}
