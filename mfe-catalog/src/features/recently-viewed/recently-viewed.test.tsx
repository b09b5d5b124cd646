import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '@shop/shared/testing';
import ProductPage from '../../pages/product-page';
import { page, product, resetPage } from '../../testing/catalog-fixtures';
import { renderAt } from '../../testing/render';
import { RecentlyViewed } from './recently-viewed';
import { MAX_RECENT, recentStore, withViewed } from './recent-store';

const item = (n: number) => ({ slug: `p-${n}`, name: `Product ${n}`, image: `/i/${n}.svg` });

beforeEach(() => {
  resetPage();
  window.localStorage.clear();
  recentStore.reset();
});

describe('recently viewed', () => {
  it('puts the latest first, once, and keeps at most 12', () => {
    let list = [1, 2, 3].reduce(
      (acc, n) => withViewed(acc, item(n)),
      [] as ReturnType<typeof withViewed>,
    );
    list = withViewed(list, item(1));
    expect(list.map((each) => each.slug)).toEqual(['p-1', 'p-3', 'p-2']);
    for (let n = 4; n <= 20; n++) list = withViewed(list, item(n));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]!.slug).toBe('p-20');
  });

  it('a product page records its product in this browser; the strip leaves the page’s own out', async () => {
    const ryzen = product();
    const other = product({ id: 'p-2', name: 'Intel Core i5-14600K', slug: 'i5-14600k' });
    recentStore.record(other);
    fakeApi({
      '/api/v1/products/slug': { status: 200, body: ryzen },
      '/api/v1/products': page([ryzen]),
    });
    renderAt(`/product/${ryzen.slug}`, '/product/:slug', <ProductPage />);
    const strip = await screen.findByTestId('recently-viewed');
    expect(within(strip).getByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/product/i5-14600k']);
    // Kept across a reload, the product just viewed first.
    recentStore.reset();
    expect(recentStore.snapshot().map((each) => each.slug)).toEqual([ryzen.slug, other.slug]);
  });

  it('is never in the server’s HTML, and appears after hydration', async () => {
    recentStore.record(item(1));
    const html = renderToString(
      <MemoryRouter>
        <RecentlyViewed />
      </MemoryRouter>,
    );
    expect(html).toBe('');
    render(
      <MemoryRouter>
        <RecentlyViewed />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product/p-1',
    );
    act(() => recentStore.clear());
    expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument();
  });
});
