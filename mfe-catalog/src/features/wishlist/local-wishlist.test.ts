import { resetPage } from '@shop/shared/testing';
import {
  addLocalWish,
  clearLocalWishes,
  LOCAL_WISHLIST_KEY,
  MAX_LOCAL_ITEMS,
  readLocalWishes,
  removeLocalWish,
} from './local-wishlist';

// The signed-out wishlist as the browser keeps it: slug, price and currency when added,
// and when.

beforeEach(resetPage);

test('keeps what was added, newest first, with the price and time it was added at', () => {
  addLocalWish('ryzen-5-7600', 28500, new Date('2026-11-20T10:00:00Z'));
  addLocalWish('rtx-4060', 41000, new Date('2026-11-21T10:00:00Z'));
  expect(readLocalWishes()).toEqual([
    { slug: 'rtx-4060', price: 41000, currency: 'BDT', addedAt: '2026-11-21T10:00:00.000Z' },
    { slug: 'ryzen-5-7600', price: 28500, currency: 'BDT', addedAt: '2026-11-20T10:00:00.000Z' },
  ]);
});

test('adding twice keeps the first date and price', () => {
  addLocalWish('rtx-4060', 41000, new Date('2026-11-21T10:00:00Z'));
  expect(addLocalWish('rtx-4060', 39000, new Date('2026-11-25T10:00:00Z'))).toBe(true);
  expect(readLocalWishes()).toEqual([
    { slug: 'rtx-4060', price: 41000, currency: 'BDT', addedAt: '2026-11-21T10:00:00.000Z' },
  ]);
});

test('removes one, and clearing leaves nothing in storage', () => {
  addLocalWish('a', 1);
  addLocalWish('b', 2);
  removeLocalWish('a');
  expect(readLocalWishes().map((wish) => wish.slug)).toEqual(['b']);
  clearLocalWishes();
  expect(localStorage.getItem(LOCAL_WISHLIST_KEY)).toBeNull();
  expect(readLocalWishes()).toEqual([]);
});

test('reads past damaged storage: bad JSON, wrong shapes and duplicates are dropped', () => {
  localStorage.setItem(LOCAL_WISHLIST_KEY, '{not json');
  expect(readLocalWishes()).toEqual([]);
  localStorage.setItem(
    LOCAL_WISHLIST_KEY,
    JSON.stringify([
      { slug: 'ok', price: 100, currency: 'BDT', addedAt: '2026-11-20T10:00:00Z' },
      { slug: 'ok', price: 5, addedAt: '2026-11-01T10:00:00Z' },
      { slug: 'no-price', addedAt: '2026-11-20T10:00:00Z' },
      { slug: 'bad-date', price: 1, addedAt: 'yesterday' },
      { slug: 'fraction', price: 1.5, addedAt: '2026-11-20T10:00:00Z' },
      null,
      'x',
    ]),
  );
  expect(readLocalWishes()).toEqual([
    { slug: 'ok', price: 100, currency: 'BDT', addedAt: '2026-11-20T10:00:00Z' },
  ]);
});

test(`holds at most ${MAX_LOCAL_ITEMS}, as the account does`, () => {
  localStorage.setItem(
    LOCAL_WISHLIST_KEY,
    JSON.stringify(
      Array.from({ length: MAX_LOCAL_ITEMS }, (_, i) => ({
        slug: `p${i}`,
        price: 1,
        addedAt: '2026-11-20T10:00:00Z',
      })),
    ),
  );
  expect(addLocalWish('one-more', 1)).toBe(false);
  expect(readLocalWishes()).toHaveLength(MAX_LOCAL_ITEMS);
});
