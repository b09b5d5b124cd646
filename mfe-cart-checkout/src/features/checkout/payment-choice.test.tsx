import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  authSession,
  cartState,
  getBus,
  shopCurrency,
  type CartItem,
  type CartProduct,
  type PaymentMethodOption,
} from '@shop/shared';
import {
  apiError,
  fakeApi,
  NOT_FOUND,
  type Answer,
  type ApiCall,
  type FakeApi,
} from '@shop/shared/testing';
import { quoteFor } from '../../testing/shipping-quote';
import { clearCart, startCartOwner } from '../../lib/cart-store';
import { removeCoupon } from '../../lib/coupon-store';
import { PENDING_PAYMENT_KEY } from '../../lib/pending-payment';
import CheckoutPage from '../../pages/checkout-page';
import { leaveFor } from './leave-for';

// Decision 21 at checkout: the ways to pay offered where the order goes, what each one
// shows, and how an order paid away from our API is finished.

jest.mock('./leave-for', () => ({ leaveFor: jest.fn() }));

const stripe = {
  elements: jest.fn(),
  confirmCardPayment: jest.fn(),
  confirmKonbiniPayment: jest.fn(),
};
const cardElement = { mount: jest.fn(), on: jest.fn(), destroy: jest.fn() };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => stripe) }));

const bus = getBus();
jest.setTimeout(20_000);

const gpu: CartProduct = {
  id: 'p-gpu',
  name: 'GeForce RTX 4060',
  slug: 'geforce-rtx-4060',
  image: '/images/gpu.svg',
  category: 'graphics-cards',
  price: 40_000,
};

const card: PaymentMethodOption = {
  id: 'card',
  provider: 'test',
  fee: 0,
  feeInCurrency: 0,
  maxTotal: null,
};
const cod: PaymentMethodOption = {
  id: 'cod',
  provider: 'shop',
  fee: 0,
  feeInCurrency: 0,
  maxTotal: 100_000,
};
const bkash: PaymentMethodOption = {
  id: 'bkash',
  provider: 'bkash',
  fee: 0,
  feeInCurrency: 0,
  maxTotal: null,
};
const konbini: PaymentMethodOption = {
  id: 'konbini',
  provider: 'stripe',
  fee: 0,
  feeInCurrency: 0,
  maxTotal: null,
  publishableKey: 'pk_test_shop',
};
const japanCod: PaymentMethodOption = { ...cod, fee: 264, feeInCurrency: 330 };

let methodsAnswer: (call: ApiCall) => Answer;
let orderAnswer: (call: ApiCall) => Answer;
let api: FakeApi;
let stopOwner: () => void = () => undefined;

const placed = (extra: Record<string, unknown> = {}) => ({
  success: true,
  orderId: 'CH-PAY0000001',
  accessToken: 'guest-token',
  status: 'paid',
  total: 41_200,
  ...extra,
});

function renderCheckout(items: CartItem[]) {
  localStorage.setItem('circuithaat.cart', JSON.stringify(items));
  stopOwner = startCartOwner();
  api = fakeApi(
    {
      'POST /api/v1/shipping/quote': (call) => quoteFor(call, { [gpu.id]: gpu.price }),
      'GET /api/v1/config': () => ({ status: 200, body: { prefectures: ['Tokyo', 'Okinawa'] } }),
      'GET /api/v1/payments/methods': (call) => methodsAnswer(call),
      'POST /api/v1/orders': (call) => orderAnswer(call),
      'POST /api/v1/orders/*/payment/confirm': {
        status: 200,
        body: { id: 'CH-PAY0000001', status: 'paid' },
      },
    },
    { otherwise: NOT_FOUND },
  );
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/orders/:id" element={<p>Order page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,select' });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const place = () => fireEvent.click(screen.getByRole('button', { name: /Place Order|Processing/ }));
const methodCalls = () => api.calls.filter((call) => call.path === '/api/v1/payments/methods');
const orderCalls = () => api.calls.filter((call) => call.path === '/api/v1/orders');
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function fillJapan() {
  type('First name', 'Hanako');
  type('Last name', 'Yamada');
  type('Email', 'hanako@example.com');
  type('Phone', '090-1234-5678');
  type('Address', '1-2-3 Kumoji');
  type('City', 'Naha');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Okinawa' })).toBeInTheDocument());
  type('Prefecture', 'Okinawa');
  type('Postcode', '900-0001');
}

const byCountry: Record<string, PaymentMethodOption[]> = {
  BD: [card, cod, bkash],
  JP: [card, japanCod, konbini],
  US: [card],
};

beforeEach(() => {
  bus.publish(authSession, { user: null, loading: false });
  methodsAnswer = (call) => ({
    status: 200,
    body: { methods: byCountry[call.query.get('country') ?? ''] ?? [card] },
  });
  orderAnswer = () => ({ status: 201, body: placed() });
  stripe.elements.mockReturnValue({ create: jest.fn(() => cardElement) });
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
  jest.clearAllMocks();
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
});

test('the methods are asked for the country the order goes to, and again when it changes', async () => {
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  const group = await screen.findByRole('group', { name: 'How would you like to pay?' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['card', 'cod', 'konbini']);
  expect(methodCalls()[0]?.query.toString()).toBe('country=JP&currency=BDT');

  type('Country', 'Bangladesh');
  await waitFor(() => expect(screen.getByRole('radio', { name: 'bKash' })).toBeInTheDocument());
  expect(screen.queryByRole('radio', { name: /Konbini/ })).not.toBeInTheDocument();
  expect(methodCalls().at(-1)?.query.get('country')).toBe('BD');

  type('Country', 'United States');
  await waitFor(() =>
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull(),
  );
  // The card alone: its fields, no choice to make.
  expect(field('Card number')).toBeInTheDocument();
});

test('the card fields show for the card only; bKash and konbini say what happens next', async () => {
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  fireEvent.click(await screen.findByRole('radio', { name: /Konbini/ }));
  expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
  expect(screen.getByTestId('payment-note')).toHaveTextContent(
    'Pay at FamilyMart, Lawson, Ministop or Seicomart within 3 days',
  );
  expect(screen.queryByText(/Test cards:/)).toBeNull();

  type('Country', 'Bangladesh');
  fireEvent.click(await screen.findByRole('radio', { name: 'bKash' }));
  expect(screen.getByTestId('payment-note')).toHaveTextContent(
    'You will approve the payment in bKash',
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
  expect(field('Card number')).toBeInTheDocument();
  expect(screen.getByText(/Test cards:/)).toBeInTheDocument();
});

test("Japan's cash on delivery shows its fee in the summary before Place Order, in the total", async () => {
  bus.publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  await fillJapan();
  await waitFor(() => expect(screen.getByTestId('summary-total')).not.toHaveTextContent('…'));
  const before = amount(screen.getByTestId('summary-total').textContent);
  expect(screen.queryByTestId('summary-payment-fee')).toBeNull();

  fireEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
  expect(screen.getByTestId('summary-payment-fee')).toHaveTextContent('¥330');
  expect(amount(screen.getByTestId('summary-total').textContent)).toBe(before + 330);
  expect(screen.getByTestId('payment-note')).toHaveTextContent('¥330');

  orderAnswer = () => ({
    status: 201,
    body: placed({
      status: 'to_be_collected',
      paymentMethod: 'cod',
      currency: 'JPY',
      inCurrency: { currency: 'JPY', total: 4_230 },
    }),
  });
  place();
  const success = await screen.findByTestId('order-success');
  expect(within(success).getByTestId('to-collect')).toHaveTextContent(
    'Cash on delivery: please have ¥4,230 ready for the courier.',
  );
  // No card data: the spec's payment message does not apply to cash.
  expect(orderCalls()[0]?.body).toMatchObject({ payment: { method: 'cod' } });
  expect(JSON.stringify(orderCalls()[0]?.body)).not.toContain('cardNumber');
});

test('cash on delivery over its limit is offered disabled, with the reason', async () => {
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 3 }]);
  type('Country', 'Bangladesh');
  // ৳120,000 of products: over the ৳100,000 limit once the quote has answered.
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled(),
  );
  expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveAccessibleDescription(
    'Not available for orders over ৳100,000',
  );
  expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
});

test('when the methods cannot be read the card alone is offered, as before', async () => {
  methodsAnswer = () => apiError(500, 'INTERNAL', 'boom');
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  await waitFor(() => expect(methodCalls()).toHaveLength(1));
  expect(screen.queryByRole('radio')).toBeNull();
  expect(field('Card number')).toBeInTheDocument();
});

test('bKash: the order is placed, the browser goes to bKash, the cart stays until it is paid', async () => {
  orderAnswer = () => ({
    status: 201,
    body: placed({
      status: 'awaiting_payment',
      paymentMethod: 'bkash',
      next: { type: 'redirect', url: 'https://sandbox.bka.sh/approve?paymentID=TR1' },
    }),
  });
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  type('Country', 'Bangladesh');
  fireEvent.click(await screen.findByRole('radio', { name: 'bKash' }));
  type('First name', 'Rahim');
  type('Last name', 'Uddin');
  type('Email', 'rahim@example.com');
  type('Mobile number', '01712345678');
  fireEvent.click(screen.getByRole('radio', { name: /Pick up at the Dhaka showroom/ }));
  place();
  await waitFor(() =>
    expect(leaveFor).toHaveBeenCalledWith('https://sandbox.bka.sh/approve?paymentID=TR1'),
  );
  expect(orderCalls()[0]?.body).toMatchObject({ payment: { method: 'bkash' } });
  expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBe('CH-PAY0000001');
  expect(bus.current(cartState).count).toBe(1);
  expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
});

test("Stripe's card: its element, a decline to try again on the same order, then the order page", async () => {
  const stripeCard = { ...card, provider: 'stripe' as const, publishableKey: 'pk_test_shop' };
  methodsAnswer = () => ({ status: 200, body: { methods: [stripeCard, japanCod] } });
  orderAnswer = () => ({
    status: 201,
    body: placed({
      status: 'awaiting_payment',
      paymentMethod: 'card',
      next: {
        type: 'stripe',
        method: 'card',
        clientSecret: 'pi_1_secret_2',
        publishableKey: 'pk_test_shop',
      },
    }),
  });
  stripe.confirmCardPayment
    .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } })
    .mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  await fillJapan();
  await waitFor(() => expect(cardElement.mount).toHaveBeenCalled());
  expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
  // The element says when the card is complete.
  const onChange = cardElement.on.mock.calls.find(([name]) => name === 'change')?.[1] as (event: {
    complete: boolean;
  }) => void;
  act(() => onChange({ complete: true }));

  place();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  expect(orderCalls()[0]?.body).toMatchObject({ payment: { method: 'card' } });
  expect(bus.current(cartState).count).toBe(1);

  place();
  await screen.findByText('Order page');
  // The same order, paid on the second try; then the API is asked to settle it.
  expect(orderCalls()).toHaveLength(1);
  expect(stripe.confirmCardPayment).toHaveBeenLastCalledWith('pi_1_secret_2', {
    payment_method: {
      card: cardElement,
      billing_details: {
        name: 'Hanako Yamada',
        email: 'hanako@example.com',
        phone: '090-1234-5678',
      },
    },
  });
  const confirm = api.calls.find((call) => call.path.endsWith('/payment/confirm'));
  expect(confirm?.headers.get('X-Order-Token')).toBe('guest-token');
  await waitFor(() => expect(bus.current(cartState).count).toBe(0));
});

test('konbini: the voucher is made without Stripe’s pop-up, then the order page shows it', async () => {
  orderAnswer = () => ({
    status: 201,
    body: placed({
      status: 'awaiting_payment',
      paymentMethod: 'konbini',
      next: {
        type: 'stripe',
        method: 'konbini',
        clientSecret: 'pi_k_secret',
        publishableKey: 'pk_test_shop',
      },
    }),
  });
  stripe.confirmKonbiniPayment.mockResolvedValue({ paymentIntent: { status: 'requires_action' } });
  renderCheckout([{ id: gpu.id, product: gpu, quantity: 1 }]);
  await fillJapan();
  fireEvent.click(await screen.findByRole('radio', { name: /Konbini/ }));
  place();
  await screen.findByText('Order page');
  expect(stripe.confirmKonbiniPayment).toHaveBeenCalledWith(
    'pi_k_secret',
    {
      payment_method: {
        billing_details: {
          name: 'Hanako Yamada',
          email: 'hanako@example.com',
          phone: '090-1234-5678',
        },
      },
    },
    { handleActions: false },
  );
});
