import type { CartItem, CartState, CartProduct } from '@shop/shared';
import { fakeApi, resetBus, type FakeApi } from '@shop/shared/testing';

const STORAGE_KEY = 'circuithaat.cart';

const cpu: CartProduct = {
  id: 'p-cpu',
  name: 'Ryzen 7 7800X3D',
  slug: 'ryzen-7-7800x3d',
  image: '/img/cpu.webp',
  category: 'processor',
  price: 32500,
  oldPrice: 35000,
};
const ram: CartProduct = {
  id: 'p-ram',
  name: 'Kingston Fury 32 GB DDR5',
  slug: 'kingston-fury-32gb-ddr5',
  image: '/img/ram.webp',
  category: 'ram',
  price: 9800,
};
const mouse: CartProduct = {
  id: 'p-mouse',
  name: 'Logitech G102',
  slug: 'logitech-g102',
  image: '/img/mouse.webp',
  category: 'mouse',
  price: 1750,
};

/**
 * A page load: a fresh module registry and a fresh bus, so the cart remote starts from
 * what localStorage holds, like after a reload.
 */
async function loadPage() {
  jest.resetModules();
  resetBus();
  const shared = await import('@shop/shared');
  const store = await import('./cart-store');
  return { shared, store, bus: shared.getBus() };
}

type Page = Awaited<ReturnType<typeof loadPage>>;

/** Loads the page and starts the cart owner, as the cart widget does on mount. */
async function startPage(): Promise<Page & { stop: () => void }> {
  const page = await loadPage();
  const stop = page.store.startCartOwner();
  return { ...page, stop };
}

/**
 * What another remote (catalog, PC Builder) does: send cart:add-items on the bus. Waits
 * until the cart has taken them (each add asks the stock check first).
 */
async function add(page: Page, ...items: [CartProduct, number][]) {
  const delivery = await page.bus.send(page.shared.cartAddItems, {
    items: items.map(([product, quantity]) => ({ product, quantity })),
  });
  await page.store.whenIdle();
  return delivery;
}

/** Units in stock per product id, as the API's stock check answers; 1000 when not set. */
let stock: Record<string, number> = {};
let stockCalls: string[] = [];
let stockDown = false;
let api: FakeApi;

function serveStockChecks() {
  api = fakeApi({
    'GET /api/v1/inventory/*/check': (call) => {
      stockCalls.push(`${call.path}${call.url.search}`);
      if (stockDown) return 'network-error';
      const id = decodeURIComponent(call.path.split('/')[4] ?? '');
      const quantity = Number(call.query.get('quantity') ?? '1');
      const units = stock[id] ?? 1000;
      return { status: 200, body: { available: units >= quantity, stock: units } };
    },
  });
}

const cart = (page: Page): CartState => page.bus.current(page.shared.cartState);
const quantities = (page: Page) => cart(page).items.map((item) => [item.id, item.quantity]);
const stored = (): CartItem[] =>
  JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as CartItem[];

beforeEach(() => {
  localStorage.clear();
  stock = {};
  stockCalls = [];
  stockDown = false;
  serveStockChecks();
});
afterEach(() => {
  jest.useRealTimers();
  api.restore();
});

describe('cart rules through the bus (docs/product.md#states)', () => {
  it('starts empty with count 0 and total 0', async () => {
    const page = await startPage();
    expect(cart(page)).toEqual({ items: [], count: 0, productTotal: 0, currency: 'BDT' });
  });

  it('adds a new product with the quantity sent', async () => {
    const page = await startPage();
    await expect(add(page, [cpu, 2])).resolves.toEqual({ status: 'delivered' });

    expect(cart(page).items).toEqual([{ id: cpu.id, product: cpu, quantity: 2 }]);
    expect(cart(page).count).toBe(2);
    expect(cart(page).productTotal).toBe(65000);
  });

  it('raises the quantity of a product already in the cart instead of adding a second line', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    await add(page, [cpu, 1]);
    expect(quantities(page)).toEqual([[cpu.id, 2]]);

    await add(page, [cpu, 3]);
    expect(quantities(page)).toEqual([[cpu.id, 5]]);
  });

  it('keeps count = sum of quantities and productTotal = sum of price × quantity', async () => {
    const page = await startPage();
    // The PC Builder sends every chosen part in one command.
    await add(page, [cpu, 1], [ram, 2], [mouse, 3]);
    await add(page, [ram, 1]);

    expect(quantities(page)).toEqual([
      [cpu.id, 1],
      [ram.id, 3],
      [mouse.id, 3],
    ]);
    expect(cart(page).count).toBe(7);
    expect(cart(page).productTotal).toBe(32500 + 3 * 9800 + 3 * 1750);
  });

  it('publishes every change to subscribers of cart:state', async () => {
    const page = await startPage();
    const counts: number[] = [];
    const subscription = page.bus
      .state(page.shared.cartState)
      .subscribe((state) => counts.push(state.count));
    await add(page, [cpu, 1]);
    await add(page, [ram, 2]);
    await page.store.clearCart();
    subscription.unsubscribe();
    expect(counts[0]).toBe(0);
    expect(counts.slice(-3)).toEqual([1, 3, 0]);
  });

  it('sets a quantity directly, but never below 1', async () => {
    const page = await startPage();
    await add(page, [cpu, 2], [ram, 1]);

    await page.store.setQuantity(cpu.id, 4);
    expect(quantities(page)).toEqual([
      [cpu.id, 4],
      [ram.id, 1],
    ]);
    expect(cart(page).count).toBe(5);
    expect(cart(page).productTotal).toBe(4 * 32500 + 9800);

    await page.store.setQuantity(cpu.id, 0);
    expect(quantities(page)).toEqual([
      [cpu.id, 1],
      [ram.id, 1],
    ]);
    await page.store.setQuantity(cpu.id, -3);
    expect(cart(page).items[0]?.quantity).toBe(1);
  });

  it('keeps whole quantities', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    await page.store.setQuantity(cpu.id, 2.7);
    expect(cart(page).items[0]?.quantity).toBe(2);
  });

  it('caps a line at MAX_LINE_QUANTITY', async () => {
    const page = await startPage();
    await add(page, [mouse, 98]);
    await add(page, [mouse, 5]);
    expect(cart(page).items[0]?.quantity).toBe(page.store.MAX_LINE_QUANTITY);
    await page.store.setQuantity(mouse.id, 500);
    expect(cart(page).items[0]?.quantity).toBe(page.store.MAX_LINE_QUANTITY);
  });

  it('setting the quantity of a product not in the cart changes nothing', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    await page.store.setQuantity('nope', 3);
    expect(quantities(page)).toEqual([[cpu.id, 1]]);
  });

  it('removes one item and recomputes the totals', async () => {
    const page = await startPage();
    await add(page, [cpu, 1], [ram, 2]);
    await page.store.removeItem(cpu.id);
    expect(quantities(page)).toEqual([[ram.id, 2]]);
    expect(cart(page).count).toBe(2);
    expect(cart(page).productTotal).toBe(19600);
  });

  it('clears the cart', async () => {
    const page = await startPage();
    await add(page, [cpu, 1], [ram, 2]);
    await page.store.clearCart();
    expect(cart(page)).toEqual({ items: [], count: 0, productTotal: 0, currency: 'BDT' });
    expect(stored()).toEqual([]);
  });

  it('sets a quantity and removes a line on the commands another remote sends', async () => {
    const page = await startPage();
    await add(page, [cpu, 1], [ram, 1]);
    await expect(
      page.bus.send(page.shared.cartSetQuantity, { id: cpu.id, quantity: 3 }),
    ).resolves.toEqual({ status: 'delivered' });
    await page.store.whenIdle();
    expect(quantities(page)).toEqual([
      [cpu.id, 3],
      [ram.id, 1],
    ]);
    await page.bus.send(page.shared.cartRemoveItem, { id: ram.id });
    await page.store.whenIdle();
    expect(quantities(page)).toEqual([[cpu.id, 3]]);
    expect(stored().map((item) => item.id)).toEqual([cpu.id]);
  });

  it('rejects a bad command and leaves the cart alone', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    await expect(add(page, [ram, 0])).rejects.toThrow(page.shared.BusPayloadError);
    expect(quantities(page)).toEqual([[cpu.id, 1]]);
  });

  it('records the display currency but keeps amounts in taka', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    page.bus.publish(page.shared.shopCurrency, { currency: 'JPY', rate: 1.25 });
    expect(cart(page).currency).toBe('JPY');
    expect(cart(page).productTotal).toBe(32500);
  });

  it('does not rewrite the stored cart when only the display currency changes', async () => {
    const page = await startPage();
    await add(page, [cpu, 1]);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      page.bus.publish(page.shared.shopCurrency, { currency: 'JPY', rate: 1.25 });
      page.bus.publish(page.shared.shopCurrency, { currency: 'BDT', rate: 1.25 });
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('stock limit', () => {
  it('asks the stock check for the quantity the line would reach', async () => {
    const page = await startPage();
    await add(page, [cpu, 2]);
    await add(page, [cpu, 1]);
    expect(stockCalls).toEqual([
      '/api/v1/inventory/p-cpu/check?quantity=2',
      '/api/v1/inventory/p-cpu/check?quantity=3',
    ]);
  });

  it('never adds more than the stock allows, and says how many are left', async () => {
    stock[cpu.id] = 3;
    const page = await startPage();
    await add(page, [cpu, 2]);
    expect(page.store.stockNotice$.getValue()).toBeNull();
    await add(page, [cpu, 5]);
    expect(quantities(page)).toEqual([[cpu.id, 3]]);
    expect(page.store.stockNotice$.getValue()).toMatchObject({
      productId: cpu.id,
      text: 'Only 3 left in stock',
    });
  });

  it('the stepper stops at the stock too, and lowering needs no check', async () => {
    stock[ram.id] = 2;
    const page = await startPage();
    await add(page, [ram, 1]);
    await page.store.setQuantity(ram.id, 2);
    await page.store.setQuantity(ram.id, 3);
    expect(quantities(page)).toEqual([[ram.id, 2]]);
    expect(page.store.stockNotice$.getValue()?.text).toBe('Only 2 left in stock');
    const calls = stockCalls.length;
    await page.store.setQuantity(ram.id, 1);
    expect(quantities(page)).toEqual([[ram.id, 1]]);
    expect(stockCalls).toHaveLength(calls);
  });

  it('does not add a product that is out of stock', async () => {
    stock[mouse.id] = 0;
    const page = await startPage();
    await add(page, [mouse, 1]);
    expect(cart(page).items).toEqual([]);
    expect(page.store.stockNotice$.getValue()?.text).toBe('Logitech G102 is out of stock');
  });

  it('falls back to available (stock 100) when the check fails, as docs/product.md#api-calls says', async () => {
    stockDown = true;
    const page = await startPage();
    await add(page, [cpu, 4]);
    expect(quantities(page)).toEqual([[cpu.id, 4]]);
    expect(page.store.stockNotice$.getValue()).toBeNull();
  });

  it('two quick adds build on each other, in order', async () => {
    stock[cpu.id] = 5;
    const page = await startPage();
    const first = page.bus.send(page.shared.cartAddItems, {
      items: [{ product: cpu, quantity: 3 }],
    });
    const second = page.bus.send(page.shared.cartAddItems, {
      items: [{ product: cpu, quantity: 3 }],
    });
    await Promise.all([first, second]);
    await page.store.whenIdle();
    expect(quantities(page)).toEqual([[cpu.id, 5]]);
    expect(page.store.stockNotice$.getValue()?.text).toBe('Only 5 left in stock');
  });
});

describe('cart persistence (docs/product.md D7)', () => {
  it('saves the cart to localStorage on every change', async () => {
    const page = await startPage();
    await add(page, [cpu, 2]);
    expect(stored()).toEqual([{ id: cpu.id, product: cpu, quantity: 2 }]);
    await page.store.setQuantity(cpu.id, 3);
    expect(stored()[0]?.quantity).toBe(3);
    await page.store.removeItem(cpu.id);
    expect(stored()).toEqual([]);
  });

  it('restores the saved cart in a fresh owner after a reload', async () => {
    const first = await startPage();
    await add(first, [cpu, 1], [ram, 2]);
    first.stop();

    const reloaded = await loadPage();
    // Before the owner starts, the fresh bus has the empty initial state.
    expect(cart(reloaded).count).toBe(0);
    reloaded.store.startCartOwner();
    expect(cart(reloaded)).toEqual({
      items: [
        { id: cpu.id, product: cpu, quantity: 1 },
        { id: ram.id, product: ram, quantity: 2 },
      ],
      count: 3,
      productTotal: 32500 + 2 * 9800,
      currency: 'BDT',
    });

    // And it keeps working from there.
    await add(reloaded, [cpu, 1]);
    expect(cart(reloaded).count).toBe(4);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an object instead of a list', '{"items":[]}'],
    ['items without a product', '[{"id":"p1","quantity":1}]'],
    ['a negative quantity', JSON.stringify([{ id: 'p-cpu', product: cpu, quantity: -2 }])],
    [
      'a product without a price',
      JSON.stringify([{ id: 'p-cpu', product: { ...cpu, price: undefined }, quantity: 1 }]),
    ],
    ['null', 'null'],
  ])('ignores a corrupt stored cart (%s) and starts empty', async (_label, raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    const page = await loadPage();
    expect(() => page.store.startCartOwner()).not.toThrow();
    expect(cart(page)).toEqual({ items: [], count: 0, productTotal: 0, currency: 'BDT' });
    // The shopper is told the saved cart could not be kept.
    expect(page.store.stockNotice$.getValue()?.text).toBe(page.store.CART_NOT_RESTORED);

    await add(page, [mouse, 1]);
    expect(stored()).toEqual([{ id: mouse.id, product: mouse, quantity: 1 }]);
  });

  it('keeps working when localStorage is blocked', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const page = await startPage();
      await add(page, [cpu, 1]);
      expect(cart(page).count).toBe(1);
      expect(page.store.stockNotice$.getValue()?.text).toBe(page.store.CART_NOT_SAVED);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});

describe('cart owner lifecycle', () => {
  it('cart:open opens the drawer', async () => {
    const page = await startPage();
    expect(page.store.drawerOpen$.getValue()).toBe(false);
    await expect(page.bus.send(page.shared.cartOpen, {})).resolves.toEqual({ status: 'delivered' });
    expect(page.store.drawerOpen$.getValue()).toBe(true);
  });

  it('a command sent while the cart remote is still loading reaches it once it starts', async () => {
    jest.useFakeTimers();
    const page = await loadPage();
    const sent = add(page, [cpu, 1]);
    await jest.advanceTimersByTimeAsync(200);
    page.store.startCartOwner();
    await expect(sent).resolves.toEqual({ status: 'delivered' });
    expect(quantities(page)).toEqual([[cpu.id, 1]]);
  });

  it('tells the sender when no cart owner is alive', async () => {
    jest.useFakeTimers();
    const page = await loadPage();
    const sent = page.bus.send(page.shared.cartOpen, {}, { waitForOwnerMs: 100 });
    await jest.advanceTimersByTimeAsync(100);
    await expect(sent).resolves.toEqual({ status: 'no-owner', topic: 'cart:open' });
    expect(page.store.drawerOpen$.getValue()).toBe(false);
  });

  it('stays the owner while any mount remains, and stops handling commands after the last one', async () => {
    jest.useFakeTimers();
    const page = await loadPage();
    const stopFirst = page.store.startCartOwner();
    const stopSecond = page.store.startCartOwner();

    stopFirst();
    expect(page.bus.hasOwner(page.shared.cartAddItems)).toBe(true);
    await add(page, [cpu, 1]);
    // One owner registered, so one line, not two.
    expect(quantities(page)).toEqual([[cpu.id, 1]]);

    stopSecond();
    expect(page.bus.hasOwner(page.shared.cartAddItems)).toBe(false);
    expect(page.bus.hasOwner(page.shared.cartOpen)).toBe(false);
  });
});
