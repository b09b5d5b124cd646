import { Link } from 'react-router-dom';
import { formatMoney, formatShown, shopCurrency, useBusState } from '@shop/shared';
import { orderAmountsIn } from '../../lib/amounts-of';
import styles from '../../lib/page.module.css';
import { OrderDelivery, TaxIncluded, type OrderDeliveryFacts } from './order-delivery';
import { KonbiniVoucher } from './konbini-voucher';
import { OrderFulfilment } from './order-fulfilment';
import { STATUS_LABEL, formatDay } from './order-status';
import { paymentMethodLabel, paymentStateText } from './payment-state';
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
  const money = (amount: number) => formatShown(amount, currency);

  if (signedOut) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Order {id}</h1>
        <SignInPrompt returnTo={`/orders/${id}`} text="Please sign in to see this order." />
      </section>
    );
  }
  if (load.state === 'loading') return <section className={styles.page} aria-busy="true" />;
  if (load.state !== 'loaded') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Order {id}</h1>
        <div className={styles.panel} role="alert">
          <p>
            {load.state === 'missing'
              ? 'Order not found'
              : 'Failed to load the order. Please try again later.'}
          </p>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      </section>
    );
  }

  const { order } = load;
  // Lines, products, shipping, discount and total as they add up in the shown currency.
  const shown = orderAmountsIn(order, currency, rate);
  const paymentState = paymentStateText(order);
  const method = paymentMethodLabel(order.paymentMethod);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Order {order.id}</h1>
      <p>
        <span className={view.status}>{STATUS_LABEL[order.status]}</span>{' '}
        <span className={view.muted}>placed {formatDay(order.createdAt)}</span>
      </p>
      {(paymentState || method) && (
        <div className={view.payment} data-testid="payment-state">
          {paymentState && <p className={view.paymentState}>{paymentState}</p>}
          {method && <p className={view.muted}>Payment: {method}</p>}
          {cartKept && order.status === 'cancelled' && (
            <p>
              Your cart is kept. <Link to="/checkout">Return to checkout</Link> to try again.
            </p>
          )}
        </div>
      )}
      {order.status === 'awaiting_payment' && order.konbini && (
        <KonbiniVoucher voucher={order.konbini} />
      )}
      <div className={view.section}>
        <h2 className={view.sectionTitle}>Items</h2>
        <table className={view.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Qty</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td>{item.quantity}</td>
                <td>{money(shown.items[index]?.lineTotal ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={view.totals}>
          <dt>Products</dt>
          <dd>{money(shown.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{shown.shippingCost === 0 ? 'FREE' : money(shown.shippingCost)}</dd>
          {order.couponDiscount > 0 && (
            <>
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>-{money(shown.couponDiscount)}</dd>
            </>
          )}
          {shown.codFee ? (
            <>
              <dt>Cash on delivery fee</dt>
              <dd data-testid="cod-fee">{money(shown.codFee)}</dd>
            </>
          ) : null}
          <dt className={view.grand}>Total</dt>
          <dd className={view.grand}>{money(shown.total)}</dd>
          <TaxIncluded
            order={order as OrderDeliveryFacts}
            money={(amount) => formatShown(amount, order.currency)}
          />
        </dl>
        {currency !== order.currency && (
          <p className={view.muted}>
            Charged in {order.currency}:{' '}
            {formatShown(orderAmountsIn(order, order.currency, order.rate).total, order.currency)}
          </p>
        )}
      </div>
      <div className={view.section}>
        <h2 className={view.sectionTitle}>Delivery</h2>
        <OrderDelivery order={order as OrderDeliveryFacts} />
        <OrderFulfilment
          order={order}
          money={(amountBdt) =>
            formatMoney(amountBdt, currency, currency === order.currency ? order.rate : rate)
          }
          charged={
            currency === order.currency
              ? null
              : (amount) => formatMoney(amount, order.currency, order.rate)
          }
        />
      </div>
    </section>
  );
}
