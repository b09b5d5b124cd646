import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  cartState,
  formatMoney,
  formatNumber,
  formatShown,
  shopCurrency,
  shownProductTotal,
  useBusState,
  useLocale,
  useMessages,
  useSubjectValue,
  type CartItem,
  type CurrencyCode,
} from '@shop/shared';
import { drawerOpen$, startCartOwner, stockNotice$, type StockNotice } from '../lib/cart-store';
import { startCouponWatch } from '../lib/coupon-store';
import { NoticeText } from '../features/cart/notice-text';
import { cartMessages } from '../messages/catalogs';
import styles from '../features/cart/cart.module.css';

const NOTICE_MS = 6_000;

// The drawer's code (with its Calculate dialog, summary and coupon form, about 3 KiB of
// brotli) loads once the cart has something to show: the badge that opens it appears with
// the first item, and the code is fetched then. A page with an empty cart does without it.
const loadDrawer = () => import('../features/cart/cart-drawer');
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

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
  const hasItems = cart.count > 0;
  useEffect(() => {
    // A failed fetch is tried again when the drawer opens.
    if (hasItems) loadDrawer().catch(() => undefined);
  }, [hasItems]);
  const { currency, rate } = useBusState(shopCurrency);
  const locale = useLocale();
  const open = useSubjectValue(drawerOpen$);
  const notice = useSubjectValue(stockNotice$);
  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, rate, locale),
    [currency, rate, locale],
  );
  const badge = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    drawerOpen$.next(false);
    // Back to the badge, also when the drawer was opened by a command (cart:open).
    setTimeout(() => badge.current?.focus(), 0);
  }, []);

  // A stock notice raised while the drawer is shut (an add from a product page) shows
  // beside the badge for a moment.
  const [toast, setToast] = useState<StockNotice | null>(null);
  useEffect(() => {
    if (!notice || open) return undefined;
    setToast(notice);
    const timer = setTimeout(() => setToast(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, open]);

  // The badge's and the notice's words load with the first item (or notice), never on a
  // page whose cart is empty: a cold page does without the cart's catalog.
  return (
    <>
      {toast && !open && (
        <Suspense fallback={null}>
          <Toast notice={toast} />
        </Suspense>
      )}
      {cart.count > 0 && (
        <Suspense fallback={null}>
          <Badge
            badge={badge}
            items={cart.items}
            count={cart.count}
            currency={currency}
            rate={rate}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <CartDrawer money={money} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function Toast({ notice }: { notice: StockNotice }) {
  return (
    <p role="status" className={styles.toast}>
      <NoticeText notice={notice} />
    </p>
  );
}

function Badge({
  badge,
  items,
  count,
  currency,
  rate,
}: {
  badge: RefObject<HTMLButtonElement | null>;
  items: readonly CartItem[];
  count: number;
  currency: CurrencyCode;
  rate: number;
}) {
  const { t, locale } = useMessages(cartMessages);
  return (
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
      <span className={styles.badgeCount}>{formatNumber(count, locale)}</span>
      <span className="visually-hidden"> {t('badge.inCart', { count })} </span>
      {/* The sum of the lines as the drawer shows them, not the taka total converted. */}
      <span>
        {formatShown(
          shownProductTotal(
            items.map((item) => ({ unitPrice: item.product.price, quantity: item.quantity })),
            currency,
            rate,
          ),
          currency,
          locale,
        )}
      </span>
    </button>
  );
}
