import type { User } from '../types/domain';
import { authSession, authSignInRequested, authTokensRefreshed, type AuthSession } from './auth';
import { BusPayloadError, DEFAULT_WAIT_FOR_OWNER_MS, EventBus, getBus, type Delivery } from './bus';
import {
  MAX_LINE_QUANTITY,
  cartAddItems,
  cartOpen,
  cartSetQuantity,
  cartState,
  type CartAddItems,
  type CartState,
} from './cart';
import { DEFAULT_JPY_PER_BDT, shopCurrency, type CurrencyState } from './shop';
import type { StateTopic } from './topic';

const BUS_KEY = Symbol.for('shop.bus');

const product = {
  id: 'p1',
  name: 'Ryzen 7 7800X3D',
  slug: 'ryzen-7-7800x3d',
  image: '/img/p1.webp',
  category: 'processor',
  price: 32500,
};

const user: User = {
  id: 'u1',
  email: 'rahim@example.com',
  name: 'rahim',
  user_ref: 'REF-1',
  phoneNumber: null,
  isVerified: true,
};

const addOne: CartAddItems = { items: [{ product, quantity: 1 }] };

/** Bad payloads, cast to the topic's type as an untyped caller (another remote's copy) would send them. */
const bad = <T>(value: unknown): T => value as T;

/** Records every value a state topic shows to a subscriber. */
function watch<T>(bus: EventBus, topic: StateTopic<T>): { values: T[]; stop: () => void } {
  const values: T[] = [];
  const subscription = bus.state(topic).subscribe((value) => values.push(value));
  return { values, stop: () => subscription.unsubscribe() };
}

describe('state topics', () => {
  it('show their initial value to a subscriber before anything is published', () => {
    const bus = new EventBus();
    const cart = watch<CartState>(bus, cartState);
    const currency = watch<CurrencyState>(bus, shopCurrency);
    const session = watch<AuthSession>(bus, authSession);

    expect(cart.values).toEqual([{ items: [], count: 0, productTotal: 0, currency: 'BDT' }]);
    expect(currency.values).toEqual([{ currency: 'BDT', rate: DEFAULT_JPY_PER_BDT }]);
    expect(session.values).toEqual([{ user: null, loading: true }]);
    expect(bus.current(cartState).count).toBe(0);
  });

  it('give a late subscriber the current value at once, then every change', () => {
    const bus = new EventBus();
    bus.publish(shopCurrency, { currency: 'JPY', rate: 1.3 });

    const late = watch<CurrencyState>(bus, shopCurrency);
    expect(late.values).toEqual([{ currency: 'JPY', rate: 1.3 }]);

    bus.publish(shopCurrency, { currency: 'BDT', rate: 1.3 });
    expect(late.values).toEqual([
      { currency: 'JPY', rate: 1.3 },
      { currency: 'BDT', rate: 1.3 },
    ]);
    expect(bus.current(shopCurrency)).toEqual({ currency: 'BDT', rate: 1.3 });
    late.stop();
  });

  it('accept a valid cart state and a signed-in session', () => {
    const bus = new EventBus();
    const state: CartState = {
      items: [{ id: 'p1', product, quantity: 2 }],
      count: 2,
      productTotal: 65000,
      currency: 'BDT',
    };
    bus.publish(cartState, state);
    bus.publish(authSession, { user, loading: false });
    expect(bus.current(cartState)).toEqual(state);
    expect(bus.current(authSession)).toEqual({ user, loading: false });
  });
});

describe('publish with a bad payload', () => {
  const goodCart: CartState = {
    items: [{ id: 'p1', product, quantity: 1 }],
    count: 1,
    productTotal: 32500,
    currency: 'BDT',
  };

  it.each<[string, unknown]>([
    ['a negative count', { ...goodCart, count: -1 }],
    ['a fractional count', { ...goodCart, count: 1.5 }],
    ['a negative product total', { ...goodCart, productTotal: -10 }],
    ['an unknown currency', { ...goodCart, currency: 'USD' }],
    ['missing items', { count: 0, productTotal: 0, currency: 'BDT' }],
    ['an item with quantity 0', { ...goodCart, items: [{ id: 'p1', product, quantity: 0 }] }],
    [
      'an item whose product has no price',
      {
        ...goodCart,
        items: [{ id: 'p1', product: { ...product, price: undefined }, quantity: 1 }],
      },
    ],
    ['null', null],
  ])('cart:state with %s throws BusPayloadError and keeps the state', (_label, payload) => {
    const bus = new EventBus();
    bus.publish(cartState, goodCart);
    const seen = watch<CartState>(bus, cartState);

    expect(() => bus.publish(cartState, bad<CartState>(payload))).toThrow(BusPayloadError);
    expect(bus.current(cartState)).toEqual(goodCart);
    expect(seen.values).toEqual([goodCart]);
  });

  it.each<[string, unknown]>([
    ["currency 'USD'", { currency: 'USD', rate: 1.25 }],
    ['a zero rate', { currency: 'JPY', rate: 0 }],
    ['a negative rate', { currency: 'JPY', rate: -1 }],
    ['a missing rate', { currency: 'JPY' }],
    ['a rate given as text', { currency: 'JPY', rate: '1.25' }],
  ])('shop:currency with %s throws BusPayloadError and keeps the state', (_label, payload) => {
    const bus = new EventBus();
    expect(() => bus.publish(shopCurrency, bad<CurrencyState>(payload))).toThrow(BusPayloadError);
    expect(bus.current(shopCurrency)).toEqual({ currency: 'BDT', rate: DEFAULT_JPY_PER_BDT });
  });

  it.each<[string, unknown]>([
    ['a missing loading flag', { user: null }],
    ['a missing user', { loading: false }],
    ['a user without an id', { user: { ...user, id: undefined }, loading: false }],
    ['a user without an email', { user: { ...user, email: undefined }, loading: false }],
    ['a loading flag given as text', { user: null, loading: 'no' }],
  ])('auth:session with %s throws BusPayloadError and keeps the state', (_label, payload) => {
    const bus = new EventBus();
    bus.publish(authSession, { user, loading: false });
    expect(() => bus.publish(authSession, bad<AuthSession>(payload))).toThrow(BusPayloadError);
    expect(bus.current(authSession)).toEqual({ user, loading: false });
  });

  it('names the topic in the error', () => {
    const bus = new EventBus();
    let caught: unknown;
    try {
      bus.publish(shopCurrency, bad<CurrencyState>({ currency: 'USD', rate: 1 }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BusPayloadError);
    expect(caught).toBeInstanceOf(TypeError);
    expect((caught as BusPayloadError).topic).toBe('shop:currency');
    expect((caught as BusPayloadError).message).toContain('shop:currency');
  });
});

describe('commands', () => {
  afterEach(() => jest.useRealTimers());

  it('are delivered at once to a live owner', async () => {
    const bus = new EventBus();
    const handler = jest.fn();
    bus.handle(cartAddItems, handler);

    await expect(bus.send(cartAddItems, addOne)).resolves.toEqual({ status: 'delivered' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(addOne);
  });

  it("tell the sender 'no-owner' after waitForOwnerMs when nobody handles them, and deliver nothing later", async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let result: Delivery | undefined;
    void bus
      .send(cartAddItems, addOne, { waitForOwnerMs: 500 })
      .then((delivery) => (result = delivery));

    await jest.advanceTimersByTimeAsync(499);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'no-owner', topic: 'cart:add-items' });

    // An owner that shows up afterwards never receives the command that was given up on.
    const late = jest.fn();
    bus.handle(cartAddItems, late);
    await jest.advanceTimersByTimeAsync(5000);
    expect(late).not.toHaveBeenCalled();
  });

  it('wait DEFAULT_WAIT_FOR_OWNER_MS (3 s) by default', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let result: Delivery | undefined;
    void bus.send(cartOpen, {}).then((delivery) => (result = delivery));

    await jest.advanceTimersByTimeAsync(DEFAULT_WAIT_FOR_OWNER_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ status: 'no-owner', topic: 'cart:open' });
  });

  it('reach an owner that registers while the sender waits', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let result: Delivery | undefined;
    void bus
      .send(cartAddItems, addOne, { waitForOwnerMs: 1000 })
      .then((delivery) => (result = delivery));

    await jest.advanceTimersByTimeAsync(300);
    const handler = jest.fn();
    bus.handle(cartAddItems, handler);
    await jest.advanceTimersByTimeAsync(0);

    expect(result).toEqual({ status: 'delivered' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(addOne);

    // The abandoned timer does not deliver a second copy.
    await jest.advanceTimersByTimeAsync(2000);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('do not wait for an owner of a different topic', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    let result: Delivery | undefined;
    void bus.send(cartOpen, {}, { waitForOwnerMs: 100 }).then((delivery) => (result = delivery));

    const other = jest.fn();
    bus.handle(cartAddItems, other);
    await jest.advanceTimersByTimeAsync(100);

    expect(result).toEqual({ status: 'no-owner', topic: 'cart:open' });
    expect(other).not.toHaveBeenCalled();
  });

  it('no longer reach an owner that unregistered', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    const handler = jest.fn();
    const unregister = bus.handle(authSignInRequested, handler);
    expect(bus.hasOwner(authSignInRequested)).toBe(true);

    unregister();
    expect(bus.hasOwner(authSignInRequested)).toBe(false);

    let result: Delivery | undefined;
    void bus
      .send(authSignInRequested, { reason: 'checkout' }, { waitForOwnerMs: 50 })
      .then((d) => (result = d));
    await jest.advanceTimersByTimeAsync(50);

    expect(result).toEqual({ status: 'no-owner', topic: 'auth:sign-in-requested' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keep reaching the remaining owner when one of two unregisters', async () => {
    const bus = new EventBus();
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = bus.handle(cartOpen, first);
    bus.handle(cartOpen, second);
    offFirst();

    await expect(bus.send(cartOpen, {})).resolves.toEqual({ status: 'delivered' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ['no items', { items: [] }],
    ['quantity 0', { items: [{ product, quantity: 0 }] }],
    ['a negative quantity', { items: [{ product, quantity: -2 }] }],
    ['a fractional quantity', { items: [{ product, quantity: 1.5 }] }],
    ['a quantity over the line limit', { items: [{ product, quantity: MAX_LINE_QUANTITY + 1 }] }],
    [
      'a product without a slug',
      { items: [{ product: { ...product, slug: undefined }, quantity: 1 }] },
    ],
    [
      'a product with a negative price',
      { items: [{ product: { ...product, price: -1 }, quantity: 1 }] },
    ],
    ['no payload', undefined],
  ])(
    'reject a cart:add-items with %s with BusPayloadError and deliver nothing',
    async (_label, payload) => {
      const bus = new EventBus();
      const handler = jest.fn();
      bus.handle(cartAddItems, handler);

      await expect(bus.send(cartAddItems, bad<CartAddItems>(payload))).rejects.toBeInstanceOf(
        BusPayloadError,
      );
      expect(handler).not.toHaveBeenCalled();
    },
  );

  it('take quantities up to the one line limit and refuse a set-quantity beyond it', async () => {
    const bus = new EventBus();
    const add = jest.fn();
    const set = jest.fn();
    bus.handle(cartAddItems, add);
    bus.handle(cartSetQuantity, set);
    const full = { items: [{ product, quantity: MAX_LINE_QUANTITY }] };
    await expect(bus.send(cartAddItems, full)).resolves.toEqual({ status: 'delivered' });
    expect(add).toHaveBeenCalledWith(full);
    await expect(
      bus.send(cartSetQuantity, { id: 'p1', quantity: MAX_LINE_QUANTITY + 1 }),
    ).rejects.toBeInstanceOf(BusPayloadError);
    expect(set).not.toHaveBeenCalled();
  });

  it('reject a bad payload at once, even with no owner (no waiting)', async () => {
    jest.useFakeTimers();
    const bus = new EventBus();
    const sent = bus.send(authSignInRequested, bad<{ returnTo?: string }>({ returnTo: 42 }));
    await expect(sent).rejects.toThrow(BusPayloadError);
  });
});

describe('signals', () => {
  it('reach every listener and need no owner', () => {
    const bus = new EventBus();
    const first = jest.fn();
    const second = jest.fn();
    const a = bus.on(authTokensRefreshed).subscribe(first);
    const b = bus.on(authTokensRefreshed).subscribe(second);

    expect(() => bus.emit(authTokensRefreshed, { at: 1 })).not.toThrow();
    expect(first).toHaveBeenCalledWith({ at: 1 });
    expect(second).toHaveBeenCalledWith({ at: 1 });

    b.unsubscribe();
    bus.emit(authTokensRefreshed, { at: 2 });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    a.unsubscribe();
  });

  it('are not replayed to a listener that subscribes later', () => {
    const bus = new EventBus();
    bus.emit(authTokensRefreshed, { at: 1 });
    const late = jest.fn();
    bus.on(authTokensRefreshed).subscribe(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('throw BusPayloadError on a bad payload and reach nobody', () => {
    const bus = new EventBus();
    const listener = jest.fn();
    bus.on(authTokensRefreshed).subscribe(listener);
    expect(() => bus.emit(authTokensRefreshed, bad<{ at: number }>({ at: 'now' }))).toThrow(
      BusPayloadError,
    );
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('getBus', () => {
  it('returns one instance, pinned at globalThis[Symbol.for("shop.bus")]', () => {
    const bus = getBus();
    expect(getBus()).toBe(bus);
    expect((globalThis as Record<symbol, unknown>)[BUS_KEY]).toBe(bus);
  });

  it('is joined by a second copy of the module instead of splitting the page', async () => {
    const bus = getBus();
    const handler = jest.fn();
    const off = bus.handle(cartOpen, handler);
    bus.publish(shopCurrency, { currency: 'JPY', rate: 1.4 });

    await jest.isolateModulesAsync(async () => {
      const copy = await import('./bus');
      const shop = await import('./shop');
      const cart = await import('./cart');

      // A different module instance (its own EventBus class), the same bus.
      expect(copy.EventBus).not.toBe(EventBus);
      expect(copy.getBus()).toBe(bus);
      expect(copy.bus).toBe(bus);
      expect(copy.getBus().current(shop.shopCurrency)).toEqual({ currency: 'JPY', rate: 1.4 });
      await expect(copy.bus.send(cart.cartOpen, {})).resolves.toEqual({ status: 'delivered' });
    });

    expect(handler).toHaveBeenCalledTimes(1);
    off();
    bus.publish(shopCurrency, { currency: 'BDT', rate: DEFAULT_JPY_PER_BDT });
  });

  it('a copy loaded first creates the bus that later copies join', async () => {
    const holder = globalThis as Record<symbol, unknown>;
    const original = holder[BUS_KEY];
    delete holder[BUS_KEY];
    try {
      let first: unknown;
      await jest.isolateModulesAsync(async () => {
        first = (await import('./bus')).bus;
      });
      expect(holder[BUS_KEY]).toBe(first);
      await jest.isolateModulesAsync(async () => {
        expect((await import('./bus')).bus).toBe(first);
      });
    } finally {
      holder[BUS_KEY] = original;
    }
  });
});
