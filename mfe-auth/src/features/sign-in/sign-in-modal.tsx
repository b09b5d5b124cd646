import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  authErrorMessage,
  getBus,
  isApiError,
  loadMessages,
  richText,
  shopLocale,
  useFocusTrap,
  useMessages,
  validateEmail,
} from '@shop/shared';
import { authMessages } from '../../messages/catalogs';
import { sanitizeOtpInput, validateOtp } from '../../lib/otp-rules';
import type { CodeChallenge } from '../../lib/session/auth-call';
import { requestCode } from '../../lib/session/request-code';
import { resendCode } from '../../lib/session/resend-code';
import { signIn, signInOpen$ } from '../../lib/session/session-owner';
import { verifyCode } from '../../lib/session/verify-code';
import { formatCountdown, useCountdown } from '../../lib/countdown';
import { RESEND_FAILED, SEND_FAILED, VERIFY_FAILED, say } from '../../lib/texts';
import styles from './sign-in.module.css';

export { RESEND_FAILED, SEND_FAILED, VERIFY_FAILED };

/** Starts loading the dialog's words in the page's language (with its code, on intent). */
export function preloadMessages(): void {
  void loadMessages(authMessages, getBus().current(shopLocale).locale).catch(() => undefined);
}

// The server explains these better than "Invalid OTP": the shopper must get a new code.
const EXPLAINED_CODES = new Set(['OTP_EXPIRED', 'OTP_LOCKED']);
// docs/product.md#messages gives these statuses a fixed message, which wins over the server's text.
const FIXED_STATUSES = new Set([401, 403, 404, 429, 500, 503]);

function sendFailure(cause: unknown): string {
  if (!isApiError(cause)) return SEND_FAILED;
  if (FIXED_STATUSES.has(cause.status)) return authErrorMessage(cause.status);
  return cause.serverMessage || SEND_FAILED;
}

type Step = { name: 'email' } | { name: 'otp'; challenge: CodeChallenge };

/** E-mail step, then the one-time code step (docs/product.md#screens, #states, #validation, #messages). */
export function SignInModal() {
  const { t, locale } = useMessages(authMessages);
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpTouched, setOtpTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, restart } = useCountdown();
  const dialog = useRef<HTMLDivElement>(null);
  const ids = useId();

  const emailError = validateEmail(email);
  const otpError = validateOtp(otp);

  const close = useCallback(() => signInOpen$.next(false), []);
  useFocusTrap(dialog, close);

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    if (emailError || busy) return;
    setBusy(true);
    setError(null);
    try {
      const challenge = await requestCode(email.trim());
      setStep({
        name: 'otp',
        challenge: { userId: String(challenge.userId), challengeId: challenge.challengeId },
      });
      setOtp('');
      setOtpTouched(false);
      setNotice(null);
      restart();
    } catch (cause) {
      setError(sendFailure(cause));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setOtpTouched(true);
    if (step.name !== 'otp' || otpError || busy) return;
    setBusy(true);
    setError(null);
    try {
      const response = await verifyCode(step.challenge, otp);
      signIn(response);
      close();
    } catch (cause) {
      const explained = isApiError(cause) && EXPLAINED_CODES.has(cause.code) && cause.serverMessage;
      setError(explained || VERIFY_FAILED);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (step.name !== 'otp' || secondsLeft > 0 || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const challenge = await resendCode(step.challenge);
      setStep({
        name: 'otp',
        challenge: {
          userId: String(challenge.userId ?? step.challenge.userId),
          challengeId: challenge.challengeId,
        },
      });
      setOtp('');
      setOtpTouched(false);
      setNotice(t('signIn.newCode', { email: email.trim() }));
      restart();
    } catch {
      setError(RESEND_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const changeEmail = () => {
    setStep({ name: 'email' });
    setOtp('');
    setOtpTouched(false);
    setError(null);
    setNotice(null);
    restart(0);
  };

  const showEmailError = emailTouched ? emailError : null;
  const showOtpError = otpTouched ? otpError : null;

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-lead`}
        className={styles.dialog}
      >
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          ×
        </button>
        <h2 id={`${ids}-title`} className={styles.title}>
          {t('signIn.title')}
        </h2>
        {step.name === 'email' ? (
          <form onSubmit={sendOtp} noValidate>
            <p id={`${ids}-lead`} className={styles.hint}>
              {t('signIn.emailLead')}
            </p>
            <label htmlFor={`${ids}-email`} className={styles.label}>
              {t('field.email')}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              value={email}
              placeholder="you@example.com"
              aria-invalid={Boolean(showEmailError)}
              aria-describedby={showEmailError ? `${ids}-email-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailTouched(true);
                setError(null);
              }}
              onBlur={() => setEmailTouched(true)}
              className={styles.input}
            />
            {showEmailError && (
              <p id={`${ids}-email-error`} className={styles.fieldError}>
                {say(t, showEmailError)}
              </p>
            )}
            {error && (
              <p role="alert" className={styles.error}>
                {say(t, error)}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={Boolean(emailError) || busy}>
              {busy ? t('signIn.sending') : t('signIn.sendOtp')}
            </button>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p id={`${ids}-lead`} className={styles.hint}>
              {richText(t('signIn.otpLead', { email: email.trim() }), [
                (text) => <strong>{text}</strong>,
              ])}
            </p>
            <label htmlFor={`${ids}-otp`} className={styles.label}>
              {t('signIn.otpLabel')}
            </label>
            <input
              id={`${ids}-otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              autoFocus
              value={otp}
              aria-invalid={Boolean(showOtpError)}
              aria-describedby={showOtpError ? `${ids}-otp-error` : undefined}
              onChange={(event) => {
                setOtp(sanitizeOtpInput(event.target.value));
                setError(null);
              }}
              onBlur={() => setOtpTouched(true)}
              className={`${styles.input} ${styles.otpInput}`}
            />
            {showOtpError && (
              <p id={`${ids}-otp-error`} className={styles.fieldError}>
                {say(t, showOtpError)}
              </p>
            )}
            {error && (
              <p role="alert" className={styles.error}>
                {say(t, error)}
              </p>
            )}
            {notice && (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            )}
            <button type="submit" className={styles.primary} disabled={otp.length !== 6 || busy}>
              {busy ? t('signIn.verifying') : t('signIn.verifyOtp')}
            </button>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.link}
                onClick={() => void resend()}
                disabled={secondsLeft > 0 || busy}
              >
                {t('signIn.resendOtp')}
              </button>
              <span className={styles.countdown} aria-live="off">
                {secondsLeft > 0 ? (
                  richText(t('signIn.resendIn', { time: formatCountdown(secondsLeft, locale) }), [
                    (text) => <time aria-label={t('signIn.countdown')}>{text}</time>,
                  ])
                ) : (
                  <time aria-label={t('signIn.countdown')}>{formatCountdown(0, locale)}</time>
                )}
              </span>
            </div>
            <button type="button" className={styles.link} onClick={changeEmail}>
              {t('signIn.changeEmail')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
