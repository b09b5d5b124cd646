import {
  MAX_LINE_QUANTITY,
  cartRemoveItem,
  cartSetQuantity,
  getBus,
  type Product,
} from '@shop/shared';
import { addToCart, cartNotice$ } from '../../lib/add-to-cart';
import { useListingWords } from '../../lib/words';
import styles from './product-page.module.css';

/**
 * The product page's stepper once the product is in the cart (docs/product.md#screens). Minus at
 * quantity 1 removes the line. The cart remote owns the cart: this only sends commands.
 */
export function QuantityStepper({ product, quantity }: { product: Product; quantity: number }) {
  const { t } = useListingWords();
  const tell = (delivered: boolean) => {
    if (!delivered)
      cartNotice$.next({
        id: Date.now(),
        kind: 'unavailable',
        name: product.name,
      });
  };
  const decrease = async () => {
    const delivery =
      quantity <= 1
        ? await getBus().send(cartRemoveItem, { id: product.id })
        : await getBus().send(cartSetQuantity, { id: product.id, quantity: quantity - 1 });
    tell(delivery.status === 'delivered');
  };
  return (
    <div
      className={styles.stepper}
      role="group"
      aria-label={t('stepper.label', { name: product.name })}
    >
      <button
        type="button"
        className={styles.stepButton}
        aria-label={
          quantity <= 1 ? t('stepper.remove', { name: product.name }) : t('stepper.decrease')
        }
        onClick={() => void decrease()}
      >
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid="cart-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('stepper.increase')}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => void addToCart(product)}
      >
        +
      </button>
      <span className={styles.inCart}>{t('stepper.inCart')}</span>
    </div>
  );
}
