import { useCallback } from 'react';
import { BehaviorSubject } from 'rxjs';
import { cartAddItems, getBus, type ProductSummary } from '@shop/shared';

export interface CartNotice {
  id: number;
  kind: 'added' | 'unavailable';
  /** The product's name; the notice says what became of it in the page's language. */
  name: string;
}

/** The latest outcome of an Add to Cart, for the page's live region. */
export const cartNotice$ = new BehaviorSubject<CartNotice | null>(null);
let nextId = 1;

/**
 * Sends cart:add-items to the cart remote. When no cart is alive to take it, the
 * shopper is told: nothing is dropped silently.
 */
export async function addToCart(product: ProductSummary, quantity = 1): Promise<boolean> {
  let delivered = false;
  try {
    const delivery = await getBus().send(cartAddItems, { items: [{ product, quantity }] });
    delivered = delivery.status === 'delivered';
  } catch {
    delivered = false;
  }
  cartNotice$.next({
    id: nextId++,
    kind: delivered ? 'added' : 'unavailable',
    name: product.name,
  });
  return delivered;
}

export function useAddToCart(): (product: ProductSummary) => Promise<boolean> {
  return useCallback((product: ProductSummary) => addToCart(product), []);
}
