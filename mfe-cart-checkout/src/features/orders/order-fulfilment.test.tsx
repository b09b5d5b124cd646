import { render, screen } from '@testing-library/react';
import type { Order } from '@shop/shared';
import { OrderFulfilment } from './order-fulfilment';

const base = {
  status: 'paid',
  updatedAt: '2026-11-21T05:00:00.000Z',
  total: 60000,
  payment: { brand: 'visa', last4: '4242' },
  trackingNumber: null,
  shipDate: '2026-11-21',
  deliveryDate: '2026-11-22',
  refunds: [],
} as unknown as Order;
const taka = (amount: number) => `৳${amount.toLocaleString('en-US')}`;
const yen = (amount: number) => `¥${Math.round(amount * 1.25).toLocaleString('en-US')}`;

test('a paid order promises its delivery and names the card', () => {
  render(<OrderFulfilment order={base} money={taka} charged={null} />);
  expect(screen.getByText(/arrives by/)).toBeInTheDocument();
  expect(screen.getByText('Paid by Visa ending 4242')).toBeInTheDocument();
});

test('a cancelled order says what was refunded, in both currencies, instead of a delivery date', () => {
  const order = {
    ...base,
    status: 'cancelled',
    refunds: [
      { amount: 60000, reason: 'Order cancelled', method: 'card', createdAt: base.updatedAt },
    ],
  } as Order;
  render(<OrderFulfilment order={order} money={taka} charged={yen} />);
  expect(screen.getByRole('status', { name: 'Cancellation' })).toHaveTextContent(
    '৳60,000 (¥75,000) refunded to your Visa ending 4242.',
  );
  expect(screen.queryByText(/arrives by/)).toBeNull();
  expect(screen.queryByText(/Paid by/)).toBeNull();
});

test('a cancelled order that was never paid says nothing was charged', () => {
  render(
    <OrderFulfilment
      order={{ ...base, status: 'cancelled', payment: null }}
      money={taka}
      charged={null}
    />,
  );
  expect(screen.getByText('Nothing was charged for this order.')).toBeInTheDocument();
});

test('a partly refunded order lists each refund with its reason', () => {
  const order = {
    ...base,
    status: 'partially_refunded',
    trackingNumber: 'JP123456789',
    refunds: [
      { amount: 20000, reason: 'Fan arrived broken', method: 'card', createdAt: base.updatedAt },
    ],
  } as Order;
  render(<OrderFulfilment order={order} money={taka} charged={null} />);
  const refunds = screen.getByRole('status', { name: 'Refunds' });
  expect(refunds).toHaveTextContent('Refunded ৳20,000 of ৳60,000');
  expect(refunds).toHaveTextContent(
    '৳20,000 refunded to your Visa ending 4242 · Fan arrived broken',
  );
  expect(screen.getByText('Tracking JP123456789')).toBeInTheDocument();
  expect(screen.queryByText(/arrives by/)).toBeNull();
});
