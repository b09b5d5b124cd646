import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, resetPage, type ApiCall } from '@shop/shared/testing';
import { OrdersSection } from './orders-section';

// Decision 21 in the back office: a cash-on-delivery order shows how it is paid, and the
// courier's outcome is recorded with one button: collected (paid) or refused (cancelled).

const order = {
  id: 'CH-COD0000001',
  status: 'to_be_collected',
  channel: 'web',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  email: 'rahim@example.com',
  shipping: { firstName: 'Rahim', lastName: 'Uddin', country: 'Bangladesh' },
  items: [{ productId: 'p1', name: 'Ryzen 5 7600', unitPrice: 1000, quantity: 1, lineTotal: 1000 }],
  subtotal: 1000,
  shippingCost: 234,
  couponCode: null,
  couponDiscount: 0,
  total: 1234,
  paymentMethod: 'cod',
  paymentProvider: null,
  paymentReference: null,
  paymentTransactionId: null,
  payment: null,
  paymentDeadline: null,
  cancelReason: null,
  codFee: 0,
  cashTendered: null,
  refundReference: null,
  trackingNumber: null,
  soldBy: null,
  countryCode: 'BD',
  area: null,
  delivery: { method: 'ship', requestedDate: null, slot: null, slotLabel: null },
  taxIncluded: [],
  deliveryDays: 2,
  shipDate: '2026-11-27',
  deliveryDate: '2026-11-28',
  addressLines: ['Rahim Uddin', 'House 1, Road 2', 'Dhaka'],
  nextStatuses: ['shipped', 'cancelled'],
  audit: [],
  refunds: [],
  refundable: 0,
  returnable: [],
};

const summary = {
  id: order.id,
  status: order.status,
  channel: 'web',
  createdAt: order.createdAt,
  customerName: 'Rahim Uddin',
  email: order.email,
  total: 1234,
  country: 'Bangladesh',
  area: 'Dhaka',
  deliveryMethod: 'ship',
  itemCount: 1,
  trackingNumber: null,
  paymentMethod: 'cod',
};

beforeEach(() => resetPage());

test('a COD order: the method in the list and detail, and the courier’s outcome recorded', async () => {
  const outcomes: unknown[] = [];
  const { calls } = fakeApi({
    'GET /api/v1/admin/orders': {
      status: 200,
      body: { items: [summary], total: 1, page: 1, pageSize: 20 },
    },
    [`GET /api/v1/admin/orders/${order.id}`]: { status: 200, body: order },
    [`POST /api/v1/admin/orders/${order.id}/cod`]: (call: ApiCall) => {
      outcomes.push(call.body);
      return { status: 200, body: { ...order, status: 'paid' } };
    },
  });
  render(
    <MemoryRouter initialEntries={[`/admin?tab=orders&id=${order.id}&paymentMethod=cod`]}>
      <OrdersSection />
    </MemoryRouter>,
  );
  const detail = await screen.findByLabelText(`Order ${order.id}`);
  expect(within(detail).getByTestId('order-payment')).toHaveTextContent(
    'Cash on delivery: to be collected, ৳1,234',
  );
  const row = (await screen.findAllByRole('row')).find((r) =>
    r.textContent?.includes('Rahim Uddin'),
  );
  expect(row).toHaveTextContent('Cash on delivery');
  // The list is asked for COD orders only, and the filter shows it.
  const list = calls.find((call) => call.path === '/api/v1/admin/orders');
  expect(list?.query.get('paymentMethod')).toBe('cod');
  expect(screen.getByLabelText('Payment')).toHaveValue('cod');

  fireEvent.click(within(detail).getByRole('button', { name: 'Mark paid (collected)' }));
  await waitFor(() => expect(outcomes).toEqual([{ outcome: 'collected' }]));
  expect(await screen.findByRole('status')).toHaveTextContent('is paid: ৳1,234 collected');
  expect(within(detail).getByRole('button', { name: 'Refused at delivery' })).toBeInTheDocument();
});

test('a bKash order names its provider, payment id and transaction; no courier buttons', async () => {
  const paid = {
    ...order,
    status: 'paid',
    paymentMethod: 'bkash',
    paymentProvider: 'bkash',
    paymentReference: 'TR0011AbCdEf',
    paymentTransactionId: 'BK7T2X9Q1P',
  };
  fakeApi({
    'GET /api/v1/admin/orders': {
      status: 200,
      body: {
        items: [{ ...summary, status: 'paid', paymentMethod: 'bkash' }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
    [`GET /api/v1/admin/orders/${order.id}`]: { status: 200, body: paid },
  });
  render(
    <MemoryRouter initialEntries={[`/admin?tab=orders&id=${order.id}`]}>
      <OrdersSection />
    </MemoryRouter>,
  );
  const detail = await screen.findByLabelText(`Order ${order.id}`);
  expect(within(detail).getByTestId('order-payment')).toHaveTextContent('bKash');
  expect(detail).toHaveTextContent('bkash · TR0011AbCdEf · transaction BK7T2X9Q1P');
  expect(within(detail).queryByRole('button', { name: 'Mark paid (collected)' })).toBeNull();
});
