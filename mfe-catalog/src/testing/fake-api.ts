import type { Product } from '@shop/shared';
import { showingSampleData$ } from '../features/catalog-data/catalog-source';

// Tests mock only the network boundary (fetch): everything above it, the shared API
// client included, runs for real.

export type FakeAnswer =
  | { status: number; body?: unknown }
  | 'network-error'
  | ((url: URL) => { status: number; body?: unknown } | 'network-error');

/** Answers by path prefix (longest first); anything unrouted is a network error. */
export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: URL[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    const key = Object.keys(routes)
      .filter((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))
      .sort((a, b) => b.length - a.length)[0];
    let answer = key === undefined ? 'network-error' : routes[key]!;
    if (typeof answer === 'function') answer = answer(url);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = answer;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

const BUS_KEY = Symbol.for('shop.bus');

/** A fresh page: a new bus, no sample notice, no stored cart. */
export function resetPage() {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  showingSampleData$.next(false);
  localStorage.clear();
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'AMD Ryzen 7 7800X3D',
    slug: 'amd-ryzen-7-7800x3d',
    image: '/api/v1/images/products/amd-ryzen-7-7800x3d.svg',
    category: 'desktop-components',
    subCategory: 'Processor',
    brand: 'AMD',
    model: '7800X3D',
    price: 32500,
    oldPrice: 35000,
    stock: true,
    stockQuantity: 15,
    availability: 'In Stock',
    rating: 4.8,
    reviewCount: 124,
    isNew: false,
    ...overrides,
  };
}

export const page = (items: Product[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 12, ...extra },
});
