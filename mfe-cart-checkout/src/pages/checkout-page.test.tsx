import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  authSession,
  cartState,
  getBus,
  shopCurrency,
  type CartItem,
  type CartProduct,
} from '@shop/shared';
import { fakeApi, NOT_FOUND, type Answer, type ApiCall, type FakeApi } from '@shop/shared/testing';
import { quoteFor } from '../testing/shipping-quote';
import { clearCart, startCartOwner } from '../lib/cart-store';
import { applyCoupon, removeCoupon } from '../lib/coupon-store';
import { DRAFT_KEY } from '../features/checkout/checkout-draft';
import CheckoutPage from './checkout-page';

const bus = getBus();
// Rendering the whole page with its requests is slow on a busy CI machine.
jest.setTimeout(20_000);

const ssd: CartProduct = {
  id: 'p-ssd',
  name: 'Samsung 990 EVO 1TB',
  slug: 'samsung-990-evo-1tb',
  image: '/images/ssd.svg',
  category: 'storage',
  price: 2200,
};

let orderAnswer: (call: ApiCall) => Answer | Promise<Answer>;
let couponAnswer: (call: ApiCall) => Answer = () => ({
  status: 200,
  body: { valid: true, discount: 220, code: 'WELCOME10' },
});
let api: FakeApi;
let stopOwner: () => void = () => undefined;

const placed = {
  success: true,
  orderId: 'CH-7K2M9Q4X1P',
  accessToken: 'guest-token',
  status: 'paid',
  total: 2350,
};

function renderCheckout(items: CartItem[], at = '/checkout') {
  localStorage.setItem('circuithaat.cart', JSON.stringify(items));
  stopOwner = startCartOwner();
  api = fakeApi(
    {
      'POST /api/v1/shipping/quote': (call) => quoteFor(call, { [ssd.id]: ssd.price }),
      'GET /api/v1/config': () => ({ status: 200, body: { prefectures: ['Tokyo', 'Okinawa'] } }),
      'POST /api/v1/orders': (call) => orderAnswer(call),
      'POST /api/v1/coupons/validate': (call) => couponAnswer(call),
    },
    { otherwise: NOT_FOUND },
  );
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,select' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const place = () => fireEvent.click(screen.getByRole('button', { name: /Place Order|Processing/ }));
const orderCalls = () => api.calls.filter((call) => call.path === '/api/v1/orders');

async function fillShipping() {
  type('First name', 'Hanako');
  type('Last name', 'Yamada');
  type('Email', 'hanako@example.com');
  type('Address', '1-2-3 Kumoji');
  type('City', 'Naha');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Okinawa' })).toBeInTheDocument());
  type('Prefecture', 'Okinawa');
  type('Postcode', '900-0001');
}

function fillCard(number = '4242 4242 4242 4242') {
  type('Card number', number);
  type('Name on card', 'HANAKO YAMADA');
  type('Expiry (MM/YY)', '12/30');
  type('CVV', '123');
}

beforeEach(() => {
  bus.publish(authSession, { user: null, loading: false });
  orderAnswer = () => ({ status: 201, body: placed });
});

afterEach(async () => {
  await act(async () => {
    await clearCart();
    removeCoupon();
  });
  stopOwner();
  api.restore();
  localStorage.clear();
  sessionStorage.clear();
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
});

test("an empty cart shows 'Your cart is empty' and Continue Shopping", () => {
  renderCheckout([]);
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('the spec messages come first: shipping, then payment', async () => {
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  place();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please fill in all required shipping information',
  );
  await fillShipping();
  place();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all payment information'),
  );
  expect(orderCalls()).toHaveLength(0);
});

test('field checks: a card number failing Luhn, a past expiry, a malformed CVV, a bad postcode', async () => {
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  await fillShipping();
  fillCard('4242 4242 4242 4241');
  type('Expiry (MM/YY)', '01/20');
  type('CVV', '12');
  type('Postcode', '9000');
  place();
  expect(await screen.findByText('Card number is invalid')).toBeInTheDocument();
  expect(screen.getByText('Card has expired')).toBeInTheDocument();
  expect(screen.getByText('CVV must be 3 or 4 digits')).toBeInTheDocument();
  expect(screen.getByText('Enter the postcode as NNN-NNNN')).toBeInTheDocument();
  expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
  expect(orderCalls()).toHaveLength(0);
});

test('inputs tell browsers what they hold, so addresses and cards autofill', () => {
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  expect(field('Card number')).toHaveAttribute('inputmode', 'numeric');
  expect(field('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
  expect(field('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
  expect(field('Postcode')).toHaveAttribute('autocomplete', 'shipping postal-code');
  expect(field('Email')).toHaveAttribute('autocomplete', 'email');
});

test('a signed-in shopper finds name and e-mail filled in', () => {
  bus.publish(authSession, {
    user: {
      id: 'u1',
      email: 'rina@example.com',
      name: 'rina',
      user_ref: 'R1',
      phoneNumber: null,
      isVerified: true,
      firstName: 'Rina',
      lastName: 'Sato',
    },
    loading: false,
  });
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  expect(field('First name')).toHaveValue('Rina');
  expect(field('Last name')).toHaveValue('Sato');
  expect(field('Email')).toHaveValue('rina@example.com');
});

test("Place Order shows 'Processing…' while the order is on its way, then the success screen", async () => {
  let answer: (value: Answer) => void = () => undefined;
  orderAnswer = () => new Promise<Answer>((resolve) => (answer = resolve));
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  await fillShipping();
  fillCard();
  place();
  const button = await screen.findByRole('button', { name: 'Processing…' });
  expect(button).toBeDisabled();
  // A second click while processing sends nothing more.
  place();
  await waitFor(() => expect(orderCalls()).toHaveLength(1));
  const sent = orderCalls()[0];
  expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  expect(sent?.body).toMatchObject({
    items: [{ productId: ssd.id, quantity: 1 }],
    shipping: { state: 'Okinawa', country: 'Japan', zipCode: '900-0001' },
    payment: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30' },
  });
  await act(async () => answer({ status: 201, body: placed }));
  const success = await screen.findByTestId('order-success');
  expect(within(success).getByTestId('order-id')).toHaveTextContent('CH-7K2M9Q4X1P');
  expect(success).toHaveTextContent('An e-mail confirmation will be sent to hanako@example.com');
  expect(within(success).getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    '/orders/CH-7K2M9Q4X1P#token=guest-token',
  );
  await waitFor(() => expect(bus.current(cartState).count).toBe(0));
});

test('one Idempotency-Key per attempt: kept for a retry after a network error, new after a refusal', async () => {
  const answers: Answer[] = [
    'network-error',
    {
      status: 402,
      body: {
        error: {
          code: 'CARD_DECLINED',
          message: 'Your card was declined. Please use another card.',
        },
      },
    },
    { status: 201, body: placed },
  ];
  orderAnswer = () => answers.shift() ?? { status: 500 };
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
  await fillShipping();
  fillCard('4000 0000 0000 0002');
  place();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred while placing your order. Please try again.',
  );
  place();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Please use another card.',
    ),
  );
  // Declined: the cart is kept.
  expect(bus.current(cartState).count).toBe(1);
  fillCard();
  place();
  await screen.findByTestId('order-success');
  const keys = orderCalls().map((call) => call.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test.each<[string, Answer, string]>([
  [
    'success: false',
    { status: 201, body: { success: false } },
    'Failed to place order. Please try again.',
  ],
  [
    'short stock',
    {
      status: 409,
      body: {
        error: { code: 'OUT_OF_STOCK', message: 'Only 1 of Samsung 990 EVO 1TB left in stock' },
      },
    },
    'Only 1 of Samsung 990 EVO 1TB left in stock',
  ],
])('%s keeps the cart and says so', async (_label, answer, message) => {
  orderAnswer = () => answer;
  renderCheckout([{ id: ssd.id, product: ssd, quantity: 2 }]);
  await fillShipping();
  fillCard();
  place();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(bus.current(cartState).count).toBe(2);
  expect(screen.queryByTestId('order-success')).not.toBeInTheDocument();
});

describe('defects of issue 24', () => {
  test('Enter in the coupon box applies the coupon and neither submits nor clears the form', async () => {
    renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    await fillShipping();
    fillCard();
    const box = screen.getByLabelText('Coupon code');
    // The coupon box is no form of its own inside the checkout form.
    expect(box.closest('form')?.querySelectorAll('form')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'welcome10' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('WELCOME10');
    expect(api.calls.filter((call) => call.path === '/api/v1/coupons/validate')).toHaveLength(1);
    expect(orderCalls()).toHaveLength(0);
    expect(field('Address')).toHaveValue('1-2-3 Kumoji');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  test('an empty Place Order marks each empty required field and focuses the first', async () => {
    renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    type('Last name', 'Yamada');
    place();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Please fill in all required shipping information$/,
    );
    for (const name of ['First name', 'Email', 'Address', 'City', 'Postcode', 'CVV']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription('Required');
    }
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field('First name')).toHaveFocus());
    // Filled in, it is no longer marked; the next refusal focuses the next empty one.
    type('First name', 'Hanako');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    place();
    await waitFor(() => expect(field('Email')).toHaveFocus());
  });

  test('the shipping fields are drafted for the session, the card never; a placed order clears it', async () => {
    renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    await fillShipping();
    fillCard();
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('900-0001'));
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('HANAKO YAMADA');
    expect(stored).not.toContain('12/30');
    place();
    await screen.findByTestId('order-success');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  test('a draft fills the form again after a reload', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ firstName: 'Hanako', address: '1-2-3 Kumoji', cardNumber: '4242' }),
    );
    renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    expect(field('First name')).toHaveValue('Hanako');
    expect(field('Address')).toHaveValue('1-2-3 Kumoji');
    expect(field('Card number')).toHaveValue('');
  });

  test('the success screen is found again from its address after a reload, token and all', async () => {
    const first = renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    await fillShipping();
    fillCard();
    place();
    await screen.findByTestId('order-success');
    first.unmount();
    stopOwner();
    api.restore();
    // The reload: the cart is empty now, the address names the order.
    renderCheckout([], '/checkout?order=CH-7K2M9Q4X1P');
    const success = await screen.findByTestId('order-success');
    expect(within(success).getByTestId('order-id')).toHaveTextContent('CH-7K2M9Q4X1P');
    expect(success).toHaveTextContent('An e-mail confirmation will be sent to hanako@example.com');
    expect(within(success).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/orders/CH-7K2M9Q4X1P#token=guest-token',
    );
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  test('an address naming an order this tab did not place shows the checkout', () => {
    renderCheckout([], '/checkout?order=CH-0000000000');
    expect(screen.queryByTestId('order-success')).not.toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  test('an order refused for its coupon minimum spend names the amount in yen when yen is shown', async () => {
    bus.publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
    renderCheckout([{ id: ssd.id, product: ssd, quantity: 1 }]);
    await act(async () => {
      await applyCoupon('WELCOME10');
    });
    await fillShipping();
    fillCard();
    // Meanwhile the coupon's minimum spend went up: the order and the re-check refuse it.
    couponAnswer = () => ({
      status: 200,
      body: {
        valid: false,
        discount: 0,
        code: 'WELCOME10',
        minSpend: 3000,
        subtotal: 2200,
        reason: 'minSpend',
        message: 'This coupon needs a product total of at least ৳3,000',
      },
    });
    orderAnswer = () => ({
      status: 422,
      body: {
        error: {
          code: 'COUPON_INVALID',
          message: 'This coupon needs a product total of at least ৳3,000',
        },
      },
    });
    place();
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
    await waitFor(() =>
      expect(alerts()).toContain('This coupon needs a product total of at least ¥3,750'),
    );
    expect(alerts().join(' ')).not.toContain('৳');
    expect(screen.queryByTestId('coupon-applied')).not.toBeInTheDocument();
  });
});
