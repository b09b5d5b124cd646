import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  apiAssetUrl,
  cartState,
  formatMoney,
  shopCurrency,
  useBusState,
  useSubjectValue,
} from '@shop/shared';
import { drawerOpen$, removeItem, setQuantity, startCartOwner } from './features/cart/cart-store';
import styles from './features/cart/cart.module.css';

/** Floating badge (only when the cart has items) and the right-side drawer. */
export default function CartWidget() {
  useEffect(() => startCartOwner(), []);
  const cart = useBusState(cartState);
  const { currency, rate } = useBusState(shopCurrency);
  const open = useSubjectValue(drawerOpen$);
  const navigate = useNavigate();
  const money = (amount: number) => formatMoney(amount, currency, rate);
  const close = () => drawerOpen$.next(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {cart.count > 0 && (
        <button
          type="button"
          className={styles.badge}
          onClick={() => drawerOpen$.next(true)}
          aria-label={`Open cart: ${cart.count} items, ${money(cart.productTotal)}`}
          data-testid="cart-badge"
        >
          <span className={styles.badgeCount}>{cart.count}</span>
          <span>{money(cart.productTotal)}</span>
        </button>
      )}
      {open && (
        <div
          className={styles.overlay}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <aside
            role="dialog"
            aria-modal="true"
            aria-labelledby="cart-title"
            className={styles.drawer}
          >
            <div className={styles.drawerHead}>
              <h2 id="cart-title" className={styles.drawerTitle}>
                Your cart ({cart.count})
              </h2>
              <button
                type="button"
                className={styles.iconButton}
                onClick={close}
                aria-label="Close cart"
              >
                ×
              </button>
            </div>
            {cart.items.length === 0 ? (
              <div className={styles.emptyCart}>
                <p>Your cart is empty</p>
                <button type="button" className={styles.primary} onClick={close}>
                  Continue Shopping
                </button>
              </div>
            ) : (
              <>
                <ul className={styles.lines}>
                  {cart.items.map((item) => (
                    <li key={item.id} className={styles.line}>
                      <img
                        src={apiAssetUrl(item.product.image)}
                        alt=""
                        width={56}
                        height={56}
                        className={styles.thumb}
                      />
                      <div className={styles.lineBody}>
                        <span className={styles.lineName}>{item.product.name}</span>
                        <span>{money(item.product.price)}</span>
                        <div className={styles.stepper}>
                          <button
                            type="button"
                            aria-label={`Decrease ${item.product.name}`}
                            disabled={item.quantity <= 1}
                            onClick={() => setQuantity(item.id, item.quantity - 1)}
                          >
                            −
                          </button>
                          <span aria-live="polite">{item.quantity}</span>
                          <button
                            type="button"
                            aria-label={`Increase ${item.product.name}`}
                            onClick={() => setQuantity(item.id, item.quantity + 1)}
                          >
                            +
                          </button>
                          <button
                            type="button"
                            className={styles.remove}
                            onClick={() => removeItem(item.id)}
                          >
                            Remove
                          </button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
                <div className={styles.totals}>
                  <span>Product total</span>
                  <strong>{money(cart.productTotal)}</strong>
                </div>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => {
                    close();
                    navigate('/checkout');
                  }}
                >
                  Place Order
                </button>
              </>
            )}
          </aside>
        </div>
      )}
    </>
  );
}
