import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cartAddItems, getBus, shopCurrency } from '@shop/shared';
import { product, resetPage } from '../testing/catalog-fixtures';
import { CartNoticeRegion } from './cart-notice';
import { formatRating } from './format-rating';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof product>[0] = {}) {
  render(
    <MemoryRouter>
      <ProductCard product={product(overrides)} />
      <CartNoticeRegion />
    </MemoryRouter>,
  );
  return screen.getByTestId('product-card');
}

beforeEach(resetPage);
afterEach(() => jest.useRealTimers());

describe('ProductCard (docs/product.md#screens)', () => {
  it('shows image, name, brand and model, rating, availability, old and new price', () => {
    const card = renderCard();
    expect(within(card).getByRole('img', { name: 'AMD Ryzen 7 7800X3D' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(image.getAttribute('src')).toBe(
      'http://localhost:4000/api/v1/images/products/amd-ryzen-7-7800x3d.svg',
    );
    expect(within(card).getByRole('heading', { name: 'AMD Ryzen 7 7800X3D' })).toBeInTheDocument();
    expect(card).toHaveTextContent('AMD · 7800X3D');
    expect(within(card).getByLabelText('Rated 4.8 out of 5 from 124 reviews')).toHaveTextContent(
      '★ 4.8 (124)',
    );
    expect(card).toHaveTextContent('In Stock');
    const old = card.querySelector('s');
    expect(old).toHaveTextContent('৳35,000');
    expect(within(card).getByTestId('price')).toHaveTextContent('৳32,500');
  });

  it('shows no stars for a product nobody has reviewed yet (not a 0)', () => {
    const card = renderCard({ rating: 0, reviewCount: 0 });
    expect(card).not.toHaveTextContent('★');
    expect(within(card).queryByLabelText(/Rated/)).toBeNull();
  });

  it('links to /product/{slug}', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'AMD Ryzen 7 7800X3D' })).toHaveAttribute(
      'href',
      '/product/amd-ryzen-7-7800x3d',
    );
  });

  it('shows NEW only when isNew and IN STOCK only when availability is In Stock', () => {
    const card = renderCard({ isNew: true });
    expect(within(card).getByText('NEW')).toBeInTheDocument();
    expect(within(card).getByText('IN STOCK')).toBeInTheDocument();
  });

  it('shows neither badge for an old product that is not In Stock', () => {
    const card = renderCard({ isNew: false, availability: 'Pre-order' });
    expect(within(card).queryByText('NEW')).not.toBeInTheDocument();
    expect(within(card).queryByText('IN STOCK')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Pre-order');
  });

  it.each([false, undefined])(
    'disables Add to Cart and labels it Out of Stock when stock is %p',
    (stock) => {
      const card = renderCard({ stock, availability: 'Out of Stock' });
      const button = within(card).getByRole('button', { name: /^Out of Stock/ });
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Out of Stock');
    },
  );

  it('leaves out the old price when there is none', () => {
    const card = renderCard({ oldPrice: undefined });
    expect(card.querySelector('s')).toBeNull();
  });

  it('shows prices in the currency chosen in the header', () => {
    const card = renderCard();
    act(() => getBus().publish(shopCurrency, { currency: 'JPY', rate: 1.25 }));
    expect(within(card).getByTestId('price')).toHaveTextContent('¥40,625');
  });

  it('sends cart:add-items with quantity 1 on Add to Cart and says it was added', async () => {
    const handler = jest.fn();
    getBus().handle(cartAddItems, handler);
    const card = renderCard();
    await act(async () => {
      fireEvent.click(
        within(card).getByRole('button', { name: 'Add to Cart: AMD Ryzen 7 7800X3D' }),
      );
    });
    expect(handler).toHaveBeenCalledWith({ items: [{ product: product(), quantity: 1 }] });
    expect(screen.getByTestId('cart-notice')).toHaveTextContent(
      'AMD Ryzen 7 7800X3D added to cart',
    );
  });

  it('tells the shopper when no cart is alive to take the item', async () => {
    jest.useFakeTimers();
    const card = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart: AMD Ryzen 7 7800X3D' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The cart is unavailable right now, so AMD Ryzen 7 7800X3D was not added.',
    );
  });
});

describe('formatRating', () => {
  it.each<[number | undefined, string]>([
    [4.8, '4.8'],
    [5, '5.0'],
    [3, '3.0'],
    [4.25, '4.3'],
    [4.75, '4.8'],
    [0, '0.0'],
    [undefined, '0.0'],
    [Number.NaN, '0.0'],
    [7, '5.0'],
  ])('%p reads %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });
});
