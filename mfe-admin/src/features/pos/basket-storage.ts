import type { SaleLine } from './sale-lines';

/** The sale being rung up, kept for the tab's session so a reload does not lose it. */
const BASKET_KEY = 'pos:basket';

export interface StoredBasket {
  lines: SaleLine[];
  saleKey: string;
}

export function readBasket(): StoredBasket | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BASKET_KEY) ?? 'null') as StoredBasket | null;
    return stored && Array.isArray(stored.lines) && typeof stored.saleKey === 'string'
      ? stored
      : null;
  } catch {
    return null;
  }
}

export function writeBasket(basket: StoredBasket): void {
  try {
    if (basket.lines.length === 0) sessionStorage.removeItem(BASKET_KEY);
    else sessionStorage.setItem(BASKET_KEY, JSON.stringify(basket));
  } catch {
    // Storage full or switched off: the basket still works, it only will not survive a reload.
  }
}

/** A fresh idempotency key for the next sale. */
export function newSaleKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
