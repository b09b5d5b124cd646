import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styles from '../../lib/admin.module.css';
import type { OrderStatus } from '../../lib/admin-types';
import { AuditTable } from '../../lib/audit-table';
import { errorText } from '../../lib/format';
import { useWords, type Words } from '../../lib/i18n';
import { PagedTable } from '../../lib/pager';
import { useLoad } from '../../lib/use-load';
import {
  FILTER_COUNTRIES,
  countryText,
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
import { codOutcomeOpen, PAYMENT_METHODS, paymentMethodText, paymentText } from './payment-text';
import { settleCod } from './settle-cod';
import { PackingSlipView } from './packing-slip';
import { RefundDialog } from './refund-dialog';
import { ClaimsPanel } from './claims-panel';

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
  'packed',
  'out_for_delivery',
];
// A status button's label is the message `action.<status>` ('Mark shipped'); refunded and
// partially refunded are reached by a refund, awaiting payment and to be collected by the
// payment provider or the courier's outcome, never by a status button.

/** A status as the page's language names it ('partially refunded'). */
const statusText = (status: string, { t }: Words) =>
  STATUSES.includes(status as OrderStatus) ? t(`status.${status}`) : status.replaceAll('_', ' ');

export function StatusBadge({ status }: { status: string }) {
  const words = useWords();
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`] ?? ''}`}>
      {statusText(status, words)}
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
  const [carrier, setCarrier] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [refunding, setRefunding] = useState(false);
  const words = useWords();
  const { t, taka, when, num } = words;

  if (load.status === 'loading') {
    return <p className={styles.muted}>{t('order.loading', { id })}</p>;
  }
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  const order: AdminOrder = load.data;
  const chosenCarrier = order.carriers?.find((choice) => choice.id === carrier);

  async function move(status: OrderStatus) {
    if (status === 'cancelled' && !window.confirm(t('order.confirmCancel', { id: order.id }))) {
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await moveOrder(
        order.id,
        status,
        status === 'shipped' ? { carrier, trackingNumber: tracking } : undefined,
      );
      setMessage({
        error: false,
        text: t('order.moved', { id: order.id, status: statusText(status, words) }),
      });
      setTracking('');
      setCarrier('');
      reload();
      onChanged();
    } catch (error) {
      setMessage({ error: true, text: errorText(error, words) });
    } finally {
      setBusy(false);
    }
  }

  async function courier(outcome: 'collected' | 'refused') {
    if (outcome === 'refused' && !window.confirm(t('order.confirmRefused', { id: order.id }))) {
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await settleCod(order.id, outcome);
      setMessage({
        error: false,
        text:
          outcome === 'collected'
            ? t('order.collected', { id: order.id, amount: taka(order.total) })
            : t('order.refused', { id: order.id }),
      });
      reload();
      onChanged();
    } catch (error) {
      setMessage({ error: true, text: errorText(error, words) });
    } finally {
      setBusy(false);
    }
  }

  const ship = order.shipping;
  return (
    <div
      className={`${styles.panel} ${styles.detail}`}
      aria-label={t('order.label', { id: order.id })}
    >
      <h2 className={styles.panelTitle}>
        {t('order.label', { id: order.id })} <StatusBadge status={order.status} />{' '}
        {order.channel === 'pos' ? (
          <span className={styles.badge}>{t('order.posSale')}</span>
        ) : null}
      </h2>
      <p className={styles.muted}>
        {t('order.placed', { when: when(order.createdAt) })} · {order.email}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('order.product')}</th>
              <th className={styles.num}>{t('order.price')}</th>
              <th className={styles.num}>{t('order.qty')}</th>
              <th className={styles.num}>{t('order.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td className={styles.num}>{taka(item.unitPrice)}</td>
                <td className={styles.num}>{num(item.quantity)}</td>
                <td className={styles.num}>{taka(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.list}>
        <li>
          <span>{t('order.products')}</span>
          <span>{taka(order.subtotal)}</span>
        </li>
        <li>
          <span>{t('order.shipping')}</span>
          <span>{order.shippingCost === 0 ? t('order.free') : taka(order.shippingCost)}</span>
        </li>
        {order.couponCode ? (
          <li>
            <span>{t('order.coupon', { code: order.couponCode })}</span>
            <span>-{taka(order.couponDiscount)}</span>
          </li>
        ) : null}
        {order.codFee ? (
          <li>
            <span>{t('order.codFee')}</span>
            <span>{taka(order.codFee)}</span>
          </li>
        ) : null}
        <li>
          <strong>{t('order.total')}</strong>
          <strong>{taka(order.total)}</strong>
        </li>
        <li>
          <span>{t('order.payment')}</span>
          <span data-testid="order-payment">
            {paymentText(order, words)}
            {order.refundReference
              ? ` · ${t('order.refundedRef', { reference: order.refundReference })}`
              : ''}
          </span>
        </li>
        {order.paymentProvider && order.paymentProvider !== 'test' ? (
          <li>
            <span>{t('order.provider')}</span>
            <span className={styles.reference}>
              {order.paymentProvider}
              {order.paymentReference ? ` · ${order.paymentReference}` : ''}
              {order.paymentTransactionId
                ? ` · ${t('order.transaction', { id: order.paymentTransactionId })}`
                : ''}
            </span>
          </li>
        ) : null}
        {order.cancelReason ? (
          <li>
            <span>{t('order.cancelled')}</span>
            <span>{order.cancelReason}</span>
          </li>
        ) : null}
        {order.taxIncluded.map((tax) => (
          <li key={tax.rate}>
            <span>{t('order.taxIncluded', { rate: num(tax.rate) })}</span>
            <span>{t('order.taxAmount', { amount: num(tax.amount) })}</span>
          </li>
        ))}
        {order.trackingNumber ? (
          <li>
            <span>{t('order.tracking')}</span>
            <strong>
              {order.trackingNumber}
              {order.carrier
                ? ` (${order.carriers?.find((c) => c.id === order.carrier)?.name ?? order.carrier})`
                : ''}
            </strong>
          </li>
        ) : null}
      </ul>
      <ul className={styles.list} aria-label={t('order.delivery')}>
        <li>
          <span>{t('order.delivery')}</span>
          <span>{deliveryMethodText(order.delivery.method, words)}</span>
        </li>
        {order.delivery.method === 'ship' ? (
          <>
            <li>
              <span>{t('order.ships')}</span>
              <span>{dayText(order.shipDate, words)}</span>
            </li>
            <li>
              <span>{t('order.deliveryDate')}</span>
              <span>{deliveryWhenText(order.delivery, order.deliveryDate, words)}</span>
            </li>
          </>
        ) : order.delivery.method === 'pickup' ? (
          <li>
            <span>{t('order.readyForPickup')}</span>
            <span>{dayText(order.deliveryDate, words)}</span>
          </li>
        ) : null}
      </ul>
      {order.channel === 'web' ? (
        <p className={styles.muted} aria-label={t('order.shipTo')}>
          {order.addressLines.length > 0
            ? order.addressLines.join(' · ')
            : `${[ship.firstName, ship.lastName].join(' ')}, ${ship.address}, ${ship.city} ${ship.state} ${ship.zipCode}, ${ship.country} · ${ship.phone}`}
        </p>
      ) : null}
      {order.channel === 'web' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onPackingSlip}>
            {t('order.packingSlip')}
          </button>
        </div>
      ) : null}
      {codOutcomeOpen(order) ? (
        <div className={styles.actions} aria-label={t('payment.cod')}>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => void courier('collected')}
          >
            {t('order.markCollected')}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            onClick={() => void courier('refused')}
          >
            {t('order.markRefused')}
          </button>
        </div>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <div className={styles.actions}>
          {order.nextStatuses.includes('shipped') ? (
            <label className={styles.field}>
              {t('order.carrier')}
              <select
                className={styles.input}
                value={carrier}
                onChange={(event) => setCarrier(event.target.value)}
              >
                <option value="">{t('order.chooseCarrier')}</option>
                {(order.carriers ?? []).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {order.nextStatuses.includes('shipped') ? (
            <label className={styles.field}>
              {t('order.tracking')}
              <input
                className={styles.input}
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
                placeholder={t('order.trackingPlaceholder')}
                title={
                  chosenCarrier
                    ? t('order.trackingShape', {
                        carrier: chosenCarrier.name,
                        shape: chosenCarrier.shape,
                      })
                    : undefined
                }
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
              {t(`action.${status}`)}
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
            {t('order.refundOrReturn')}
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
              text: t('order.refundedDone', {
                amount: taka(last?.amount ?? 0),
                status: statusText(next.status, words),
              }),
            });
            reload();
            onChanged();
          }}
        />
      ) : null}
      {order.refunds.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>{t('order.refunds')}</h3>
          <ul className={styles.list} aria-label={t('order.refunds')}>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  {when(refund.createdAt)} · {refund.reason}
                  {refund.returned.length > 0
                    ? ` · ${t('order.cameBack', {
                        lines: refund.returned
                          .map(
                            (line) =>
                              `${num(line.quantity)} × ${order.items.find((i) => i.productId === line.productId)?.name ?? line.productId}`,
                          )
                          .join(t('list.separator')),
                      })}`
                    : ` · ${t('order.nothingCameBack')}`}
                  <span className={styles.muted}>
                    {' '}
                    ·{' '}
                    {refund.method === 'cash'
                      ? t('order.refundCash')
                      : (refund.reference ?? t('order.refundCard'))}{' '}
                    · {refund.actorEmail}
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
      <h3 className={styles.panelTitle}>{t('order.history')}</h3>
      <AuditTable entries={order.audit} />
    </div>
  );
}

export function OrdersSection() {
  const words = useWords();
  const { t, taka, when } = words;
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [draft, setDraft] = useState({
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    country: params.get('country') ?? '',
    area: params.get('area') ?? '',
    paymentMethod: params.get('paymentMethod') ?? '',
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
    paymentMethod: params.get('paymentMethod') || undefined,
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
      <form className={styles.filters} onSubmit={search} aria-label={t('orders.filters')}>
        <label className={styles.field}>
          {t('orders.search')}
          <input
            className={styles.input}
            type="search"
            value={draft.q}
            placeholder={t('orders.searchPlaceholder')}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t('orders.status')}
          <select
            className={styles.select}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">{t('filter.any')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText(status, words)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('orders.from')}
          <input
            className={styles.input}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t('orders.to')}
          <input
            className={styles.input}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t('orders.country')}
          <select
            className={styles.select}
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value, area: '' })}
          >
            <option value="">{t('filter.any')}</option>
            {FILTER_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {countryText(country.code, words)}
              </option>
            ))}
          </select>
        </label>
        <AreaFilter
          country={draft.country}
          value={draft.area}
          onChange={(area) => setDraft({ ...draft, area })}
        />
        <label className={styles.field}>
          {t('order.payment')}
          <select
            className={styles.select}
            value={draft.paymentMethod}
            onChange={(event) => setDraft({ ...draft, paymentMethod: event.target.value })}
          >
            <option value="">{t('filter.any')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodText(method, words)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          {t('orders.filter')}
        </button>
      </form>
      <div className={styles.columns}>
        <PagedTable
          load={load}
          loading={t('orders.loading')}
          count={(count) => t('orders.count', { count })}
          head={
            <tr>
              <th>{t('orders.order')}</th>
              <th>{t('orders.customer')}</th>
              <th>{t('orders.destination')}</th>
              <th>{t('orders.status')}</th>
              <th className={styles.num}>{t('order.total')}</th>
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
                {order.channel === 'pos' ? t('order.posSale') : order.customerName}
                <div className={styles.muted}>{order.email}</div>
              </td>
              <td>
                {destinationText(order, words)}
                <div className={styles.muted}>
                  {deliveryMethodText(order.deliveryMethod, words)}
                </div>
              </td>
              <td>
                <StatusBadge status={order.status} />
                {order.paymentMethod ? (
                  <div className={styles.muted}>
                    {paymentMethodText(order.paymentMethod, words)}
                  </div>
                ) : null}
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
          <p className={styles.muted}>{t('orders.choose')}</p>
        )}
      </div>
      <ClaimsPanel />
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
  const { t } = useWords();
  const kind = FILTER_COUNTRIES.find((c) => c.code === country)?.area ?? null;
  const [options, setOptions] = useState<Division[] | 'loading' | 'error'>('loading');
  useEffect(() => {
    if (!kind) return;
    let live = true;
    setOptions('loading');
    const load =
      kind === 'division'
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
      {t(`orders.${kind}`)}
      <select
        className={styles.select}
        value={value}
        disabled={!Array.isArray(options)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {options === 'loading'
            ? t('filter.loading')
            : options === 'error'
              ? t('filter.failed')
              : t('filter.any')}
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
