import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  authSession,
  useBusState,
  useField,
  useMessages,
  validateEmail,
} from '@shop/shared';
import { backInStockMessages } from '../../messages/back-in-stock/catalogs';
import { subscribeStockAlert } from './subscribe-stock-alert';
import styles from './back-in-stock.module.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; email: string }
  /** The API's words (already in the page's language), or null for our own. */
  | { state: 'failed'; message: string | null };

/**
 * "Mail me when it is back" on an out-of-stock product's page (decision 25): a signed-out
 * shopper gives an address (the sign-in e-mail's rule and messages); a signed-in one is
 * written to at the account's address, read from the auth remote's `auth:session`.
 * Rendered on the server as for a signed-out visitor; the session arrives after hydration.
 */
export default function BackInStockForm({ product }: { product: { id: string; name: string } }) {
  const { t } = useMessages(backInStockMessages);
  const { user } = useBusState(authSession);
  const [email, setEmail] = useState('');
  /** A message id of ours, or the API's text for the field. */
  const [fieldError, setFieldError] = useState<{ id?: string; text?: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const errorText = fieldError ? (fieldError.text ?? t(fieldError.id ?? '')) : null;
  const field = useField(errorText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      const problem = validateEmail(email);
      if (problem) {
        setFieldError({ id: problem });
        input.current?.focus();
        return;
      }
    }
    setFieldError(null);
    setOutcome({ state: 'busy' });
    try {
      const alert = await subscribeStockAlert({
        productId: product.id,
        ...(user ? {} : { email: email.trim() }),
      });
      setOutcome({ state: 'done', email: alert.email });
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      if (api?.fields?.email) {
        setFieldError({ text: api.fields.email });
        setOutcome({ state: 'idle' });
        input.current?.focus();
        return;
      }
      setOutcome({ state: 'failed', message: api?.serverMessage ?? null });
    }
  }

  return (
    <section
      className={styles.box}
      aria-labelledby="back-in-stock-title"
      data-testid="back-in-stock"
    >
      <h2 id="back-in-stock-title" className={styles.title}>
        {t('backInStock.title')}
      </h2>
      {outcome.state === 'done' ? (
        <p className={styles.done} role="status" data-testid="back-in-stock-done">
          {t('backInStock.done', { email: outcome.email, name: product.name })}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.lead}>{t('backInStock.lead', { name: product.name })}</p>
          {user ? (
            <p className={styles.account}>{t('backInStock.signedIn', { email: user.email })}</p>
          ) : (
            <div className={styles.field}>
              <label htmlFor={field.id}>{t('backInStock.email')}</label>
              <input
                ref={input}
                {...field.control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                className={styles.input}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setFieldError(null);
                }}
              />
              {errorText && (
                <span id={field.errorId} className={styles.error} role="alert">
                  {errorText}
                </span>
              )}
            </div>
          )}
          <button type="submit" className={styles.button} disabled={outcome.state === 'busy'}>
            {outcome.state === 'busy' ? t('backInStock.sending') : t('backInStock.submit')}
          </button>
          {outcome.state === 'failed' && (
            <p className={styles.error} role="alert">
              {outcome.message ?? t('backInStock.failed')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
