import { useId, useState, type FormEvent } from 'react';
import { useSubjectValue } from '@shop/shared';
import { applyCoupon, coupon$, couponMessage$, removeCoupon } from './coupon-store';
import styles from './cart.module.css';

/** Coupon input with Apply; once applied, its code, its discount and Remove. */
export function CouponForm({ money }: { money: (amount: number) => string }) {
  const applied = useSubjectValue(coupon$);
  const message = useSubjectValue(couponMessage$);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await applyCoupon(code)) setCode('');
    } finally {
      setBusy(false);
    }
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
  return (
    <form className={styles.coupon} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-code`} className={styles.visuallyHidden}>
        Coupon code
      </label>
      <div className={styles.couponRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={message ? `${id}-message` : undefined}
        />
        <button type="submit" className={styles.secondary} disabled={busy}>
          Apply
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className={styles.error}>
          {message.text}
          {message.detail && <span className={styles.detail}>{message.detail}</span>}
        </p>
      )}
    </form>
  );
}
