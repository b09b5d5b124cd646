import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  cartAddItems,
  cartRemoveItem,
  cartSetQuantity,
  cartState,
  getBus,
  type Product,
} from '@shop/shared';
import { fakeApi } from '@shop/shared/testing';
import { page, product, resetPage } from '../testing/catalog-fixtures';
import { renderAt } from '../testing/render';
import ProductPage from './product-page';

const ryzen = product({
  description: 'Eight cores with 3D V-Cache.',
  specifications: [
    { label: 'Socket', value: 'AM5' },
    { label: 'Cores', value: '8' },
  ],
  features: ['Fastest gaming CPU'],
  warranty: '3 years',
  weight: '0.5 kg',
  shippingType: 'Free shipping',
});
const other = product({ id: 'p-2', name: 'Intel Core i5-14600K', slug: 'i5-14600k' });

function api() {
  return fakeApi({
    '/api/v1/products/slug': { status: 200, body: ryzen },
    '/api/v1/products': page([ryzen, other]),
  });
}

/** What the cart remote would publish with this product at this quantity. */
function putInCart(item: Product, quantity: number) {
  act(() =>
    getBus().publish(cartState, {
      items: [{ id: item.id, product: item, quantity }],
      count: quantity,
      productTotal: item.price * quantity,
      currency: 'BDT',
    }),
  );
}

async function openPage() {
  api();
  renderAt(`/product/${ryzen.slug}`, '/product/:slug', <ProductPage />);
  await screen.findByRole('heading', { level: 1, name: ryzen.name });
}

beforeEach(resetPage);

describe('product page (docs/product.md#screens)', () => {
  it('shows every field: price With Tax, old price, stock, weight, shipping, description, specs, features, warranty', async () => {
    await openPage();
    expect(screen.getByTestId('product-price')).toHaveTextContent('৳32,500');
    expect(screen.getByText('(With Tax)')).toBeInTheDocument();
    expect(screen.getByLabelText('Was ৳35,000').tagName).toBe('S');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In Stock (15 available)');
    expect(screen.getByText('0.5 kg')).toBeInTheDocument();
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('Eight cores with 3D V-Cache.')).toBeInTheDocument();
    const specs = screen.getByRole('table');
    expect(within(specs).getByRole('rowheader', { name: 'Socket' })).toBeInTheDocument();
    expect(within(specs).getByRole('cell', { name: 'AM5' })).toBeInTheDocument();
    expect(screen.getByText('Fastest gaming CPU')).toBeInTheDocument();
    expect(screen.getByText('3 years')).toBeInTheDocument();
    expect(document.title).toBe(`${ryzen.name} · Circuit Haat`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Eight cores with 3D V-Cache.',
    );
  });

  it('lists Similar Products of the same category without the product itself', async () => {
    await openPage();
    const similar = await screen.findByRole('list', { name: 'Similar Products' });
    expect(within(similar).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(similar).getByText('Intel Core i5-14600K')).toBeInTheDocument();
  });

  it('zooms on click and with the keyboard, and Escape zooms out', async () => {
    await openPage();
    const zoom = screen.getByRole('button', { name: `Zoom image of ${ryzen.name}` });
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('zoom-layer').style.transform).toMatch(/scale\(/);
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    expect(screen.getByTestId('zoom-layer').style.transformOrigin).toBe('60% 50%');
    fireEvent.keyDown(zoom, { key: 'Escape' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('zoom-layer').style.transform).toBe('none');
  });

  it('shows Add to Cart until the product is in the cart, then a stepper', async () => {
    const added = jest.fn();
    getBus().handle(cartAddItems, added);
    await openPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(added).toHaveBeenCalledWith({ items: [{ product: ryzen, quantity: 1 }] });

    putInCart(ryzen, 1);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('1');
  });

  it('minus at quantity 1 removes the item from the cart', async () => {
    const removed = jest.fn();
    const set = jest.fn();
    getBus().handle(cartRemoveItem, removed);
    getBus().handle(cartSetQuantity, set);
    await openPage();
    putInCart(ryzen, 1);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `Remove ${ryzen.name} from cart` })),
    );
    expect(removed).toHaveBeenCalledWith({ id: ryzen.id });
    expect(set).not.toHaveBeenCalled();

    // The cart publishes the removal; the page offers Add to Cart again.
    act(() =>
      getBus().publish(cartState, { items: [], count: 0, productTotal: 0, currency: 'BDT' }),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('minus above 1 lowers the quantity by one; plus raises it', async () => {
    const set = jest.fn();
    const added = jest.fn();
    getBus().handle(cartSetQuantity, set);
    getBus().handle(cartAddItems, added);
    await openPage();
    putInCart(ryzen, 3);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' })),
    );
    expect(set).toHaveBeenCalledWith({ id: ryzen.id, quantity: 2 });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' })),
    );
    expect(added).toHaveBeenCalledWith({ items: [{ product: ryzen, quantity: 1 }] });
  });

  it('disables Add to Cart as Out of Stock when stock is falsy', async () => {
    fakeApi({
      '/api/v1/products/slug': {
        status: 200,
        body: { ...ryzen, stock: false, availability: 'Out of Stock' },
      },
      '/api/v1/products': page([]),
    });
    renderAt(`/product/${ryzen.slug}`, '/product/:slug', <ProductPage />);
    const button = await screen.findByRole('button', { name: 'Out of Stock' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of Stock');
  });
});
