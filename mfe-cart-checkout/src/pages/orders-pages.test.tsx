import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  authSession,
  authSignInRequested,
  getBus,
  shopCurrency,
  type Order,
  type User,
} from '@shop/shared';
import { apiError, fakeApi, NOT_FOUND, type FakeApi } from '@shop/shared/testing';
import OrderDetailPage from './order-detail-page';
import OrdersPage from './orders-page';

const bus = getBus();
let api: FakeApi | undefined;

const user: User = {
  id: 'usr_1',
  email: 'rina@example.com',
  name: 'rina',
  user_ref: 'CH-U1',
  phoneNumber: null,
  isVerified: true,
  role: 'user',
};

const order: Order = {
  id: 'CH-7K2M9Q4X1P',
  status: 'paid',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  items: [
    { productId: 'p1', name: 'AMD Ryzen 7 7700X', unitPrice: 32500, quantity: 2, lineTotal: 65000 },
  ],
  shipping: {
    firstName: 'Rina',
    lastName: 'Sato',
    email: 'rina@example.com',
    phone: '+81 90 1234 5678',
    address: '1-2-3 Shibuya',
    city: 'Tokyo',
    state: 'Tokyo',
    zipCode: '150-0002',
    country: 'Japan',
    town: 'Shibuya',
  },
  subtotal: 65000,
  shippingCost: 0,
  couponCode: 'WELCOME10',
  couponDiscount: 6500,
  total: 58500,
  currency: 'BDT',
  rate: 1.25,
  payment: { brand: 'visa', last4: '4242' },
  trackingNumber: null,
  deliveryDays: 1,
  shipDate: '2026-11-21',
  deliveryDate: '2026-11-22',
  refunds: [],
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  api?.restore();
  localStorage.clear();
  bus.publish(authSession, { user: null, loading: true });
  bus.publish(shopCurrency, { currency: 'BDT', rate: 1.25 });
});

test('a signed-out visitor on /orders is asked to sign in through the header modal', async () => {
  const requests: unknown[] = [];
  const off = bus.handle(authSignInRequested, (request) => requests.push(request));
  api = fakeApi({ '/api/v1': { status: 500, body: {} } });
  bus.publish(authSession, { user: null, loading: false });
  renderAt('/orders');
  expect(await screen.findByText('Please sign in to see your orders.')).toBeInTheDocument();
  await waitFor(() => expect(requests).toEqual([{ returnTo: '/orders', reason: 'orders' }]));
  expect(api.calls).toHaveLength(0);
  off();
});

test('a signed-in shopper sees their orders from the API, newest first as the API sends them', async () => {
  localStorage.setItem('circuithaat.access_token', 'token-1');
  api = fakeApi(
    { 'GET /api/v1/orders/user': { status: 200, body: { orders: [order] } } },
    { otherwise: NOT_FOUND },
  );
  bus.publish(authSession, { user, loading: false });
  renderAt('/orders');
  const link = await screen.findByRole('link', { name: /Order CH-7K2M9Q4X1P/ });
  expect(link).toHaveAttribute('href', '/orders/CH-7K2M9Q4X1P');
  expect(link).toHaveTextContent('Paid');
  expect(link).toHaveTextContent('2 items');
  expect(link).toHaveTextContent('৳58,500');
  expect(api.calls[0]?.authorization).toBe('Bearer token-1');
});

test('an order page shows lines, totals, delivery and only the card brand and last 4', async () => {
  api = fakeApi({ '/api/v1/orders': { status: 200, body: order } });
  bus.publish(authSession, { user, loading: false });
  renderAt('/orders/CH-7K2M9Q4X1P');
  expect(await screen.findByRole('heading', { name: 'Order CH-7K2M9Q4X1P' })).toBeInTheDocument();
  expect(screen.getByText('AMD Ryzen 7 7700X')).toBeInTheDocument();
  expect(screen.getByText('FREE')).toBeInTheDocument();
  expect(screen.getByText('-৳6,500')).toBeInTheDocument();
  expect(screen.getByText('Paid by Visa ending 4242')).toBeInTheDocument();
});

test('a yen order adds up in yen on its page and in My Orders, at the rate it was placed at', async () => {
  // Four ৳950 units at 1.25 yen per taka: ¥1,188 each. Sent as an API older than
  // `inCurrency` would, so the page works the figures out itself.
  const yenOrder: Order = {
    ...order,
    items: [{ productId: 'p2', name: 'ESET NOD32', unitPrice: 950, quantity: 4, lineTotal: 3800 }],
    subtotal: 3800,
    shippingCost: 150,
    couponCode: null,
    couponDiscount: 0,
    total: 3950,
    currency: 'JPY',
    rate: 1.25,
  };
  localStorage.setItem('circuithaat.access_token', 'token-1');
  api = fakeApi(
    {
      'GET /api/v1/orders/user': { status: 200, body: { orders: [yenOrder] } },
      'GET /api/v1/orders/CH-7K2M9Q4X1P': { status: 200, body: yenOrder },
    },
    { otherwise: NOT_FOUND },
  );
  // Today's rate is another one: the order keeps its own.
  bus.publish(shopCurrency, { currency: 'JPY', rate: 2 });
  bus.publish(authSession, { user, loading: false });
  const { unmount } = renderAt('/orders');
  const link = await screen.findByRole('link', { name: /Order CH-7K2M9Q4X1P/ });
  expect(link).toHaveTextContent('¥4,940');
  unmount();

  renderAt('/orders/CH-7K2M9Q4X1P');
  const row = await screen.findByRole('row', { name: /ESET NOD32/ });
  expect(row).toHaveTextContent('¥4,752');
  const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(figure('Products')).toHaveTextContent('¥4,752');
  expect(figure('Shipping')).toHaveTextContent('¥188');
  expect(figure('Total')).toHaveTextContent('¥4,940');
});

test("a guest's order link sends its token as a header, never in the API URL", async () => {
  api = fakeApi({ '/api/v1/orders': { status: 200, body: order } });
  bus.publish(authSession, { user: null, loading: false });
  renderAt('/orders/CH-7K2M9Q4X1P?token=guest-secret');
  await screen.findByRole('heading', { name: 'Order CH-7K2M9Q4X1P' });
  const call = api.calls[0]!;
  expect(call.url.href).not.toContain('guest-secret');
  expect(call.headers.get('X-Order-Token')).toBe('guest-secret');
});

test("someone else's or an unknown order shows 'Order not found'", async () => {
  api = fakeApi({ '/api/v1/orders': apiError(404, 'ORDER_NOT_FOUND', 'Order not found') });
  bus.publish(authSession, { user, loading: false });
  renderAt('/orders/CH-NOTMINE01');
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
});

test('the guest link from the mail carries the token in the fragment; it goes to the API as a header', async () => {
  api = fakeApi({ '/api/v1/orders': { status: 200, body: order } });
  bus.publish(authSession, { user: null, loading: false });
  renderAt('/orders/CH-7K2M9Q4X1P#token=fragment-secret');
  await screen.findByRole('heading', { name: 'Order CH-7K2M9Q4X1P' });
  const call = api.calls[0]!;
  expect(call.url.href).not.toContain('fragment-secret');
  expect(call.headers.get('X-Order-Token')).toBe('fragment-secret');
});

test('a signed-out visitor on an order page without a token is asked to sign in, and gets a Sign In button', async () => {
  const requests: unknown[] = [];
  const off = bus.handle(authSignInRequested, (request) => requests.push(request));
  api = fakeApi({ '/api/v1': { status: 404, body: {} } });
  bus.publish(authSession, { user: null, loading: false });
  renderAt('/orders/CH-7K2M9Q4X1P');
  expect(await screen.findByText('Please sign in to see this order.')).toBeInTheDocument();
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toEqual({ returnTo: '/orders/CH-7K2M9Q4X1P', reason: 'orders' });
  expect(api.calls).toHaveLength(0);
  off();
});

test('My Orders offers a Sign In button once the modal is closed', async () => {
  const requests: unknown[] = [];
  const off = bus.handle(authSignInRequested, (request) => requests.push(request));
  api = fakeApi({ '/api/v1': { status: 500, body: {} } });
  bus.publish(authSession, { user: null, loading: false });
  renderAt('/orders');
  fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  off();
});
