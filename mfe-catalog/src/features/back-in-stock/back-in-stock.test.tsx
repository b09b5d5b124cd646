import { act, fireEvent, screen, within } from '@testing-library/react';
import { authSession, getBus } from '@shop/shared';
import { apiError, fakeApi } from '@shop/shared/testing';
import ProductPage from '../../pages/product-page';
import { page, product, resetPage } from '../../testing/catalog-fixtures';
import { renderAt } from '../../testing/render';

const soldOut = product({
  id: 'p-9',
  slug: 'rtx-4060',
  name: 'RTX 4060 Eagle',
  stock: false,
  stockQuantity: 0,
  availability: 'Out of Stock',
});

function openPage(item = soldOut, answer = { status: 201, body: alert('shopper@example.com') }) {
  const api = fakeApi({
    '/api/v1/products/slug': { status: 200, body: item },
    '/api/v1/products': page([item]),
    'POST /api/v1/stock-alerts': answer,
  });
  renderAt(`/product/${item.slug}`, '/product/:slug', <ProductPage />);
  return api;
}

function alert(email: string) {
  return {
    id: 'SA-1',
    productId: soldOut.id,
    email,
    state: 'open',
    createdAt: '2026-11-26T00:00:00.000Z',
  };
}

beforeEach(resetPage);

describe('back in stock on the product page', () => {
  it('is not offered for a product in stock', async () => {
    openPage(product({ id: 'p-1', slug: 'in-stock' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('back-in-stock')).not.toBeInTheDocument();
  });

  it("checks the address with the sign-in e-mail's messages, then confirms in words", async () => {
    const api = openPage();
    const box = await screen.findByTestId('back-in-stock');
    expect(within(box).getByRole('heading', { name: 'Mail me when it is back' })).toBeVisible();
    const submit = within(box).getByRole('button', { name: 'Mail me' });
    fireEvent.click(submit);
    const field = within(box).getByLabelText('E-mail address');
    expect(await within(box).findByRole('alert')).toHaveTextContent('Email is required');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'shopper@' } });
    fireEvent.click(submit);
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(api.callsTo('/api/v1/stock-alerts')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' shopper@example.com ' } });
    fireEvent.click(submit);
    expect(await screen.findByTestId('back-in-stock-done')).toHaveTextContent(
      'Done: we will e-mail shopper@example.com once, when RTX 4060 Eagle is back in stock.',
    );
    expect(api.callsTo('/api/v1/stock-alerts')[0]!.body).toEqual({
      productId: 'p-9',
      email: 'shopper@example.com',
    });
  });

  it("a signed-in shopper is written to at the account's address, with no field", async () => {
    const api = openPage(soldOut, { status: 201, body: alert('me@example.com') });
    act(() =>
      getBus().publish(authSession, {
        user: {
          id: 'u1',
          email: 'me@example.com',
          name: 'Me',
          user_ref: 'ref-1',
          phoneNumber: null,
          isVerified: true,
        } as never,
        loading: false,
      }),
    );
    const box = await screen.findByTestId('back-in-stock');
    expect(within(box).getByText('We will write to me@example.com.')).toBeVisible();
    expect(within(box).queryByLabelText('E-mail address')).not.toBeInTheDocument();
    fireEvent.click(within(box).getByRole('button', { name: 'Mail me' }));
    expect(await screen.findByTestId('back-in-stock-done')).toHaveTextContent('me@example.com');
    expect(api.callsTo('/api/v1/stock-alerts')[0]!.body).toEqual({ productId: 'p-9' });
  });

  it("shows the API's refusal (already in the page's language)", async () => {
    openPage(
      soldOut,
      apiError(409, 'PRODUCT_IN_STOCK', 'RTX 4060 Eagle is in stock: add it to your cart') as never,
    );
    const box = await screen.findByTestId('back-in-stock');
    fireEvent.change(within(box).getByLabelText('E-mail address'), {
      target: { value: 'a@example.com' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Mail me' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'RTX 4060 Eagle is in stock: add it to your cart',
    );
  });
});
