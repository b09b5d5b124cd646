import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styles from '../../lib/admin.module.css';
import type { OrderStatus } from '../../lib/admin-types';
import { AuditTable } from '../../lib/audit-table';
import { errorText, taka, when } from '../../lib/format';
import { PagedTable } from '../../lib/pager';
import { useLoad } from '../../lib/use-load';
import {
  FILTER_COUNTRIES,
  dayText,
  deliveryMethodText,
  deliveryWhenText,
  destinationText,
} from './delivery-text';
import { getDivisions, type Division } from './get-divisions';
import { getOrder, type AdminOrder } from './get-order';
import { getOrders } from './get-orders';
import { getPrefectures } from './get-prefectures';
import { moveOrder } from './move-order';
import { PackingSlipView } from './packing-slip';
import { RefundDialog } from './refund-dialog';

const PAGE_SIZE = 20;
const STATUSES: OrderStatus[] = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
  'awaiting_payment',
  'to_be_collected',
];
const ACTION_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Mark paid',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  // Reached by a refund, never by a status button.
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  // Settled by the payment provider or, for cash on delivery, by the courier's outcome.
  awaiting_payment: 'Awaiting payment',
  to_be_collected: 'To be collected',
};

const statusText = (status: string) => status.replace('_', ' ');

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`] ?? ''}`}>
      {statusText(status)}
    </span>
  );
}

function OrderDetail({
  id,
  onChanged,
  onPackingSlip,
}: {
  id: string;
  onChanged: () => void;
  onPackingSlip: () => void;
}) {
  const [load, reload] = useLoad(`order:${id}`, () => getOrder(id));
  const [tracking, setTracking] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [refunding, setRefunding] = useState(false);

  if (load.status === 'loading') return <p className={styles.muted}>Loading order {id}…</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  const order: AdminOrder = load.data;

  async function move(status: OrderStatus) {
    if (
      status === 'cancelled' &&
      !window.confirm(`Cancel order ${order.id}? The payment is refunded.`)
    ) {
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await moveOrder(order.id, status, status === 'shipped' ? tracking : undefined);
      setMessage({ error: false, text: `Order ${order.id} is now ${statusText(status)}.` });
      setTracking('');
      reload();
      onChanged();
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const ship = order.shipping;
  return (
    <div className={`${styles.panel} ${styles.detail}`} aria-label={`Order ${order.id}`}>
      <h2 className={styles.panelTitle}>
        Order {order.id} <StatusBadge status={order.status} />{' '}
        {order.channel === 'pos' ? <span className={styles.badge}>POS sale</span> : null}
      </h2>
      <p className={styles.muted}>
        Placed {when(order.createdAt)} · {order.email}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Product</th>
              <th className={styles.num}>Price</th>
              <th className={styles.num}>Qty</th>
              <th className={styles.num}>Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td className={styles.num}>{taka(item.unitPrice)}</td>
                <td className={styles.num}>{item.quantity}</td>
                <td className={styles.num}>{taka(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.list}>
        <li>
          <span>Products</span>
          <span>{taka(order.subtotal)}</span>
        </li>
        <li>
          <span>Shipping</span>
          <span>{order.shippingCost === 0 ? 'FREE' : taka(order.shippingCost)}</span>
        </li>
        {order.couponCode ? (
          <li>
            <span>Coupon {order.couponCode}</span>
            <span>-{taka(order.couponDiscount)}</span>
          </li>
        ) : null}
        <li>
          <strong>Total</strong>
          <strong>{taka(order.total)}</strong>
        </li>
        <li>
          <span>Payment</span>
          <span>
            {order.paymentMethod === 'cash'
              ? `Cash (${taka(order.cashTendered ?? order.total)} handed over)`
              : order.payment
                ? `${order.payment.brand} •••• ${order.payment.last4}`
                : 'Not paid'}
            {order.refundReference ? ` · refunded (${order.refundReference})` : ''}
          </span>
        </li>
        {order.taxIncluded.map((tax) => (
          <li key={tax.rate}>
            <span>Consumption tax included ({tax.rate}%)</span>
            <span>{tax.amount.toLocaleString('en-US')} in the order&apos;s currency</span>
          </li>
        ))}
        {order.trackingNumber ? (
          <li>
            <span>Tracking number</span>
            <strong>{order.trackingNumber}</strong>
          </li>
        ) : null}
      </ul>
      <ul className={styles.list} aria-label="Delivery">
        <li>
          <span>Delivery</span>
          <span>{deliveryMethodText(order.delivery.method)}</span>
        </li>
        {order.delivery.method === 'ship' ? (
          <>
            <li>
              <span>Ships</span>
              <span>{dayText(order.shipDate)}</span>
            </li>
            <li>
              <span>Delivery date</span>
              <span>{deliveryWhenText(order.delivery, order.deliveryDate)}</span>
            </li>
          </>
        ) : order.delivery.method === 'pickup' ? (
          <li>
            <span>Ready for pickup</span>
            <span>{dayText(order.deliveryDate)}</span>
          </li>
        ) : null}
      </ul>
      {order.channel === 'web' ? (
        <p className={styles.muted} aria-label="Ship to">
          {order.addressLines.length > 0
            ? order.addressLines.join(' · ')
            : `${[ship.firstName, ship.lastName].join(' ')}, ${ship.address}, ${ship.city} ${ship.state} ${ship.zipCode}, ${ship.country} · ${ship.phone}`}
        </p>
      ) : null}
      {order.channel === 'web' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onPackingSlip}>
            Packing slip
          </button>
        </div>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <div className={styles.actions}>
          {order.nextStatuses.includes('shipped') ? (
            <label className={styles.field}>
              Tracking number
              <input
                className={styles.input}
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
                placeholder="e.g. JP123456789"
              />
            </label>
          ) : null}
          {order.nextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'cancelled' ? styles.danger : styles.button}
              disabled={busy}
              onClick={() => void move(status)}
            >
              {ACTION_LABELS[status]}
            </button>
          ))}
        </div>
      ) : null}
      {order.refundable > 0 ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setMessage(null);
              setRefunding(true);
            }}
          >
            Refund or return…
          </button>
        </div>
      ) : null}
      {refunding ? (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(next) => {
            setRefunding(false);
            const last = next.refunds.at(-1);
            setMessage({
              error: false,
              text: `Refunded ${taka(last?.amount ?? 0)}; the order is now ${statusText(next.status)} and the customer was mailed.`,
            });
            reload();
            onChanged();
          }}
        />
      ) : null}
      {order.refunds.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>Refunds</h3>
          <ul className={styles.list} aria-label="Refunds">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  {when(refund.createdAt)} · {refund.reason}
                  {refund.returned.length > 0
                    ? ` · came back: ${refund.returned
                        .map(
                          (line) =>
                            `${line.quantity} × ${order.items.find((i) => i.productId === line.productId)?.name ?? line.productId}`,
                        )
                        .join(', ')}`
                    : ' · no goods came back'}
                  <span className={styles.muted}>
                    {' '}
                    · {refund.method === 'cash' ? 'cash' : (refund.reference ?? 'card')} ·{' '}
                    {refund.actorEmail}
                  </span>
                </span>
                <strong>-{taka(refund.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.notice}
        >
          {message.text}
        </p>
      ) : null}
      <h3 className={styles.panelTitle}>History</h3>
      <AuditTable entries={order.audit} />
    </div>
  );
}

export function OrdersSection() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [draft, setDraft] = useState({
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    country: params.get('country') ?? '',
    area: params.get('area') ?? '',
  });
  const slipId = params.get('slip');
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = {
    q: params.get('q') || undefined,
    status: params.get('status') || undefined,
    channel: params.get('channel') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    country: params.get('country') || undefined,
    area: params.get('area') || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const [load, reload] = useLoad(JSON.stringify(query), (signal) => getOrders(query, signal));

  function update(next: Record<string, string | undefined>) {
    const merged = new URLSearchParams(params);
    merged.set('tab', 'orders');
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    update({ ...draft, page: undefined, id: undefined });
  }

  if (slipId) {
    return <PackingSlipView id={slipId} onClose={() => update({ slip: undefined })} />;
  }

  return (
    <div className={styles.section}>
      <form className={styles.filters} onSubmit={search} aria-label="Order filters">
        <label className={styles.field}>
          Search
          <input
            className={styles.input}
            type="search"
            value={draft.q}
            placeholder="Order id, e-mail or name"
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          Status
          <select
            className={styles.select}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          From
          <input
            className={styles.input}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          To
          <input
            className={styles.input}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          Country
          <select
            className={styles.select}
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value, area: '' })}
          >
            <option value="">Any</option>
            {FILTER_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        <AreaFilter
          country={draft.country}
          value={draft.area}
          onChange={(area) => setDraft({ ...draft, area })}
        />
        <button type="submit" className={styles.button}>
          Filter
        </button>
      </form>
      <div className={styles.columns}>
        <PagedTable
          load={load}
          noun={['order', 'orders']}
          head={
            <tr>
              <th>Order</th>
              <th>Customer</th>
              <th>Destination</th>
              <th>Status</th>
              <th className={styles.num}>Total</th>
            </tr>
          }
          row={(order) => (
            <tr key={order.id} aria-current={order.id === selected ? 'true' : undefined}>
              <td>
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => update({ id: order.id })}
                >
                  {order.id}
                </button>
                <div className={styles.muted}>{when(order.createdAt)}</div>
              </td>
              <td>
                {order.channel === 'pos' ? 'POS sale' : order.customerName}
                <div className={styles.muted}>{order.email}</div>
              </td>
              <td>
                {destinationText(order)}
                <div className={styles.muted}>{deliveryMethodText(order.deliveryMethod)}</div>
              </td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td className={styles.num}>{taka(order.total)}</td>
            </tr>
          )}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: String(next) })}
        />
        {selected ? (
          <OrderDetail
            key={selected}
            id={selected}
            onChanged={reload}
            onPackingSlip={() => update({ slip: selected })}
          />
        ) : (
          <p className={styles.muted}>Choose an order to see it and move it on.</p>
        )}
      </div>
    </div>
  );
}

/** The area of the chosen country: a division of Bangladesh or a prefecture of Japan. */
function AreaFilter({
  country,
  value,
  onChange,
}: {
  country: string;
  value: string;
  onChange: (area: string) => void;
}) {
  const kind = FILTER_COUNTRIES.find((c) => c.code === country)?.area ?? null;
  const [options, setOptions] = useState<Division[] | 'loading' | 'error'>('loading');
  useEffect(() => {
    if (!kind) return;
    let live = true;
    setOptions('loading');
    const load =
      kind === 'Division'
        ? getDivisions()
        : getPrefectures().then((names) => names.map((name) => ({ id: name, name, bn: '' })));
    load.then(
      (list) => live && setOptions(list),
      () => live && setOptions('error'),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  if (!kind) return null;
  return (
    <label className={styles.field}>
      {kind}
      <select
        className={styles.select}
        value={value}
        disabled={!Array.isArray(options)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {options === 'loading' ? 'Loading…' : options === 'error' ? 'Could not load' : 'Any'}
        </option>
        {Array.isArray(options)
          ? options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.bn ? `${option.name} (${option.bn})` : option.name}
              </option>
            ))
          : null}
      </select>
    </label>
  );
}
