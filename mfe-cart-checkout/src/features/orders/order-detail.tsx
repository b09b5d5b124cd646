import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatMoney,
  formatNumber,
  formatShown,
  richText,
  shopCurrency,
  useBusState,
  useMessages,
  type Order,
} from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { orderAmountsIn } from '../../lib/amounts-of';
import styles from '../../lib/page.module.css';
import { OrderDelivery, TaxIncluded, type OrderDeliveryFacts } from './order-delivery';
import { KonbiniVoucher } from './konbini-voucher';
import { OrderFulfilment } from './order-fulfilment';
import { OrderTimeline } from './order-timeline';
import { CancelOrderButton } from './cancel-order-button';
import { formatDay, statusLabel } from './order-status';
import { paymentMethodLabel, paymentStateText } from './payment-state';
import { ReceiptLink } from './receipt-link';
import { OrderClaims } from './order-claims';
import view from './orders.module.css';
import { SignInPrompt } from './sign-in-prompt';
import type { OrderLoad } from './use-order';

/** One order's page: its lines and totals in the shown currency, delivery and fulfilment. */
export function OrderDetail({
  id,
  signedOut,
  load,
  cartKept = false,
}: {
  id: string;
  signedOut: boolean;
  load: OrderLoad;
  /** The shopper came back from a payment that did not finish: the cart is as it was. */
  cartKept?: boolean;
}) {
  const { currency, rate } = useBusState(shopCurrency);
  const translator = useMessages(checkoutMessages);
  const { t, locale } = translator;
  const money = (amount: number) => formatShown(amount, currency, locale);
  // The order as the shopper's own cancel answered it, in place of the one loaded.
  const [changed, setChanged] = useState<Order | null>(null);

  if (signedOut) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('order.title', { id })}</h1>
        <SignInPrompt returnTo={`/orders/${id}`} text={t('order.signIn')} />
      </section>
    );
  }
  if (load.state === 'loading') return <section className={styles.page} aria-busy="true" />;
  if (load.state !== 'loaded') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('order.title', { id })}</h1>
        <div className={styles.panel} role="alert">
          <p>{load.state === 'missing' ? t('order.notFound') : t('order.loadFailed')}</p>
          <Link to="/" className={styles.button}>
            {t('common.continue')}
          </Link>
        </div>
      </section>
    );
  }

  const order = changed?.id === load.order.id ? changed : load.order;
  // Lines, products, shipping, discount and total as they add up in the shown currency.
  const shown = orderAmountsIn(order, currency, rate);
  const paymentState = paymentStateText(order, translator);
  const method = paymentMethodLabel(order.paymentMethod, t);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('order.title', { id: order.id })}</h1>
      <p>
        <span className={view.status}>{statusLabel(t, order.status)}</span>{' '}
        <span className={view.muted}>
          {t('order.placedOn', { day: formatDay(order.createdAt, locale) })}
        </span>
      </p>
      {(paymentState || method) && (
        <div className={view.payment} data-testid="payment-state">
          {paymentState && <p className={view.paymentState}>{paymentState}</p>}
          {method && <p className={view.muted}>{t('order.payment', { method })}</p>}
          {cartKept && order.status === 'cancelled' && (
            <p>{richText(t('order.cartKept'), [(text) => <Link to="/checkout">{text}</Link>])}</p>
          )}
        </div>
      )}
      <ReceiptLink orderId={order.id} />
      {order.status === 'awaiting_payment' && order.konbini && (
        <KonbiniVoucher voucher={order.konbini} />
      )}
      <OrderTimeline order={order} />
      <CancelOrderButton order={order} onCancelled={setChanged} />
      <div className={view.section}>
        <h2 className={view.sectionTitle}>{t('order.items')}</h2>
        <table className={view.table}>
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col">{t('order.qty')}</th>
              <th scope="col">{t('order.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td>{formatNumber(item.quantity, locale)}</td>
                <td>{money(shown.items[index]?.lineTotal ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={view.totals}>
          <dt>{t('order.products')}</dt>
          <dd>{money(shown.subtotal)}</dd>
          <dt>{t('order.shipping')}</dt>
          <dd>{shown.shippingCost === 0 ? t('order.free') : money(shown.shippingCost)}</dd>
          {order.couponDiscount > 0 && (
            <>
              <dt>
                {order.couponCode
                  ? t('order.discountCode', { code: order.couponCode })
                  : t('order.discount')}
              </dt>
              <dd>-{money(shown.couponDiscount)}</dd>
            </>
          )}
          {shown.codFee ? (
            <>
              <dt>{t('pay.codFee')}</dt>
              <dd data-testid="cod-fee">{money(shown.codFee)}</dd>
            </>
          ) : null}
          <dt className={view.grand}>{t('order.total')}</dt>
          <dd className={view.grand} data-testid="order-total">
            {money(shown.total)}
          </dd>
          <TaxIncluded
            order={order as OrderDeliveryFacts}
            money={(amount) => formatShown(amount, order.currency, locale)}
          />
        </dl>
        {currency !== order.currency && (
          <p className={view.muted}>
            {t('order.charged', {
              currency: order.currency,
              amount: formatShown(
                orderAmountsIn(order, order.currency, order.rate).total,
                order.currency,
                locale,
              ),
            })}
          </p>
        )}
      </div>
      <div className={view.section}>
        <h2 className={view.sectionTitle}>{t('delivery.legend')}</h2>
        <OrderDelivery order={order as OrderDeliveryFacts} />
        <OrderFulfilment
          order={order}
          money={(amountBdt) =>
            formatMoney(
              amountBdt,
              currency,
              currency === order.currency ? order.rate : rate,
              locale,
            )
          }
          charged={
            currency === order.currency
              ? null
              : (amount) => formatMoney(amount, order.currency, order.rate, locale)
          }
        />
      </div>
      <OrderClaims order={order} />
    </section>
  );
}
