import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@shop/shared/testing';
import { resetPage } from '../../testing/catalog-fixtures';
import { renderAt } from '../../testing/render';
import CategoryPage from '../../pages/category-page';
import HomePage from '../../pages/home-page';
import ProductPage from '../../pages/product-page';
import SearchPage from '../../pages/search-page';
import { SAMPLE_NOTICE } from '../../lib/sample-notice';
import { SPEC_SAMPLE_PRODUCT } from './sample-data';

// docs/product.md D12: when the API cannot be reached, the catalog shows its bundled sample data
// and says so. Only fetch is faked: it fails as a browser's does with no server.

beforeEach(resetPage);

describe('fallback to sample data when the API cannot be reached', () => {
  it('home shows sample featured products and the notice', async () => {
    fakeApi({});
    renderAt('/', '/', <HomePage />);
    expect(await screen.findByTestId('sample-notice')).toHaveTextContent(SAMPLE_NOTICE);
    expect(SAMPLE_NOTICE).toMatch(/sample data/);
    const featured = screen.getByRole('list', { name: 'Featured products' });
    expect(within(featured).getByText(SPEC_SAMPLE_PRODUCT.name)).toBeInTheDocument();
  });

  it("the spec's sample product: 32500, old 35000, stock 15, rating 4.8, 124 reviews", async () => {
    fakeApi({});
    renderAt(`/product/${SPEC_SAMPLE_PRODUCT.slug}`, '/product/:slug', <ProductPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: SPEC_SAMPLE_PRODUCT.name }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('৳32,500');
    expect(screen.getByText('(With Tax)')).toBeInTheDocument();
    expect(screen.getByLabelText('Was ৳35,000')).toBeInTheDocument();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In Stock (15 available)');
    expect(screen.getByLabelText('Rated 4.8 out of 5')).toBeInTheDocument();
    expect(screen.getByText('(124 reviews)')).toBeInTheDocument();
    expect(screen.getByTestId('sample-notice')).toBeInTheDocument();
  });

  it('an API without the catalog routes yet (404 Service not found) counts as unreachable', async () => {
    const missing = {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Service not found' } },
    };
    fakeApi({ '/api/v1': missing });
    renderAt('/category/storage', '/category/:slug', <CategoryPage />);
    expect(await screen.findByTestId('sample-notice')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(0));
    for (const card of screen.getAllByTestId('product-card'))
      expect(card).toHaveTextContent(/SSD|Hard Drive/);
  });

  it('search filters and sorts the sample data too', async () => {
    fakeApi({});
    renderAt('/search?q=laptop&sort=price-asc', '/search', <SearchPage />);
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBe(3));
    const prices = screen.getAllByTestId('product-card').map((card) => Number(card.dataset.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    fireEvent.click(screen.getByRole('checkbox', { name: /Lenovo/ }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('product-card')).toHaveAttribute('data-brand', 'Lenovo');
  });

  it('an unknown slug offline is still Product not found', async () => {
    fakeApi({});
    renderAt('/product/nope', '/product/:slug', <ProductPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
  });

  it('the notice goes away once the API answers again', async () => {
    let down = true;
    fakeApi({
      '/api/v1/products': () =>
        down
          ? 'network-error'
          : { status: 200, body: { items: [], total: 0, page: 1, pageSize: 12 } },
      '/api/v1/categories': () => (down ? 'network-error' : { status: 200, body: { items: [] } }),
    });
    const view = renderAt('/category/gaming', '/category/:slug', <CategoryPage />);
    expect(await screen.findByTestId('sample-notice')).toBeInTheDocument();
    view.unmount();
    down = false;
    renderAt('/category/gaming?inStock=true', '/category/:slug', <CategoryPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-notice')).not.toBeInTheDocument();
  });
});
