import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  api,
  ApiError,
  formatMoney,
  formatNumber,
  shopCurrency,
  useBusState,
  useMessages,
  type Order,
} from '@shop/shared';
import { afterSaleMessages } from '../../messages/after-sale/catalogs';
import { formatDay } from './order-status';
import view from './after-sale.module.css';

export type OrderClaim = NonNullable<Order['claims']>[number];

/** Orders a claim may be made on (the API decides the window and warranty). */
const CLAIMABLE = ['delivered', 'partially_refunded'];

/** How many of each line may still be claimed: bought minus claimed by claims not refused. */
export function claimableUnits(
  items: readonly { productId: string; quantity: number }[],
  claims: readonly OrderClaim[],
): Map<string, number> {
  const left = new Map(items.map((item) => [item.productId, item.quantity]));
  for (const claim of claims) {
    if (claim.state === 'refused') continue;
    for (const line of claim.lines) {
      left.set(line.productId, Math.max(0, (left.get(line.productId) ?? 0) - line.quantity));
    }
  }
  return left;
}

/**
 * "Return or claim" on a delivered order's page: the shopper picks lines and quantities,
 * a kind (return or warranty) and a reason; the claims made so far and their state follow.
 */
export function OrderClaims({ order }: { order: Order }) {
  const { t, locale } = useMessages(afterSaleMessages);
  const { currency, rate } = useBusState(shopCurrency);
  const { hash } = useLocation();
  const [claims, setClaims] = useState<OrderClaim[]>(order.claims ?? []);
  const [kind, setKind] = useState<'return' | 'warranty'>('return');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');

  const open = CLAIMABLE.includes(order.status);
  if (!open && claims.length === 0) return null;
  const left = claimableUnits(order.items, claims);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    if (lines.length === 0) return setProblem(t('claim.error.noLines'));
    if (reason.trim() === '') return setProblem(t('claim.error.reason'));
    setProblem(null);
    setState('busy');
    const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    try {
      const claim = await api.post<OrderClaim>(
        `/api/v1/orders/${encodeURIComponent(order.id)}/claims`,
        { kind, reason: reason.trim(), lines },
        { headers: token ? { 'X-Order-Token': token } : {} },
      );
      setClaims((current) => [...current, claim]);
      setQuantities({});
      setReason('');
      setState('sent');
    } catch (error) {
      // The API's refusals (window passed, no warranty...) come in the page's language.
      setProblem(
        error instanceof ApiError && error.status < 500 ? error.message : t('claim.failed'),
      );
      setState('idle');
    }
  }

  const claimable = order.items.filter((item) => (left.get(item.productId) ?? 0) > 0);
  return (
    <div className={view.claims} data-testid="order-claims">
      <h2 className={view.claimsTitle}>{t('claim.title')}</h2>
      {open && claimable.length > 0 && (
        <form onSubmit={(e) => void submit(e)} className={view.claimForm} noValidate>
          <p className={view.muted}>{t('claim.lead')}</p>
          <fieldset className={view.claimChoices}>
            <legend>{t('claim.kind')}</legend>
            {(['return', 'warranty'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="claim-kind"
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />{' '}
                {t(`claim.${value}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={view.claimChoices}>
            <legend>{t('claim.lines')}</legend>
            {claimable.map((item) => (
              <label key={item.productId} className={view.claimLine}>
                <span>{item.name}</span>
                <select
                  aria-label={t('claim.quantityOf', { name: item.name })}
                  value={quantities[item.productId] ?? 0}
                  onChange={(event) =>
                    setQuantities((current) => ({
                      ...current,
                      [item.productId]: Number(event.target.value),
                    }))
                  }
                >
                  {Array.from({ length: (left.get(item.productId) ?? 0) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {formatNumber(n, locale)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <label className={view.claimReason}>
            {t('claim.reason')}
            <textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          {problem && (
            <p role="alert" className={view.problem}>
              {problem}
            </p>
          )}
          {state === 'sent' && <p role="status">{t('claim.sent')}</p>}
          <button type="submit" className={view.receiptButton} disabled={state === 'busy'}>
            {state === 'busy' ? t('claim.sending') : t('claim.submit')}
          </button>
        </form>
      )}
      {claims.length > 0 && (
        <>
          <h3 className={view.claimsSubtitle}>{t('claim.yours')}</h3>
          <ul className={view.claimList}>
            {claims.map((claim) => (
              <li key={claim.id} data-testid="order-claim">
                <strong>{t(`claim.${claim.kind}`)}</strong> · {formatDay(claim.createdAt, locale)} ·{' '}
                <span data-testid="claim-state">{t(`claim.state.${claim.state}`)}</span>
                <br />
                {claim.lines
                  .map((line) =>
                    t('claim.itemLine', {
                      name: line.name,
                      quantity: formatNumber(line.quantity, locale),
                    }),
                  )
                  .join(', ')}
                {claim.refundAmount ? (
                  <>
                    <br />
                    <span data-testid="claim-refund">
                      {t('claim.refund', {
                        amount: formatMoney(
                          claim.refundAmount,
                          currency,
                          currency === order.currency ? order.rate : rate,
                          locale,
                        ),
                      })}
                    </span>
                  </>
                ) : null}
                {claim.staffNote && (
                  <>
                    <br />
                    <span className={view.muted}>{t('claim.note', { note: claim.staffNote })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
