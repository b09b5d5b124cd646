import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type ApiCall } from '@shop/shared/testing';
import { product, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import SearchPage from './search-page';

const location = () => screen.getByTestId('location').textContent ?? '';

const msi = product({
  id: 'g1',
  name: 'MSI RTX 4070',
  slug: 'msi-rtx-4070',
  brand: 'MSI',
  price: 78000,
});
const asus = product({
  id: 'g2',
  name: 'ASUS RTX 4070',
  slug: 'asus-rtx-4070',
  brand: 'ASUS',
  price: 81000,
});

function searchAnswer(call: ApiCall) {
  const brands = call.query.getAll('brand');
  let items = [msi, asus].filter((p) => !brands.length || brands.includes(p.brand ?? ''));
  if (call.query.get('sort') === 'price-desc') items = [...items].sort((a, b) => b.price - a.price);
  return {
    status: 200,
    body: {
      items,
      total: items.length,
      page: Number(call.query.get('page') ?? 1),
      pageSize: 12,
      facets: {
        brands: [
          { value: 'ASUS', count: 1 },
          { value: 'MSI', count: 1 },
        ],
        categories: [{ value: 'graphics-cards', count: 2 }],
        price: { min: 78000, max: 81000 },
      },
    },
  };
}

beforeEach(resetPage);

const names = () =>
  screen
    .getAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('search page: a corrected query', () => {
  it('shows what was searched instead and searches the typed text exactly on request', async () => {
    const { calls } = fakeApi({
      '/api/v1/products/search': (call) => {
        const answer = searchAnswer(call);
        return call.query.get('exact') === 'true'
          ? { status: 200, body: { ...answer.body, items: [], total: 0 } }
          : { status: 200, body: { ...answer.body, correctedQuery: 'rtx 4070' } };
      },
    });
    renderAt('/search?q=rtz%204070', '/search', <SearchPage />);
    expect(await screen.findByTestId('search-correction')).toHaveTextContent(
      'Showing results for rtx 4070',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Search instead for rtz 4070' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('exact')).toBe('true'));
    expect(location()).toContain('exact=true');
    await waitFor(() => expect(screen.queryByTestId('search-correction')).toBeNull());
  });
});

describe('search page: every choice lives in the URL', () => {
  it('reads the filters from the URL and asks the search endpoint for them', async () => {
    const { calls } = fakeApi({ '/api/v1/products/search': searchAnswer });
    renderAt(
      '/search?q=rtx&brand=MSI&inStock=true&sort=price-desc&page=1',
      '/search',
      <SearchPage />,
    );

    await waitFor(() => expect(names()).toEqual(['MSI RTX 4070']));
    const asked = calls.at(-1)!;
    expect(asked.path).toBe('/api/v1/products/search');
    expect(asked.query.get('q')).toBe('rtx');
    expect(asked.query.getAll('brand')).toEqual(['MSI']);
    expect(asked.query.get('inStock')).toBe('true');
    expect(asked.query.get('sort')).toBe('price-desc');
    expect(screen.getByRole('checkbox', { name: /MSI/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /ASUS/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(document.title).toBe('Search: rtx · Circuit Haat');
  });

  it('writes a changed filter and sort back to the URL, starting again at page 1', async () => {
    fakeApi({ '/api/v1/products/search': searchAnswer });
    renderAt('/search?q=rtx&page=2', '/search', <SearchPage />);
    await screen.findAllByTestId('product-card');

    fireEvent.click(screen.getByRole('checkbox', { name: /ASUS/ }));
    expect(location()).toBe('/search?q=rtx&brand=ASUS');
    await waitFor(() => expect(names()).toEqual(['ASUS RTX 4070']));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price-asc' },
    });
    expect(location()).toBe('/search?q=rtx&brand=ASUS&sort=price-asc');
    await screen.findAllByTestId('product-card');

    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '90000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/search?q=rtx&brand=ASUS&minPrice=1000&maxPrice=90000&sort=price-asc');
    await waitFor(() => expect(names()).toEqual(['ASUS RTX 4070']));
  });

  it('shows the empty state texts when nothing matches', async () => {
    fakeApi({
      '/api/v1/products/search': {
        status: 200,
        body: {
          items: [],
          total: 0,
          page: 1,
          pageSize: 12,
          facets: { brands: [], categories: [], price: { min: 0, max: 0 } },
        },
      },
    });
    renderAt('/search?q=zzz', '/search', <SearchPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or browse our categories'),
    ).toBeInTheDocument();
  });

  it('shows skeleton cards while loading, then the results', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      '/api/v1/products/search': async (call) => {
        await gate;
        return searchAnswer(call);
      },
    });
    renderAt('/search?q=rtx', '/search', <SearchPage />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
    expect(screen.getByRole('list', { name: 'Loading Search results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => release());
    await waitFor(() => expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0));
    expect(names()).toHaveLength(2);
  });
});
