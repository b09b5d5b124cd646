import { BehaviorSubject } from 'rxjs';
import {
  MAX_LINE_QUANTITY,
  api,
  cartAddItems,
  cartOpen,
  cartRemoveItem,
  cartSetQuantity,
  cartState,
  getBus,
  shopCurrency,
  type CartItem,
  type CartProduct,
  type CartState,
  type ProductSummary,
  type StockCheck,
} from '@shop/shared';

// The cart remote alone writes the cart (docs/product.md#states rules, kept in localStorage: D7)
// and publishes it as cart:state. A line never holds more than the stock allows: adding
// or raising asks the API first.
export const CART_STORAGE_KEY = 'circuithaat.cart';
export { MAX_LINE_QUANTITY };
/** docs/product.md#api-calls: a stock check that fails counts as available, with 100 in stock. */
export const STOCK_FALLBACK: StockCheck = { available: true, stock: 100 };
const STOCK_CHECK_TIMEOUT_MS = 8_000;

const bus = getBus();
export const drawerOpen$ = new BehaviorSubject(false);

export interface StockNotice {
  productId: string;
  text: string;
  /** The notice in the cart's catalog (messages/), for the page's language. */
  message?: { id: string; values: Record<string, string | number> };
  /** Tells two equal notices apart, so the second one shows again. */
  at: number;
}

/** The latest 'Only N left in stock' kind of message, for the drawer and the badge. */
export const stockNotice$ = new BehaviorSubject<StockNotice | null>(null);

export function stockMessage(product: Pick<ProductSummary, 'name'>, stock: number): string {
  return stock <= 0 ? `${product.name} is out of stock` : `Only ${stock} left in stock`;
}

/** stockMessage's words as the catalog has them (the page says them in its language). */
export function stockNoticeMessage(
  product: Pick<ProductSummary, 'name'>,
  stock: number,
): NonNullable<StockNotice['message']> {
  return stock <= 0
    ? { id: 'notice.outOfStock', values: { name: product.name } }
    : { id: 'notice.onlyLeft', values: { count: stock } };
}

function summarize(items: CartItem[]): CartState {
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    productTotal: items.reduce((sum, item) => sum + item.product.price * item.quantity, 0),
    currency: bus.current(shopCurrency).currency,
  };
}

/** Said when the browser refuses to store the cart (storage full or turned off). */
export const CART_NOT_SAVED =
  'Your cart could not be saved on this device. It is kept only while this page is open.';
/** Said when a stored cart (damaged, or from an older version) could not be read back. */
export const CART_NOT_RESTORED = 'Your saved cart could not be restored, so it was emptied.';
export const CART_PARTLY_RESTORED = 'Some items of your saved cart could not be restored.';

let toldNotSaved = false;
function tell(text: string) {
  stockNotice$.next({ productId: '', text, at: Date.now() });
}

function save(items: CartItem[]) {
  bus.publish(cartState, summarize(items));
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page, and the shopper is
    // told once that it will not outlive it.
    if (!toldNotSaved) tell(CART_NOT_SAVED);
    toldNotSaved = true;
  }
}

function loadSaved(): CartItem[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage turned off: there is nothing to restore; saving will say so.
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 0) return [];
  const lines = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  // Each line is judged alone: a damaged or outdated one is dropped rather than
  // published half-valid, and the shopper is told what was not kept.
  const kept = lines.filter((line): line is CartItem => {
    try {
      return cartState.guard(summarize([line as CartItem]));
    } catch {
      return false;
    }
  });
  if (kept.length === 0) tell(CART_NOT_RESTORED);
  else if (kept.length < lines.length || !Array.isArray(parsed)) tell(CART_PARTLY_RESTORED);
  if (kept.length !== lines.length || !Array.isArray(parsed)) {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Reported when the next change cannot be saved either.
    }
  }
  return kept;
}

const items = (): CartItem[] => bus.current(cartState).items;
const clamp = (quantity: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));

// Changes run one after another: each may wait for a stock check, and a second click
// must build on the first one's result, not on the cart as it was before both.
let queue: Promise<void> = Promise.resolve();
function enqueue(change: () => void | Promise<void>): Promise<void> {
  const next = queue.then(change).catch(() => undefined);
  queue = next;
  return next;
}

/** Resolves once every cart change asked for so far is done (stock checks included). */
export function whenIdle(): Promise<void> {
  return queue;
}

async function checkStock(productId: string, quantity: number): Promise<StockCheck> {
  try {
    return await api.get<StockCheck>(`/api/v1/inventory/${encodeURIComponent(productId)}/check`, {
      query: { quantity },
      timeoutMs: STOCK_CHECK_TIMEOUT_MS,
    });
  } catch {
    return STOCK_FALLBACK;
  }
}

/** How many of `wanted` the stock allows; tells the shopper when it is fewer. */
async function allowed(product: CartProduct, wanted: number): Promise<number> {
  const check = await checkStock(product.id, wanted);
  if (check.available) return wanted;
  const stock = Math.max(0, Math.min(wanted, check.stock));
  stockNotice$.next({
    productId: product.id,
    text: stockMessage(product, check.stock),
    message: stockNoticeMessage(product, check.stock),
    at: Date.now(),
  });
  return stock;
}

export function addProduct(product: CartProduct, quantity = 1): Promise<void> {
  return enqueue(async () => {
    const before = items().find((item) => item.product.id === product.id);
    const wanted = Math.min(MAX_LINE_QUANTITY, (before?.quantity ?? 0) + Math.max(1, quantity));
    const granted = await allowed(product, wanted);
    const current = items().find((item) => item.product.id === product.id);
    if (granted <= 0) return;
    save(
      current
        ? items().map((item) => (item === current ? { ...item, quantity: granted } : item))
        : [...items(), { id: product.id, product, quantity: granted }],
    );
  });
}

/** Minimum 1: the stepper's minus at 1 removes the line instead (docs/product.md#screens). */
export function setQuantity(id: string, quantity: number): Promise<void> {
  return enqueue(async () => {
    const line = items().find((item) => item.id === id);
    if (!line) return;
    let next = clamp(quantity);
    if (next > line.quantity) {
      const granted = await allowed(line.product, next);
      if (granted <= line.quantity) return;
      next = granted;
    }
    save(items().map((item) => (item.id === id ? { ...item, quantity: next } : item)));
  });
}

export function removeItem(id: string): Promise<void> {
  return enqueue(() => save(items().filter((item) => item.id !== id)));
}

export function clearCart(): Promise<void> {
  return enqueue(() => save([]));
}

let owners = 0;
let release: (() => void) | null = null;

/** Restores the saved cart and starts handling cart commands. Safe to call from several mounts. */
export function startCartOwner(): () => void {
  owners += 1;
  if (owners === 1) {
    bus.publish(cartState, summarize(loadSaved()));
    const offAdd = bus.handle(cartAddItems, ({ items: added }) => {
      for (const { product, quantity } of added) void addProduct(product, quantity);
    });
    const offOpen = bus.handle(cartOpen, () => drawerOpen$.next(true));
    const offSet = bus.handle(
      cartSetQuantity,
      ({ id, quantity }) => void setQuantity(id, quantity),
    );
    const offRemove = bus.handle(cartRemoveItem, ({ id }) => void removeItem(id));
    // Only the label of the published state changes; the stored cart holds no currency.
    const currency = bus.state(shopCurrency).subscribe(({ currency: shown }) => {
      const state = bus.current(cartState);
      if (state.currency !== shown) bus.publish(cartState, { ...state, currency: shown });
    });
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
