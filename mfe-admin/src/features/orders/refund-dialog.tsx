import { formatMoney, richText } from '@shop/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from '../../lib/admin.module.css';
import { errorText } from '../../lib/format';
import { useWords } from '../../lib/i18n';
import type { AdminOrder } from './get-order';
import { refundOrder } from './refund-order';
import dialog from './refund-dialog.module.css';

interface LineChoice {
  back: boolean;
  quantity: string;
}

/**
 * A return of a shipped or delivered order: how much to give back (at most what is left),
 * why, and per line whether the goods came back. Only goods ticked as back go back into
 * stock; a card payment is refunded through the gateway, a cash sale in cash.
 */
export function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  const words = useWords();
  const { t, taka, num } = words;
  const ref = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState(String(order.refundable));
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<Record<string, LineChoice>>({});
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const returnable = new Map(order.returnable.map((line) => [line.productId, line.quantity]));
  const cash = order.paymentMethod === 'cash';
  // A yen order is refunded in yen at the order's rate (the API converts): staff enter taka,
  // as every amount here is, and read what the shopper gets back.
  const typed = Number(amount);
  const inYen =
    order.currency === 'JPY' && order.rate && Number.isInteger(typed) && typed > 0
      ? formatMoney(typed, 'JPY', order.rate, words.locale)
      : '';

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);

  function choice(productId: string): LineChoice {
    return lines[productId] ?? { back: false, quantity: String(returnable.get(productId) ?? 0) };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    const found: typeof problems = {};
    if (!Number.isInteger(value) || value < 1) found.amount = t('refund.amountWhole');
    else if (value > order.refundable) {
      found.amount = t('refund.amountMost', { amount: taka(order.refundable) });
    }
    if (reason.trim() === '') found.reason = t('refund.reasonMissing');
    const returned: { productId: string; quantity: number }[] = [];
    for (const item of order.items) {
      const line = choice(item.productId);
      if (!line.back) continue;
      const most = returnable.get(item.productId) ?? 0;
      const quantity = Number(line.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > most) {
        found.form = t('refund.lineRange', { name: item.name, most: num(most) });
      } else returned.push({ productId: item.productId, quantity });
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const next = await refundOrder(order.id, {
        amount: value,
        reason: reason.trim(),
        returned,
      });
      onRefunded(next);
    } catch (error) {
      setProblems({ form: errorText(error, words) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className={dialog.dialog}
      aria-labelledby="refund-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className={dialog.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="refund-title" className={styles.panelTitle}>
          {t('refund.title', { id: order.id })}
        </h2>
        <p className={styles.muted}>
          {richText(
            t('refund.summary', {
              paid: taka(order.total),
              sofar: refunded > 0 ? t('refund.soFar', { amount: taka(refunded) }) : '',
              most: taka(order.refundable),
              to: cash
                ? t('refund.toCash')
                : order.payment
                  ? t('refund.toCardOf', {
                      brand: order.payment.brand,
                      last4: order.payment.last4,
                    })
                  : t('refund.toCard'),
            }),
            [(text) => <strong>{text}</strong>],
          )}
        </p>
        <label className={styles.field}>
          {t('refund.amount')}
          <input
            className={styles.input}
            inputMode="numeric"
            value={amount}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={
              [problems.amount ? 'refund-amount-error' : '', inYen ? 'refund-amount-yen' : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              setAmount(event.target.value);
              setProblems(({ amount: _fixed, ...rest }) => rest);
            }}
          />
          {problems.amount ? (
            <span id="refund-amount-error" className={styles.error}>
              {problems.amount}
            </span>
          ) : null}
          {inYen ? (
            <span id="refund-amount-yen" className={styles.muted}>
              {t('refund.inYen', { yen: inYen })}
            </span>
          ) : null}
        </label>
        <label className={styles.field}>
          {t('refund.reason')}
          <input
            className={styles.input}
            value={reason}
            maxLength={300}
            placeholder={t('refund.reasonPlaceholder')}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? 'refund-reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems(({ reason: _fixed, ...rest }) => rest);
            }}
          />
          {problems.reason ? (
            <span id="refund-reason-error" className={styles.error}>
              {problems.reason}
            </span>
          ) : null}
        </label>
        <fieldset className={dialog.lines}>
          <legend>{t('refund.linesLegend')}</legend>
          {order.items.map((item) => {
            const most = returnable.get(item.productId) ?? 0;
            const line = choice(item.productId);
            return (
              <div key={item.productId} className={dialog.line}>
                <label className={dialog.check}>
                  <input
                    type="checkbox"
                    checked={line.back}
                    disabled={most === 0}
                    onChange={(event) =>
                      setLines({
                        ...lines,
                        [item.productId]: { ...line, back: event.target.checked },
                      })
                    }
                  />
                  <span>
                    {item.name}{' '}
                    <span className={styles.muted}>
                      {most === 0
                        ? t('refund.allBack')
                        : t('refund.cameBack', { bought: num(item.quantity) })}
                    </span>
                  </span>
                </label>
                {line.back && most > 1 ? (
                  <label className={dialog.qty}>
                    {t('refund.units')}
                    <input
                      className={styles.input}
                      type="number"
                      min={1}
                      max={most}
                      value={line.quantity}
                      aria-label={t('refund.unitsOf', { name: item.name })}
                      onChange={(event) =>
                        setLines({
                          ...lines,
                          [item.productId]: { ...line, quantity: event.target.value },
                        })
                      }
                    />
                  </label>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {problems.form ? (
          <p className={styles.error} role="alert">
            {problems.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy}>
            {busy ? t('refund.busy') : t('refund.submit')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            {t('refund.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
