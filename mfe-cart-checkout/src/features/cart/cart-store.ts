import { BehaviorSubject } from 'rxjs';
import {
  cartAddItems,
  cartOpen,
  cartRemoveItem,
  cartSetQuantity,
  cartState,
  getBus,
  shopCurrency,
  type CartItem,
  type CartState,
  type Product,
} from '@shop/shared';

// The cart remote alone writes the cart (spec §4 rules, kept in localStorage: decisions 7)
// and publishes it as cart:state.
export const CART_STORAGE_KEY = 'circuithaat.cart';
export const MAX_LINE_QUANTITY = 99;

const bus = getBus();
export const drawerOpen$ = new BehaviorSubject(false);

function summarize(items: CartItem[]): CartState {
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    productTotal: items.reduce((sum, item) => sum + item.product.price * item.quantity, 0),
    currency: bus.current(shopCurrency).currency,
  };
}

function save(items: CartItem[]) {
  const state = summarize(items);
  bus.publish(cartState, state);
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page.
  }
}

function loadSaved(): CartItem[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    const candidate = summarize(Array.isArray(parsed) ? parsed : []);
    // A damaged or outdated entry is dropped rather than published half-valid.
    return cartState.guard(candidate) ? candidate.items : [];
  } catch {
    return [];
  }
}

const items = (): CartItem[] => bus.current(cartState).items;

export function addProduct(product: Product, quantity = 1) {
  const existing = items().find((item) => item.product.id === product.id);
  save(
    existing
      ? items().map((item) =>
          item === existing
            ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + quantity) }
            : item,
        )
      : [...items(), { id: product.id, product, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }],
  );
}

/** Minimum 1: the stepper's minus at 1 removes the line instead (spec §2). */
export function setQuantity(id: string, quantity: number) {
  const next = Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));
  save(items().map((item) => (item.id === id ? { ...item, quantity: next } : item)));
}

export function removeItem(id: string) {
  save(items().filter((item) => item.id !== id));
}

export function clearCart() {
  save([]);
}

let owners = 0;
let release: (() => void) | null = null;

/** Restores the saved cart and starts handling cart commands. Safe to call from several mounts. */
export function startCartOwner(): () => void {
  owners += 1;
  if (owners === 1) {
    save(loadSaved());
    const offAdd = bus.handle(cartAddItems, ({ items: added }) => {
      for (const { product, quantity } of added) addProduct(product, quantity);
    });
    const offOpen = bus.handle(cartOpen, () => drawerOpen$.next(true));
    const offSet = bus.handle(cartSetQuantity, ({ id, quantity }) => setQuantity(id, quantity));
    const offRemove = bus.handle(cartRemoveItem, ({ id }) => removeItem(id));
    const currency = bus.state(shopCurrency).subscribe(() => save(items()));
    release = () => {
      offAdd();
      offOpen();
      offSet();
      offRemove();
      currency.unsubscribe();
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    owners -= 1;
    if (owners === 0) release?.();
  };
}
