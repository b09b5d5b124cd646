import {
  formatDate,
  formatMoney,
  shopCurrency,
  useBusState,
  useMessages,
  type Order,
} from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import styles from './order-timeline.module.css';
import { carrierLabel } from './carrier-label';

// The order's life after the purchase (docs/after-purchase.md): each step the API wrote,
// oldest first, with its date and time in the shopper's own time zone (Intl, the page's
// language). A shipped step names the carrier and tracking number and links to the
// carrier's tracking page.

type Step = NonNullable<Order['timeline']>[number];

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function OrderTimeline({ order }: { order: Order }) {
  const { t, locale } = useMessages(checkoutMessages);
  const { currency, rate } = useBusState(shopCurrency);
  const steps = order.timeline ?? [];
  if (steps.length === 0) return null;
  const money = (amountBdt: number) =>
    formatMoney(amountBdt, currency, currency === order.currency ? order.rate : rate, locale);

  const label = (step: Step): string => {
    if (step.kind === 'awaiting_payment' && step.deadline) {
      return t('timeline.awaiting_paymentBy', {
        deadline: formatDate(step.deadline, locale, WHEN),
      });
    }
    if (step.kind === 'cancelled' && step.by === 'customer') return t('timeline.cancelledByYou');
    if (step.kind === 'refunded')
      return t('timeline.refunded', { amount: money(step.amount ?? 0) });
    return t(`timeline.${step.kind}`);
  };
  const carrierOf = (step: Step): string => carrierLabel(t, step.carrier, step.carrierName);

  return (
    <div className={styles.timeline} data-testid="order-timeline">
      <h2 className={styles.title}>{t('timeline.title')}</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={`${step.kind}-${step.at}-${index}`}
            className={styles.step}
            data-kind={step.kind}
          >
            <span className={styles.label}>{label(step)}</span>{' '}
            <time className={styles.when} dateTime={step.at}>
              {formatDate(step.at, locale, WHEN)}
            </time>
            {step.kind === 'shipped' && step.trackingNumber && (
              <p className={styles.detail}>
                {t('timeline.shippedWith', {
                  carrier: carrierOf(step),
                  number: step.trackingNumber,
                })}
                {step.trackingUrl && (
                  <>
                    {' '}
                    <a href={step.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {t('timeline.track', { carrier: carrierOf(step) })}
                    </a>
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
