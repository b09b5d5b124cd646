import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authSession, cartState, getBus, shopCurrency, type Order } from '@shop/shared';
import { fakeApi, NOT_FOUND, type FakeApi } from '@shop/shared/testing';
import { clearCart, startCartOwner } from '../../lib/cart-store';
import { PENDING_PAYMENT_KEY } from '../../lib/pending-payment';
import OrderDetailPage from '../../pages/order-detail-page';

// Decision 21 on the order page: an order not paid yet says what it waits for and until
// when, a konbini order shows its voucher, cash on delivery what the courier collects, a
// cancelled one why; back from bKash the cart is emptied only once the order is paid.

const bus = getBus();
let api: FakeApi;
let stopOwner: () => void = () => undefined;

const base: Order = {
  id: 'CH-PAY0000001',
  status: 'paid',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  items: [{ productId: 'p1', name: 'Ryzen 5 7600', unitPrice: 1000, quantity: 1, lineTotal: 1000 }],
  shipping: {
    firstName: 'Rahim',
    lastName: 'Uddin',
    email: 'rahim@example.com',
    phone: '01712345678',
    address: 'House 1, Road 2',
    city: 'Dhaka',
    state: '',
    zipCode: '',
    country: 'Bangladesh',
    town: '',
  },
  subtotal: 1000,
  shippingCost: 234,
  couponCode: null,
  couponDiscount: 0,
  total: 1234,
  currency: 'BDT',
  rate: 1.25,
  payment: null,
  trackingNumber: null,
  deliveryDays: 2,
  shipDate: '2026-11-27',
  deliveryDate: '2026-11-28',
  refunds: [],
  countryCode: 'BD',
};

const japan: Partial<Order> = {
  currency: 'JPY',
  countryCode: 'JP',
  shipping: { ...base.shipping, country: 'Japan', city: 'Naha', state: 'Okinawa' },
};

function renderOrder(order: Order, path = `/orders/${order.id}?token=guest-token`) {
  api = fakeApi(
    {
      [`GET /api/v1/orders/${order.id}`]: (call) =>
        call.headers.get('X-Order-Token') === 'guest-token'
          ? { status: 200, body: order }
          : NOT_FOUND,
    },
    { otherwise: NOT_FOUND },
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  bus.publish(authSession, { user: null, loading: false });
});

afterEach(async () => {
  await act(async () => clearCart());
  stopOwner();
  api.restore();
  localStorage.clear();
  sessionStorage.clear();
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
});

test("a guest back from bKash (?token=) sees the order awaiting payment, with bKash's deadline", async () => {
  renderOrder({
    ...base,
    status: 'awaiting_payment',
    paymentMethod: 'bkash',
    // 14:30 in Dhaka (UTC+6).
    paymentDeadline: '2026-11-26T08:30:00.000Z',
  });
  expect(await screen.findByTestId('payment-state')).toHaveTextContent(
    'Awaiting payment by bKash until 14:30',
  );
  expect(screen.getByTestId('payment-state')).toHaveTextContent('Payment: bKash');
});

test('a konbini order shows the last day and, per store, its payment code and confirmation number', async () => {
  renderOrder({
    ...base,
    ...japan,
    status: 'awaiting_payment',
    paymentMethod: 'konbini',
    paymentDeadline: '2026-11-28T14:59:00.000Z',
    konbini: {
      expiresAt: '2026-11-28T14:59:00.000Z',
      voucherUrl: 'https://payments.stripe.com/konbini/voucher/test_1',
      stores: [
        { chain: 'familymart', paymentCode: '123456', confirmationNumber: '11223344' },
        { chain: 'lawson', paymentCode: '654321', confirmationNumber: null },
      ],
    },
  } as Order);
  expect(await screen.findByTestId('payment-state')).toHaveTextContent(
    'To be paid at a convenience store by 28 Nov 2026',
  );
  const voucher = screen.getByTestId('konbini-voucher');
  const family = within(voucher).getByRole('row', { name: /FamilyMart/ });
  expect(family).toHaveTextContent('123456');
  expect(family).toHaveTextContent('11223344');
  expect(within(voucher).getByRole('row', { name: /Lawson/ })).toHaveTextContent('654321');
  expect(within(voucher).getByRole('link', { name: 'Open the payment voucher' })).toHaveAttribute(
    'href',
    'https://payments.stripe.com/konbini/voucher/test_1',
  );
});

test('cash on delivery: what the courier collects, in the order’s currency, and the fee line', async () => {
  renderOrder({ ...base, status: 'to_be_collected', paymentMethod: 'cod' });
  expect(await screen.findByTestId('payment-state')).toHaveTextContent(
    'To be paid on delivery: ৳1,234',
  );
  expect(screen.getByTestId('payment-state')).toHaveTextContent('Payment: Cash on delivery');
  expect(screen.queryByTestId('cod-fee')).toBeNull();
});

test("Japan's COD fee is a line of the totals, in the total", async () => {
  bus.publish(shopCurrency, { currency: 'JPY', rate: 1.25 });
  renderOrder({
    ...base,
    ...japan,
    status: 'to_be_collected',
    paymentMethod: 'cod',
    codFee: 264,
    total: 1498,
    inCurrency: {
      currency: 'JPY',
      items: [{ productId: 'p1', unitPrice: 1250, quantity: 1, lineTotal: 1250 }],
      subtotal: 1250,
      shippingCost: 293,
      couponDiscount: 0,
      total: 1873,
      codFee: 330,
    },
  });
  expect(await screen.findByTestId('cod-fee')).toHaveTextContent('¥330');
  expect(screen.getByTestId('payment-state')).toHaveTextContent('To be paid on delivery: ¥1,873');
});

test('a cancelled order says why; back from a cancelled bKash payment the cart is kept', async () => {
  localStorage.setItem(
    'circuithaat.cart',
    JSON.stringify([
      {
        id: 'p1',
        product: {
          id: 'p1',
          name: 'Ryzen 5 7600',
          slug: 'r5',
          image: '/x.svg',
          category: 'cpu',
          price: 1000,
        },
        quantity: 1,
      },
    ]),
  );
  stopOwner = startCartOwner();
  sessionStorage.setItem(PENDING_PAYMENT_KEY, base.id);
  renderOrder({
    ...base,
    status: 'cancelled',
    paymentMethod: 'bkash',
    cancelReason: 'Payment was cancelled in bKash',
  });
  expect(await screen.findByTestId('payment-state')).toHaveTextContent(
    'Cancelled: Payment was cancelled in bKash',
  );
  expect(await screen.findByRole('link', { name: 'Return to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  expect(bus.current(cartState).count).toBe(1);
  expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
});

test('back from bKash with the order paid, the cart kept for it is emptied', async () => {
  localStorage.setItem(
    'circuithaat.cart',
    JSON.stringify([
      {
        id: 'p1',
        product: {
          id: 'p1',
          name: 'Ryzen 5 7600',
          slug: 'r5',
          image: '/x.svg',
          category: 'cpu',
          price: 1000,
        },
        quantity: 1,
      },
    ]),
  );
  stopOwner = startCartOwner();
  sessionStorage.setItem(PENDING_PAYMENT_KEY, base.id);
  expect(bus.current(cartState).count).toBe(1);
  renderOrder({ ...base, status: 'paid', paymentMethod: 'bkash' });
  await screen.findByTestId('payment-state');
  await waitFor(() => expect(bus.current(cartState).count).toBe(0));
  expect(sessionStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
});
