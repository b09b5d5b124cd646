import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartAddItems, getBus, type Product } from '@shop/shared';
import { fakeApi } from '@shop/shared/testing';
import { compareStore, toItem } from '../features/compare/compare-store';
import { ProductCard } from '../lib/product-card';
import { PageFrame } from '../lib/page-frame';
import { product, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import ComparePage from './compare-page';

const monitor = (n: number, specifications: Product['specifications'], extra = {}) =>
  product({
    id: `m-${n}`,
    slug: `monitor-${n}`,
    name: `Monitor ${n}`,
    category: 'monitors',
    subCategory: 'Gaming Monitor',
    brand: 'Dell',
    price: 20000 + n * 1000,
    specifications,
    ...extra,
  });

const one = monitor(1, [
  { label: 'Size', value: '27"' },
  { label: 'Panel', value: 'IPS' },
]);
const two = monitor(2, [
  { label: 'Size', value: '27"' },
  { label: 'Panel', value: 'VA' },
  { label: 'Refresh Rate', value: '165 Hz' },
]);
const three = monitor(3, [{ label: 'Size', value: '27"' }], {
  stock: false,
  availability: 'Out of Stock',
});

function api(products: Product[]) {
  return fakeApi({
    '/api/v1/products/slug/*': (call) => {
      const slug = decodeURIComponent(call.path.split('/').pop()!);
      const found = products.find((p) => p.slug === slug);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Product not found' } };
    },
  });
}

const rowOf = (label: string) =>
  screen
    .getAllByTestId('compare-row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${label}`) }))!;

beforeEach(() => {
  resetPage();
  window.localStorage.clear();
  compareStore.reset();
});

describe('/compare', () => {
  it('shows the products of its address side by side, a row per specification, differences marked', async () => {
    api([one, two, three]);
    renderAt('/compare?ids=monitor-1,monitor-2,monitor-3', '/compare', <ComparePage />);
    const table = await screen.findByTestId('compare-table');
    expect(
      within(table)
        .getAllByTestId('compare-product')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringContaining('Monitor 1'),
      expect.stringContaining('Monitor 2'),
      expect.stringContaining('Monitor 3'),
    ]);
    expect(rowOf('Price')).toHaveTextContent('৳21,000৳22,000৳23,000');
    expect(rowOf('Availability')).toHaveTextContent('In StockIn StockOut of Stock');
    // Every label of any product, an empty cell where one lacks it.
    const cells = (label: string) =>
      within(rowOf(label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Refresh Rate')).toEqual(['–', '165 Hz', '–']);
    expect(rowOf('Size')).toHaveAttribute('data-differs', 'false');
    expect(rowOf('Panel')).toHaveAttribute('data-differs', 'true');
    expect(within(rowOf('Panel')).getByRole('rowheader')).toHaveTextContent('Panel (Differs)');
    // The products shown are this browser's set now (a shared link's receiver goes on with it).
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual([
      'monitor-1',
      'monitor-2',
      'monitor-3',
    ]);
  });

  it('shows only the rows that differ when asked', async () => {
    api([one, two]);
    renderAt('/compare?ids=monitor-1,monitor-2', '/compare', <ComparePage />);
    await screen.findByTestId('compare-table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
    const labels = screen
      .getAllByTestId('compare-row')
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(labels).toEqual(['Price (Differs)', 'Panel (Differs)', 'Refresh Rate (Differs)']);
  });

  it('adds a product to the cart from the table through the cart command', async () => {
    api([one, two]);
    const added: unknown[] = [];
    getBus().handle(cartAddItems, (payload) => {
      added.push(payload);
    });
    renderAt('/compare?ids=monitor-1,monitor-2', '/compare', <ComparePage />);
    await screen.findByTestId('compare-table');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Monitor 2' }));
    await act(async () => undefined);
    expect(added).toEqual([{ items: [{ product: two, quantity: 1 }] }]);
  });

  it('removes a product: from the address and from the set', async () => {
    api([one, two, three]);
    renderAt('/compare?ids=monitor-1,monitor-2,monitor-3', '/compare', <ComparePage />);
    await screen.findByTestId('compare-table');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monitor 2 from the comparison' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=monitor-1,monitor-3');
    expect(screen.getAllByTestId('compare-product')).toHaveLength(2);
    expect(compareStore.snapshot().items.map((item) => item.slug)).toEqual([
      'monitor-1',
      'monitor-3',
    ]);
  });

  it('without products in its address shows the set this browser keeps', async () => {
    api([one, two]);
    compareStore.replace([toItem(one), toItem(two)]);
    renderAt('/compare', '/compare', <ComparePage />);
    expect(await screen.findByTestId('compare-table')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=monitor-1,monitor-2');
  });

  it('says when there is nothing to compare', async () => {
    api([one]);
    renderAt('/compare', '/compare', <ComparePage />);
    expect(screen.getByTestId('compare-empty')).toHaveTextContent(
      'Nothing to compare yet. Press Compare on up to 4 products of one type.',
    );
  });

  it('says a linked product is no longer sold', async () => {
    api([one, two]);
    renderAt('/compare?ids=monitor-1,gone,monitor-2', '/compare', <ComparePage />);
    await screen.findByTestId('compare-table');
    expect(screen.getByText('One product of the link is no longer sold.')).toBeInTheDocument();
    expect(screen.getAllByTestId('compare-product')).toHaveLength(2);
  });
});

describe('Compare on a product card and the tray', () => {
  function listing(products: Product[]) {
    renderAt(
      '/category/monitors',
      '/category/:slug',
      <PageFrame>
        {products.map((p) => (
          <ProductCard key={p.slug} product={p} />
        ))}
      </PageFrame>,
    );
  }

  it('presses the toggle (announced as pressed) and shows the tray with a link to /compare', async () => {
    listing([one, two]);
    const toggle = screen.getByRole('button', { name: 'Compare: Monitor 1' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    // The rules load with the first press.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(screen.getByRole('button', { name: 'Compare: Monitor 2' }));
    const tray = await screen.findByTestId('compare-tray');
    expect(within(tray).getByTestId('compare-count')).toHaveTextContent(
      '2 products to compare (up to 4)',
    );
    expect(within(tray).getByRole('link', { name: /Compare now/ })).toHaveAttribute(
      'href',
      '/compare?ids=monitor-1,monitor-2',
    );
  });

  it('says why a product of another type is refused, and starts a new comparison with it', async () => {
    const cpu = product();
    listing([one, cpu]);
    fireEvent.click(screen.getByRole('button', { name: 'Compare: Monitor 1' }));
    fireEvent.click(screen.getByRole('button', { name: `Compare: ${cpu.name}` }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      `${cpu.name} is a different type of product: only products of one type are compared side by side.`,
    );
    fireEvent.click(
      within(refusal).getByRole('button', { name: 'Start a new comparison with it' }),
    );
    expect(screen.getByRole('button', { name: `Compare: ${cpu.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Compare: Monitor 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('refuses a 5th product and says so', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => monitor(n, []));
    listing(five);
    for (const p of five)
      fireEvent.click(screen.getByRole('button', { name: `Compare: ${p.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can compare up to 4 products at a time. Remove one first, or start a new comparison with Monitor 5.',
    );
    expect(screen.getByRole('button', { name: 'Compare: Monitor 5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
