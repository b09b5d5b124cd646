import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartState, getBus, shopCurrency, type CartItem, type CartProduct } from '@shop/shared';
import CartWidget from '../../widgets/cart-widget';
import { fakeApi, NOT_FOUND, type Answer, type ApiCall, type FakeApi } from '@shop/shared/testing';
import { quoteFor } from '../../testing/shipping-quote';
import { clearCart, whenIdle } from '../../lib/cart-store';
import { coupon$, couponMessage$, removeCoupon } from '../../lib/coupon-store';

const bus = getBus();
// Rendering the whole page with its requests is slow on a busy CI machine.
jest.setTimeout(20_000);

const cpu: CartProduct = {
  id: 'p-cpu',
  name: 'Ryzen 5 7600',
  slug: 'ryzen-5-7600',
  image: '/images/cpu.svg',
  category: 'processor',
  price: 1500,
  oldPrice: 1800,
};
const fan: CartProduct = {
  id: 'p-fan',
  name: 'Arctic P12',
  slug: 'arctic-p12',
  image: '/images/fan.svg',
  category: 'cooling',
  price: 600,
};
const prices = { [cpu.id]: cpu.price, [fan.id]: fan.price };

let couponAnswer: (call: ApiCall) => Answer;
let api: FakeApi;

function startWith(items: CartItem[]) {
  localStorage.setItem('circuithaat.cart', JSON.stringify(items));
  api = fakeApi(
    {
      'POST /api/v1/shipping/quote': (call) => quoteFor(call, prices),
      'POST /api/v1/coupons/validate': (call) => couponAnswer(call),
      'GET /api/v1/config': () => ({
        status: 200,
        body: { prefectures: ['Tokyo', 'Osaka', 'Okinawa'] },
      }),
      'GET /api/v1/inventory/*/check': () => ({
        status: 200,
        body: { available: true, stock: 50 },
      }),
    },
    { otherwise: NOT_FOUND },
  );
  return render(
    <MemoryRouter initialEntries={['/']}>
      <CartWidget />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/checkout" element={<p>Checkout page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openDrawer() {
  fireEvent.click(await screen.findByTestId('cart-badge'));
  return screen.findByRole('dialog', { name: /Your cart/ });
}

const validateCalls = () => api.calls.filter((call) => call.path === '/api/v1/coupons/validate');

beforeEach(() => {
  couponAnswer = () => ({
    status: 200,
    body: { valid: false, discount: 0, message: 'Invalid coupon code' },
  });
});

afterEach(async () => {
  await act(async () => {
    await clearCart();
    removeCoupon();
  });
  api.restore();
  localStorage.clear();
});

test('no badge for an empty cart', () => {
  startWith([]);
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
});

test('the badge shows count and total and opens the drawer; Escape closes it and focus returns to the badge', async () => {
  startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
  const badge = await screen.findByTestId('cart-badge');
  expect(badge).toHaveTextContent('2');
  expect(badge).toHaveTextContent('৳3,000');
  const drawer = await openDrawer();
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cart-badge')));
});

test('lines show unit price, savings against the old price, a stepper with minimum 1, and remove', async () => {
  startWith([
    { id: cpu.id, product: cpu, quantity: 1 },
    { id: fan.id, product: fan, quantity: 2 },
  ]);
  const drawer = await openDrawer();
  expect(within(drawer).getByText('You save ৳300')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Decrease Ryzen 5 7600' })).toBeDisabled();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Increase Ryzen 5 7600' }));
  await act(() => whenIdle());
  expect(within(drawer).getByLabelText('Quantity of Ryzen 5 7600')).toHaveTextContent('2');
  expect(within(drawer).getByText('You save ৳600')).toBeInTheDocument();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Arctic P12' }));
  await act(() => whenIdle());
  expect(within(drawer).queryByText('Arctic P12')).not.toBeInTheDocument();
  expect(bus.current(cartState).count).toBe(2);
});

test('totals and the free-shipping hint come from the server quote', async () => {
  startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
  const drawer = await openDrawer();
  expect(await within(drawer).findByText('Add ৳2,000 more for FREE shipping')).toBeInTheDocument();
  expect(within(drawer).getByTestId('summary-shipping')).toHaveTextContent('৳150');
  expect(within(drawer).getByTestId('summary-total')).toHaveTextContent('৳3,150');
  const quote = api.calls.find((call) => call.path === '/api/v1/shipping/quote');
  expect(quote?.body).toEqual({ country: 'Japan', items: [{ productId: cpu.id, quantity: 2 }] });
});

test('the empty drawer offers Continue Shopping', async () => {
  startWith([{ id: fan.id, product: fan, quantity: 1 }]);
  const drawer = await openDrawer();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Remove Arctic P12' }));
  await act(() => whenIdle());
  expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

describe('coupon', () => {
  test('an empty code is ignored: no call, no message', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), { target: { value: '   ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await act(() => Promise.resolve());
    expect(validateCalls()).toHaveLength(0);
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  test("an unknown code says 'Invalid coupon code'; a refusal with a reason shows the reason too", async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 1 }]);
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), { target: { value: 'nope' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(/^Invalid coupon code$/);
    // The drawer sends the cart's lines, not a made-up total.
    expect(validateCalls()[0]?.body).toEqual({
      code: 'NOPE',
      items: [{ productId: cpu.id, quantity: 1 }],
    });

    couponAnswer = () => ({
      status: 200,
      body: {
        valid: false,
        discount: 0,
        message: 'This coupon needs a product total of at least ৳2,000',
      },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('alert')).toHaveTextContent(
        'Invalid coupon codeThis coupon needs a product total of at least ৳2,000',
      ),
    );
  });

  test("a failing call says 'Failed to validate coupon'", async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    couponAnswer = () => 'network-error';
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Failed to validate coupon');
    expect(coupon$.getValue()).toBeNull();
  });

  test('an applied coupon shows its code and discount, counts in the total, and can be removed', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    couponAnswer = () => ({
      status: 200,
      body: { valid: true, discount: 300, code: 'WELCOME10', message: 'Coupon applied' },
    });
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), {
      target: { value: 'welcome10' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    const applied = await within(drawer).findByTestId('coupon-applied');
    expect(applied).toHaveTextContent('Coupon WELCOME10 applied: −৳300');
    expect(within(drawer).getByTestId('summary-discount')).toHaveTextContent('−৳300');
    await waitFor(() =>
      expect(within(drawer).getByTestId('summary-total')).toHaveTextContent('৳2,850'),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove coupon' }));
    expect(within(drawer).queryByTestId('coupon-applied')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('summary-total')).toHaveTextContent('৳3,150');
  });

  test('is judged again when the cart changes, and dropped with the reason when it no longer holds', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    couponAnswer = (call) => {
      const { items } = call.body as { items: { quantity: number }[] };
      const total = (items[0]?.quantity ?? 0) * cpu.price;
      return total >= 2000
        ? {
            status: 200,
            body: { valid: true, discount: Math.floor(total / 10), code: 'WELCOME10' },
          }
        : {
            status: 200,
            body: {
              valid: false,
              discount: 0,
              message: 'This coupon needs a product total of at least ৳2,000',
            },
          };
    };
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByTestId('coupon-applied')).toHaveTextContent(
      'Coupon WELCOME10 applied: −৳300',
    );

    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase Ryzen 5 7600' }));
    await waitFor(() => expect(coupon$.getValue()).toEqual({ code: 'WELCOME10', discount: 450 }));
    expect(validateCalls().at(-1)?.body).toEqual({
      code: 'WELCOME10',
      items: [{ productId: cpu.id, quantity: 3 }],
    });

    // Down to one: ৳1,500 is under the coupon's minimum spend.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Decrease Ryzen 5 7600' }));
    await act(() => whenIdle());
    fireEvent.click(within(drawer).getByRole('button', { name: 'Decrease Ryzen 5 7600' }));
    await act(() => whenIdle());
    await waitFor(() => expect(coupon$.getValue()).toBeNull(), { timeout: 3000 });
    expect(couponMessage$.getValue()?.detail).toBe(
      'This coupon needs a product total of at least ৳2,000',
    );
    expect(within(drawer).queryByTestId('summary-discount')).not.toBeInTheDocument();
  });
});

describe('a coupon refused for its minimum spend', () => {
  const welcome10 = (call: ApiCall): Answer => {
    const { items } = call.body as { items: { quantity: number }[] };
    const total = (items[0]?.quantity ?? 0) * cpu.price;
    return total >= 2000
      ? { status: 200, body: { valid: true, discount: Math.floor(total / 10), code: 'WELCOME10' } }
      : {
          status: 200,
          body: {
            valid: false,
            discount: 0,
            code: 'WELCOME10',
            minSpend: 2000,
            subtotal: total,
            reason: 'minSpend',
            message: 'This coupon needs a product total of at least ৳2,000',
          },
        };
  };

  afterEach(() => bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 }));

  test('is applied once the cart grows past it, and the refusal goes', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 1 }]);
    couponAnswer = welcome10;
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Invalid coupon codeThis coupon needs a product total of at least ৳2,000',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Increase Ryzen 5 7600' }));
    expect(
      await within(drawer).findByTestId('coupon-applied', {}, { timeout: 3000 }),
    ).toHaveTextContent('Coupon WELCOME10 applied: −৳300');
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('is named in yen when yen is shown', async () => {
    bus.publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
    startWith([{ id: cpu.id, product: cpu, quantity: 1 }]);
    couponAnswer = welcome10;
    const drawer = await openDrawer();
    fireEvent.change(within(drawer).getByLabelText('Coupon code'), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Invalid coupon codeThis coupon needs a product total of at least ¥2,500',
    );
    expect(alert).not.toHaveTextContent('৳');
  });
});

describe('Calculate dialog', () => {
  test('Update asks the API for the prefecture and shows fee and date; Escape closes only the dialog', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Calculate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calculate shipping' });
    const select = within(dialog).getByLabelText('Prefecture');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Okinawa' })).toBeInTheDocument(),
    );
    fireEvent.change(select, { target: { value: 'Okinawa' } });
    fireEvent.change(within(dialog).getByLabelText('Postcode'), { target: { value: '9000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('NNN-NNNN');

    fireEvent.change(within(dialog).getByLabelText('Postcode'), { target: { value: '900-0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const result = await within(dialog).findByTestId('calculate-result');
    expect(result).toHaveTextContent('Shipping to Okinawa: ৳150, delivered by Sat, Nov 28');
    expect(api.calls.at(-1)?.body).toMatchObject({ country: 'Japan', prefecture: 'Okinawa' });

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Calculate shipping' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: /Your cart/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByTestId('summary-delivery')).toHaveTextContent(
        'Okinawa: by Sat, Nov 28',
      ),
    );
  });

  test('Cancel closes without asking anything', async () => {
    startWith([{ id: cpu.id, product: cpu, quantity: 2 }]);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Calculate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calculate shipping' });
    const before = api.calls.filter((call) => call.path === '/api/v1/shipping/quote').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Calculate shipping' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/v1/shipping/quote')).toHaveLength(before);
  });
});

test('Place Order closes the drawer and goes to /checkout', async () => {
  startWith([{ id: cpu.id, product: cpu, quantity: 1 }]);
  const drawer = await openDrawer();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Place Order' }));
  expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
