import type { AuthSession, ProductSummary, User } from '@shop/shared';
import { apiError, fakeApi, resetPage, type FakeApi } from '@shop/shared/testing';
import { addLocalWish, readLocalWishes } from './local-wishlist';
import { resetWished, wishedNow } from './wished-set';
import { followSession, loadItems, resetWishlistSync, setWish, toggle } from './wishlist-sync';

// The wishlist's two homes: the browser while signed out, the account once signed in,
// and the merge at sign-in that moves the one into the other.

const user = { id: 'u1', email: 'rina@example.com', name: 'Rina' } as unknown as User;
const signedIn: AuthSession = { user, loading: false };
const signedOut: AuthSession = { user: null, loading: false };
const product = (slug: string, price = 1000) =>
  ({ id: `id-${slug}`, slug, name: slug, price, stock: true }) as ProductSummary;
const item = (slug: string, priceWhenAdded = 1000) => ({
  product: product(slug),
  priceWhenAdded,
  addedAt: '2026-11-20T10:00:00.000Z',
});

let api: FakeApi | undefined;
const settled = () => loadItems(signedOut).catch(() => undefined);

beforeEach(() => {
  resetPage();
  resetWished();
  resetWishlistSync();
});
afterEach(() => api?.restore());

/** Waits for the steps queued so far (they run one after another). */
async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

test('signed out, a heart keeps the product in the browser with its price and time', async () => {
  api = fakeApi({});
  await toggle(product('rtx-4060', 41000));
  expect([...wishedNow()]).toEqual(['rtx-4060']);
  expect(readLocalWishes()).toEqual([
    expect.objectContaining({ slug: 'rtx-4060', price: 41000, currency: 'BDT' }),
  ]);
  await toggle(product('rtx-4060', 41000));
  expect(readLocalWishes()).toEqual([]);
  expect(api.calls).toHaveLength(0);
});

test('at sign-in the browser’s list is merged into the account and cleared here', async () => {
  addLocalWish('ryzen-5-7600', 28500, new Date('2026-11-20T10:00:00Z'));
  addLocalWish('rtx-4060', 41000, new Date('2026-11-21T10:00:00Z'));
  api = fakeApi({
    'POST /api/v1/wishlist/merge': {
      status: 200,
      body: { items: [item('rtx-4060'), item('ryzen-5-7600'), item('from-account')], max: 200 },
    },
  });
  followSession(signedIn);
  await flush();
  expect(api.callsTo('/api/v1/wishlist/merge')[0]!.body).toEqual({
    items: [
      { product: 'rtx-4060', addedAt: '2026-11-21T10:00:00.000Z', priceWhenAdded: 41000 },
      { product: 'ryzen-5-7600', addedAt: '2026-11-20T10:00:00.000Z', priceWhenAdded: 28500 },
    ],
  });
  expect(readLocalWishes()).toEqual([]);
  expect([...wishedNow()].sort()).toEqual(['from-account', 'rtx-4060', 'ryzen-5-7600']);
});

test('a merge that fails keeps the browser’s list for the next try', async () => {
  addLocalWish('rtx-4060', 41000);
  api = fakeApi({ 'POST /api/v1/wishlist/merge': 'network-error' });
  followSession(signedIn);
  await flush();
  expect(readLocalWishes().map((wish) => wish.slug)).toEqual(['rtx-4060']);
});

test('signed in with nothing to merge, the account’s list is read; hearts go to the API', async () => {
  api = fakeApi({
    'GET /api/v1/wishlist': { status: 200, body: { items: [item('a')], max: 200 } },
    'PUT /api/v1/wishlist/b': { status: 200, body: item('b') },
    'DELETE /api/v1/wishlist/a': { status: 204 },
  });
  followSession(signedIn);
  await flush();
  expect(api.callsTo('/api/v1/wishlist/merge')).toHaveLength(0);
  expect([...wishedNow()]).toEqual(['a']);
  await toggle(product('b'));
  await setWish(product('a'), false);
  expect([...wishedNow()]).toEqual(['b']);
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /api/v1/wishlist',
    'PUT /api/v1/wishlist/b',
    'DELETE /api/v1/wishlist/a',
  ]);
  expect(readLocalWishes()).toEqual([]);
});

test('a refused save puts the heart back', async () => {
  api = fakeApi({
    'GET /api/v1/wishlist': { status: 200, body: { items: [], max: 200 } },
    'PUT /api/v1/wishlist/c': apiError(409, 'WISHLIST_FULL', 'Your wishlist holds at most 200'),
  });
  followSession(signedIn);
  await flush();
  await expect(toggle(product('c'))).rejects.toBeDefined();
  expect(wishedNow().has('c')).toBe(false);
});

test('after sign-out the hearts are the browser’s again (the account’s stay in the account)', async () => {
  api = fakeApi({
    'GET /api/v1/wishlist': { status: 200, body: { items: [item('a')], max: 200 } },
  });
  followSession(signedIn);
  await flush();
  followSession(signedOut);
  await settled();
  expect([...wishedNow()]).toEqual([]);
});

test('the signed-out page lists the browser’s products as they are now, with the price when added', async () => {
  addLocalWish('rtx-4060', 41000, new Date('2026-11-21T10:00:00Z'));
  addLocalWish('gone', 5, new Date('2026-11-21T10:00:00Z'));
  api = fakeApi({
    'GET /api/v1/wishlist/products': { status: 200, body: { items: [product('rtx-4060', 39000)] } },
  });
  const items = await loadItems(signedOut);
  expect(api.calls[0]!.query.getAll('ref').sort()).toEqual(['gone', 'rtx-4060']);
  expect(items).toEqual([
    {
      product: product('rtx-4060', 39000),
      priceWhenAdded: 41000,
      addedAt: '2026-11-21T10:00:00.000Z',
    },
  ]);
});
