import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from '../../lib/admin.module.css';
import { errorText, taka } from '../../lib/format';
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
  const ref = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState(String(order.refundable));
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<Record<string, LineChoice>>({});
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const returnable = new Map(order.returnable.map((line) => [line.productId, line.quantity]));
  const cash = order.paymentMethod === 'cash';

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
    if (!Number.isInteger(value) || value < 1)
      found.amount = 'Enter a whole number of taka, 1 or more';
    else if (value > order.refundable) {
      found.amount = `At most ${taka(order.refundable)} is left to refund`;
    }
    if (reason.trim() === '') found.reason = 'Give a reason for the refund';
    const returned: { productId: string; quantity: number }[] = [];
    for (const item of order.items) {
      const line = choice(item.productId);
      if (!line.back) continue;
      const most = returnable.get(item.productId) ?? 0;
      const quantity = Number(line.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > most) {
        found.form = `${item.name}: between 1 and ${most} can come back`;
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
      setProblems({ form: errorText(error) });
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
          Refund order {order.id}
        </h2>
        <p className={styles.muted}>
          Paid {taka(order.total)}
          {refunded > 0 ? `, refunded ${taka(refunded)} so far` : ''}: up to{' '}
          <strong>{taka(order.refundable)}</strong> can be refunded{' '}
          {cash
            ? 'in cash'
            : order.payment
              ? `to the ${order.payment.brand} card ending ${order.payment.last4}`
              : 'to the card'}
          .
        </p>
        <label className={styles.field}>
          Amount to refund (৳)
          <input
            className={styles.input}
            inputMode="numeric"
            value={amount}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? 'refund-amount-error' : undefined}
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
        </label>
        <label className={styles.field}>
          Reason (the customer reads it)
          <input
            className={styles.input}
            value={reason}
            maxLength={300}
            placeholder="e.g. Fan arrived broken"
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
          <legend>Did the goods come back? Only ticked goods go back into stock.</legend>
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
                        ? '(all came back already)'
                        : `came back (${item.quantity} bought)`}
                    </span>
                  </span>
                </label>
                {line.back && most > 1 ? (
                  <label className={dialog.qty}>
                    Units
                    <input
                      className={styles.input}
                      type="number"
                      min={1}
                      max={most}
                      value={line.quantity}
                      aria-label={`Units of ${item.name} that came back`}
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
            {busy ? 'Refunding…' : 'Refund'}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
