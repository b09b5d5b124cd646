import { useCallback, useEffect, useRef, useState } from 'react';
import { cartState, formatMoney, shopCurrency, useBusState, useSubjectValue } from '@shop/shared';
import { CartDrawer } from '../features/cart/cart-drawer';
import { drawerOpen$, startCartOwner, stockNotice$ } from '../features/cart/cart-store';
import { startCouponWatch } from '../features/cart/coupon-store';
import styles from '../features/cart/cart.module.css';

const NOTICE_MS = 6_000;

/** Floating badge (only when the cart has items) and the right-side drawer. */
export default function CartWidget() {
  useEffect(() => {
    const stopOwner = startCartOwner();
    const stopCoupon = startCouponWatch();
    return () => {
      stopCoupon();
      stopOwner();
    };
  }, []);
  const cart = useBusState(cartState);
  const { currency, rate } = useBusState(shopCurrency);
  const open = useSubjectValue(drawerOpen$);
  const notice = useSubjectValue(stockNotice$);
  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, rate),
    [currency, rate],
  );
  const badge = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    drawerOpen$.next(false);
    // Back to the badge, also when the drawer was opened by a command (cart:open).
    setTimeout(() => badge.current?.focus(), 0);
  }, []);

  // A stock notice raised while the drawer is shut (an add from a product page) shows
  // beside the badge for a moment.
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => {
    if (!notice || open) return undefined;
    setToast(notice.text);
    const timer = setTimeout(() => setToast(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, open]);

  return (
    <>
      {toast && !open && (
        <p role="status" className={styles.toast}>
          {toast}
        </p>
      )}
      {cart.count > 0 && (
        <button
          ref={badge}
          type="button"
          className={styles.badge}
          onClick={() => drawerOpen$.next(true)}
          aria-haspopup="dialog"
          data-testid="cart-badge"
        >
          {/* The name is read from the content ("2 items in your cart, ৳3,000"), so it
              holds the words shown; no aria-label that differs from them. */}
          <span className={styles.badgeCount}>{cart.count}</span>
          <span className="visually-hidden">
            {cart.count === 1 ? ' item in your cart, ' : ' items in your cart, '}
          </span>
          <span>{money(cart.productTotal)}</span>
        </button>
      )}
      {open && <CartDrawer money={money} onClose={close} />}
    </>
  );
}
