import { waitFor } from '@testing-library/react';
import { fakeApi } from '@shop/shared/testing';
import { page, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import HomePage from './home-page';
import CategoryPage from './category-page';

// Every page's tab reads "Name · Circuit Haat"; a category the shop does not have is
// never named after whatever was typed in the address.

beforeEach(resetPage);

const EMPTY_PAGE = page([]);

it('an unknown /category/{slug} is titled "Category not found", not after the slug', async () => {
  fakeApi({
    '/api/v1/categories/flying-cars/subcategories': {
      status: 404,
      body: { error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } },
    },
    '/api/v1/products': EMPTY_PAGE,
  });
  renderAt('/category/flying-cars', '/category/:slug', <CategoryPage />);
  await waitFor(() => expect(document.title).toBe('Category not found · Circuit Haat'));
});

it('a known category keeps its own name in the title', async () => {
  fakeApi({
    '/api/v1/categories/laptops/subcategories': { status: 200, body: { items: [] } },
    '/api/v1/products': EMPTY_PAGE,
  });
  renderAt('/category/laptops', '/category/:slug', <CategoryPage />);
  await waitFor(() => expect(document.title).toBe('Laptops · Circuit Haat'));
});

it('the home page is titled "Home · Circuit Haat"', async () => {
  fakeApi({
    '/api/v1/products': EMPTY_PAGE,
    '/api/v1/categories': { status: 200, body: { items: [] } },
  });
  renderAt('/', '/', <HomePage />);
  await waitFor(() => expect(document.title).toBe('Home · Circuit Haat'));
});
