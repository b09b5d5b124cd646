import { useId, useState, type KeyboardEvent } from 'react';
import { richText, useMessages, useSubjectValue } from '@shop/shared';
import { applyCoupon, coupon$, couponMessage$, removeCoupon } from '../../lib/coupon-store';
import { say } from '../../lib/say';
import { cartMessages } from '../../messages/catalogs';
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
  const translator = useMessages(cartMessages);
  const { t } = translator;

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
          {richText(t('coupon.applied', { code: applied.code }), [
            (code) => <strong>{code}</strong>,
          ])}{' '}
          <span className={styles.nowrap}>−{money(applied.discount)}</span>
        </span>
        <button type="button" className={styles.linkButton} onClick={removeCoupon}>
          {t('coupon.remove')}
        </button>
      </div>
    );
  }
  // The minimum spend in the shopper's currency; any other reason is the API's, as it came.
  const detail =
    message?.minSpend !== undefined
      ? t('coupon.minSpend', { amount: money(message.minSpend) })
      : message?.detail;
  return (
    <div className={styles.coupon}>
      <label htmlFor={`${id}-code`} className={styles.visuallyHidden}>
        {t('coupon.label')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('coupon.label')}
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
          {t('coupon.apply')}
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className={styles.error}>
          {say(translator, message.text)}
          {detail && <span className={styles.detail}>{detail}</span>}
        </p>
      )}
    </div>
  );
}
