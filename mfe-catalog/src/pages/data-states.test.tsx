import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@shop/shared/testing';
import { page, product, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import CategoryPage from './category-page';
import SubCategoryPage from './sub-category-page';
import HomePage from './home-page';
import ProductPage from './product-page';

// The error, empty and loaded states of every data screen, with the shop's exact texts (docs/product.md#messages).

const SERVER_ERROR = {
  status: 500,
  body: { error: { code: 'INTERNAL', message: 'Server error. Please try again later' } },
};

beforeEach(resetPage);

async function expectOops(message: string) {
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'Oops! Something went wrong' }),
  ).toBeInTheDocument();
  expect(panel).toHaveTextContent(message);
  expect(screen.queryByTestId('sample-notice')).not.toBeInTheDocument();
  return panel;
}

describe('error states', () => {
  it("home: 'Failed to load computer products. Please try again later.'", async () => {
    fakeApi({ '/api/v1/products': SERVER_ERROR, '/api/v1/categories': SERVER_ERROR });
    renderAt('/', '/', <HomePage />);
    await expectOops('Failed to load computer products. Please try again later.');
    // The category grid does not depend on the API: its 8 tiles stay.
    const grid = screen.getByRole('heading', { name: 'Shop by category' }).closest('section')!;
    expect(within(grid).getAllByRole('link')).toHaveLength(8);
  });

  it("category: 'Failed to load category data.', and Try again reloads", async () => {
    let fail = true;
    fakeApi({
      '/api/v1/products': () => (fail ? SERVER_ERROR : page([product()])),
      '/api/v1/categories': { status: 200, body: { items: [] } },
    });
    renderAt('/category/laptops', '/category/:slug', <CategoryPage />);
    const panel = await expectOops('Failed to load category data.');
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product-card')).toBeInTheDocument();
  });

  it("sub-category: 'Failed to load products.'", async () => {
    fakeApi({ '/api/v1/products/search': SERVER_ERROR });
    renderAt('/sub-category/SSD', '/sub-category/:name', <SubCategoryPage />);
    await expectOops('Failed to load products.');
  });

  it("product: 'Failed to load product.' on a server error", async () => {
    fakeApi({ '/api/v1/products/slug': SERVER_ERROR });
    renderAt('/product/x', '/product/:slug', <ProductPage />);
    await expectOops('Failed to load product.');
  });

  it("product: 'Product not found' for an unknown slug, as a not-found page, not an outage", async () => {
    fakeApi({
      '/api/v1/products/slug': {
        status: 404,
        body: { error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } },
      },
    });
    renderAt('/product/no-such-thing', '/product/:slug', <ProductPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Product not found · Circuit Haat'));
  });
});

describe('empty and loaded states', () => {
  it('category: empty grid texts, subcategory tiles, the category products asked by slug', async () => {
    const { calls } = fakeApi({
      '/api/v1/products': page([]),
      '/api/v1/categories': {
        status: 200,
        body: {
          items: [{ name: 'Gaming Laptop', image: '/api/v1/images/categories/laptops.svg' }],
        },
      },
    });
    renderAt('/main-category/Laptops', '/main-category/:name', <CategoryPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or browse our categories'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Laptops' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gaming Laptop' })).toHaveAttribute(
      'href',
      '/sub-category/Gaming%20Laptop',
    );
    expect(calls.some((call) => call.path === '/api/v1/categories/laptops/subcategories')).toBe(
      true,
    );
    expect(
      calls
        .filter((call) => call.path === '/api/v1/products')
        .every((call) => call.query.get('category') === 'laptops'),
    ).toBe(true);
    expect(document.title).toBe('Laptops · Circuit Haat');
  });

  it('home: featured and new products from the API', async () => {
    const { calls } = fakeApi({
      '/api/v1/products': (call) =>
        call.query.get('featured') === 'true'
          ? page([product({ id: 'f', name: 'Featured one', slug: 'f' })])
          : page([product({ id: 'n', name: 'New one', slug: 'n', isNew: true })]),
      '/api/v1/categories': 'network-error',
    });
    renderAt('/', '/', <HomePage />);
    const featured = await screen.findByRole('list', { name: 'Featured products' });
    expect(within(featured).getByText('Featured one')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'New arrivals' })).getByText('New one'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('isNew') === 'true')).toBe(true);
  });
});
