import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@shop/shared/testing';
import { page, product, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import CategoryPage from './category-page';
import SubCategoryPage from './sub-category-page';

// An address naming a category or sub-category the shop does not have is a not-found
// page with the way home, not the outage panel ('Oops! Something went wrong').

beforeEach(resetPage);

const FACETS = { brands: [], categories: [], price: { min: 0, max: 0 } };

async function expectNotFound(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${heading} · Circuit Haat`));
}

it('an unknown category', async () => {
  fakeApi({
    '/api/v1/categories/flying-cars/subcategories': {
      status: 404,
      body: { error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } },
    },
    '/api/v1/products': page([]),
    '/api/v1/products/search': page([], { facets: FACETS }),
  });
  renderAt('/category/flying-cars', '/category/:slug', <CategoryPage />);
  await expectNotFound('Category not found');
});

it('a sub-category with no products at all', async () => {
  fakeApi({ '/api/v1/products/search': page([], { facets: FACETS }) });
  renderAt('/sub-category/Flux%20Capacitor', '/sub-category/:name', <SubCategoryPage />);
  await expectNotFound('Sub-category not found');
});

it('a known sub-category whose filters leave nothing is an empty list, not a missing page', async () => {
  fakeApi({ '/api/v1/products/search': page([], { facets: FACETS }) });
  renderAt('/sub-category/SSD?brand=Nobody', '/sub-category/:name', <SubCategoryPage />);
  expect(await screen.findByText('No products found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'SSD' })).toBeInTheDocument();
});

it('a sub-category with products lists them', async () => {
  fakeApi({
    '/api/v1/products/search': page([product({ subCategory: 'SSD' })], { facets: FACETS }),
  });
  renderAt('/sub-category/SSD', '/sub-category/:name', <SubCategoryPage />);
  expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
});
