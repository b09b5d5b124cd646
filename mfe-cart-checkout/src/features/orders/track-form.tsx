import { useState, type FormEvent } from 'react';
import { ApiError, useMessages } from '@shop/shared';
import { afterSaleMessages } from '../../messages/after-sale/catalogs';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import styles from '../../lib/page.module.css';
import { carrierLabel } from './carrier-label';
import { formatDay, statusLabel } from './order-status';
import view from './track.module.css';
import { trackFormErrors, trackOrder, type TrackAnswer, type TrackField } from './track-order';

type Outcome =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'answered'; answer: TrackAnswer }
  | { state: 'failed'; message: 'track.failed' | 'track.tooMany' };

/**
 * /track: any visitor looks an order up by its number and the e-mail address or the
 * Bangladeshi mobile number it was placed with, and sees its progress. A miss of either
 * reads the same (the API answers both alike).
 */
export function TrackForm() {
  const { t, locale } = useMessages(afterSaleMessages);
  const checkout = useMessages(checkoutMessages);
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [form, setForm] = useState({ orderNumber: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<TrackField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const set = (field: TrackField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = trackFormErrors(form, by);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOutcome({ state: 'busy' });
    try {
      const answer = await trackOrder({
        orderNumber: form.orderNumber.trim(),
        ...(by === 'email' ? { email: form.email.trim() } : { phone: form.phone.trim() }),
      });
      setOutcome({ state: 'answered', answer });
    } catch (error) {
      setOutcome({
        state: 'failed',
        message:
          error instanceof ApiError && error.status === 429 ? 'track.tooMany' : 'track.failed',
      });
    }
  }

  const field = (name: TrackField, label: string, type: string, hint?: string) => (
    <div className={view.field}>
      <label htmlFor={`track-${name}`}>{label}</label>
      <input
        id={`track-${name}`}
        name={name}
        type={type}
        className={view.input}
        value={form[name]}
        onChange={set(name)}
        autoComplete={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
      />
      {hint && <span className={view.hint}>{hint}</span>}
      {errors[name] && (
        <span id={`track-${name}-error`} className={view.error} role="alert">
          {t(errors[name])}
        </span>
      )}
    </div>
  );

  const answer = outcome.state === 'answered' ? outcome.answer : null;
  const order = answer?.order;
  const carrier = order ? carrierLabel(checkout.t, order.carrier, order.carrierName) : '';
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('track.title')}</h1>
      <p>{t('track.lead')}</p>
      <form className={`${styles.panel} ${view.form}`} onSubmit={(e) => void submit(e)} noValidate>
        {field('orderNumber', t('track.orderNumber'), 'text', t('track.orderNumberHint'))}
        <fieldset className={view.choices}>
          <legend>{t('track.by')}</legend>
          <label>
            <input
              type="radio"
              name="by"
              checked={by === 'email'}
              onChange={() => setBy('email')}
            />{' '}
            {t('track.byEmail')}
          </label>
          <label>
            <input
              type="radio"
              name="by"
              checked={by === 'phone'}
              onChange={() => setBy('phone')}
            />{' '}
            {t('track.byPhone')}
          </label>
        </fieldset>
        {by === 'email'
          ? field('email', t('track.email'), 'email')
          : field('phone', t('track.phone'), 'tel')}
        <button type="submit" className={styles.button} disabled={outcome.state === 'busy'}>
          {outcome.state === 'busy' ? t('track.searching') : t('track.submit')}
        </button>
      </form>
      <div aria-live="polite" data-testid="track-answer">
        {outcome.state === 'failed' && (
          <p className={view.error} role="alert">
            {t(outcome.message)}
          </p>
        )}
        {answer && !order && (
          <p className={view.notFound} data-testid="track-not-found">
            {t('track.notFound')}
          </p>
        )}
        {order && (
          <div className={`${styles.panel} ${view.found}`} data-testid="track-found">
            <h2 className={view.resultTitle}>{t('track.result', { id: order.id })}</h2>
            <dl className={view.facts}>
              <dt>{t('track.status')}</dt>
              <dd data-testid="track-status">{statusLabel(checkout.t, order.status)}</dd>
              <dt>{t('track.placed')}</dt>
              <dd>{formatDay(order.placedAt, locale)}</dd>
              {order.deliveryMethod === 'ship' && order.shipDate && (
                <>
                  <dt>{t('track.ships')}</dt>
                  <dd>{formatDay(order.shipDate, locale)}</dd>
                </>
              )}
              {order.deliveryDate && order.deliveryMethod !== 'counter' && (
                <>
                  <dt>
                    {order.deliveryMethod === 'pickup'
                      ? t('track.pickupReady')
                      : t('track.arrives')}
                  </dt>
                  <dd>{formatDay(order.deliveryDate, locale)}</dd>
                </>
              )}
              {carrier && (
                <>
                  <dt>{t('track.carrier')}</dt>
                  <dd>{carrier}</dd>
                </>
              )}
              {order.trackingNumber && (
                <>
                  <dt>{t('track.trackingNumber')}</dt>
                  <dd>
                    {order.trackingNumber}
                    {order.trackingUrl && (
                      <>
                        {' '}
                        <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                          {t('track.onCarrier', { carrier })}
                        </a>
                      </>
                    )}
                  </dd>
                </>
              )}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
