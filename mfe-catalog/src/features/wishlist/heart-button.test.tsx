import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from '../../lib/product-card';
import { product, resetPage } from '../../testing/catalog-fixtures';
import { LOCAL_WISHLIST_KEY, readLocalWishes } from './local-wishlist';
import { resetWishedStore } from './wished-store';
import { resetWishlistSync } from './wishlist-sync';

// The heart on a product card: a toggle named after the product whose pressed state is
// announced; signed out, a press keeps the product in this browser.

beforeEach(() => {
  resetPage();
  resetWishedStore();
  resetWishlistSync();
});

const card = (
  <MemoryRouter>
    <ProductCard product={product({})} />
  </MemoryRouter>
);

test('is a toggle named after the product, pressed once tapped and kept in the browser', async () => {
  render(card);
  const heart = within(screen.getByTestId('product-card')).getByRole('button', {
    name: 'Save to wishlist: AMD Ryzen 7 7800X3D',
  });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await act(async () => {
    fireEvent.click(heart);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(readLocalWishes()).toEqual([
    expect.objectContaining({ slug: product({}).slug, price: product({}).price, currency: 'BDT' }),
  ]);
  await act(async () => {
    fireEvent.click(heart);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(readLocalWishes()).toEqual([]);
});

test('shows a product kept earlier as pressed, but the server renders every heart unpressed', async () => {
  localStorage.setItem(
    LOCAL_WISHLIST_KEY,
    JSON.stringify([{ slug: product({}).slug, price: 1, addedAt: '2026-11-20T10:00:00Z' }]),
  );
  expect(renderToString(card)).toContain('aria-pressed="false"');
  render(card);
  expect(
    await screen.findByRole('button', { name: /Save to wishlist/, pressed: true }),
  ).toBeVisible();
});
