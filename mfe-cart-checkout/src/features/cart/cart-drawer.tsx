import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAX_LINE_QUANTITY,
  apiAssetUrl,
  cartState,
  formatShown,
  shopCurrency,
  formatNumber,
  shownSaving,
  useBusState,
  useFocusTrap,
  useMessages,
  useSubjectValue,
} from '@shop/shared';
import { cartMessages } from '../../messages/catalogs';
import { NoticeText } from './notice-text';
import { CalculateDialog } from './calculate-dialog';
import { removeItem, setQuantity, stockNotice$ } from '../../lib/cart-store';
import { CouponForm } from './coupon-form';
import { coupon$ } from '../../lib/coupon-store';
import { destination$, destinationQuote } from '../../lib/destination-store';
import { OrderSummary } from './order-summary';
import { shownQuote, useShippingQuote } from '../../lib/shipping-quote';
import styles from './cart.module.css';

/** The right-side cart drawer (docs/product.md#screens): lines, coupon, shipping estimate, totals. */
export function CartDrawer({
  money,
  onClose,
}: {
  money: (amount: number) => string;
  onClose: () => void;
}) {
  const cart = useBusState(cartState);
  const { currency, rate } = useBusState(shopCurrency);
  const coupon = useSubjectValue(coupon$);
  const destination = useSubjectValue(destination$);
  const notice = useSubjectValue(stockNotice$);
  const navigate = useNavigate();
  const { t, locale } = useMessages(cartMessages);
  const [calculating, setCalculating] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(drawer, close);

  const quote = useShippingQuote(cart.items, destinationQuote(destination));
  const shown = shownQuote(quote);

  // A notice belongs to the moment it was raised; it goes once the shopper moves on.
  const [noticeShown, setNoticeShown] = useState(notice);
  useEffect(() => setNoticeShown(notice), [notice]);

  return (
    <div
      className={styles.overlay}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <aside
        ref={drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        className={styles.drawer}
        data-testid="cart-drawer"
      >
        <div className={styles.drawerHead}>
          <h2 id="cart-title" className={styles.drawerTitle}>
            {t('drawer.title', { count: formatNumber(cart.count, locale) })}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            onClick={close}
            aria-label={t('drawer.close')}
          >
            ×
          </button>
        </div>
        {cart.items.length === 0 ? (
          <div className={styles.emptyCart}>
            <p>{t('drawer.empty')}</p>
            <button type="button" className={styles.primary} onClick={close}>
              {t('drawer.continue')}
            </button>
          </div>
        ) : (
          <>
            {shown && shown.amountToFreeShipping !== null && (
              <p className={styles.freeHint} data-testid="free-shipping-hint">
                {shown.amountToFreeShipping > 0
                  ? t('drawer.freeHint', { amount: money(shown.amountToFreeShipping) })
                  : t('drawer.shipsFree')}
              </p>
            )}
            {noticeShown && (
              <p role="alert" className={styles.stockNotice}>
                <NoticeText notice={noticeShown} />
              </p>
            )}
            <ul className={styles.lines}>
              {cart.items.map((item) => {
                // The shown old price minus the shown price: what the shopper can check.
                const saving = shownSaving(item.product, currency, rate, item.quantity);
                return (
                  <li key={item.id} className={styles.line} data-testid="cart-line">
                    <img
                      src={apiAssetUrl(item.product.image)}
                      alt=""
                      width={64}
                      height={64}
                      className={styles.thumb}
                    />
                    <div className={styles.lineBody}>
                      <span className={styles.lineName}>{item.product.name}</span>
                      <span className={styles.unitPrice}>
                        {money(item.product.price)}
                        {item.product.oldPrice !== undefined &&
                          item.product.oldPrice > item.product.price && (
                            <s className={styles.oldPrice}>{money(item.product.oldPrice)}</s>
                          )}
                      </span>
                      {saving > 0 && (
                        <span className={styles.saving}>
                          {t('drawer.save', { amount: formatShown(saving, currency, locale) })}
                        </span>
                      )}
                      <div className={styles.stepper}>
                        <button
                          type="button"
                          aria-label={t('drawer.decrease', { name: item.product.name })}
                          disabled={item.quantity <= 1}
                          onClick={() => void setQuantity(item.id, item.quantity - 1)}
                        >
                          −
                        </button>
                        <output
                          aria-live="polite"
                          aria-label={t('drawer.quantity', { name: item.product.name })}
                        >
                          {formatNumber(item.quantity, locale)}
                        </output>
                        <button
                          type="button"
                          aria-label={t('drawer.increase', { name: item.product.name })}
                          disabled={item.quantity >= MAX_LINE_QUANTITY}
                          onClick={() => {
                            stockNotice$.next(null);
                            void setQuantity(item.id, item.quantity + 1);
                          }}
                        >
                          +
                        </button>
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={t('drawer.removeLine', { name: item.product.name })}
                          onClick={() => void removeItem(item.id)}
                        >
                          {t('drawer.remove')}
                        </button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            <CouponForm money={money} />
            <OrderSummary
              items={cart.items}
              quote={quote}
              coupon={coupon}
              shippingAction={
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setCalculating(true)}
                >
                  {t('drawer.calculate')}
                </button>
              }
            />
            <button
              type="button"
              className={`${styles.primary} ${styles.wide}`}
              onClick={() => {
                close();
                navigate('/checkout');
              }}
            >
              {t('drawer.placeOrder')}
            </button>
          </>
        )}
      </aside>
      {calculating && (
        <CalculateDialog items={cart.items} money={money} onClose={() => setCalculating(false)} />
      )}
    </div>
  );
}
