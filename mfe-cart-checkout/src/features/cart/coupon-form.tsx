import { useId, useState, type KeyboardEvent } from 'react';
import { useSubjectValue } from '@shop/shared';
import {
  applyCoupon,
  coupon$,
  couponDetail,
  couponMessage$,
  removeCoupon,
} from '../../lib/coupon-store';
import styles from './cart.module.css';

/**
 * Coupon input with Apply; once applied, its code, its discount and Remove. Not a form of
 * its own: on /checkout it sits inside the checkout form, and a form inside a form is
 * invalid HTML that the browser submits as a page load, losing everything typed. Enter in
 * the box applies the coupon (and never submits the form around it).
 */
export function CouponForm({ money }: { money: (amount: number) => string }) {
  const applied = useSubjectValue(coupon$);
  const message = useSubjectValue(couponMessage$);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const apply = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (await applyCoupon(code)) setCode('');
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an IME composition (Japanese input) only picks the characters.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void apply();
  };

  if (applied) {
    return (
      <div className={styles.couponApplied} data-testid="coupon-applied">
        <span>
          Coupon <strong>{applied.code}</strong> applied:{' '}
          <span className={styles.nowrap}>−{money(applied.discount)}</span>
        </span>
        <button type="button" className={styles.linkButton} onClick={removeCoupon}>
          Remove coupon
        </button>
      </div>
    );
  }
  const detail = message ? couponDetail(message, money) : undefined;
  return (
    <div className={styles.coupon}>
      <label htmlFor={`${id}-code`} className={styles.visuallyHidden}>
        Coupon code
      </label>
      <div className={styles.couponRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void apply()}
        >
          Apply
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className={styles.error}>
          {message.text}
          {detail && <span className={styles.detail}>{detail}</span>}
        </p>
      )}
    </div>
  );
}
