import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Order } from '@shop/shared';
import { claimableUnits, OrderClaims, type OrderClaim } from './order-claims';

const claim = (state: OrderClaim['state'], quantity: number): OrderClaim => ({
  id: `CL-${state}`,
  orderId: 'CH-7K2M9QX4TB',
  kind: 'return',
  reason: 'Too big',
  state,
  staffNote: state === 'refused' ? 'Opened and used' : null,
  refundAmount: null,
  lines: [{ productId: 'ssd', name: 'Fast SSD', quantity }],
  createdAt: '2026-11-27T05:00:00.000Z',
  decidedAt: null,
});

const order = {
  id: 'CH-7K2M9QX4TB',
  status: 'delivered',
  items: [
    { productId: 'ssd', name: 'Fast SSD', unitPrice: 9000, quantity: 2, lineTotal: 18000 },
    { productId: 'fan', name: 'Quiet Fan', unitPrice: 1500, quantity: 1, lineTotal: 1500 },
  ],
  claims: [claim('refused', 2), claim('requested', 1)],
} as unknown as Order;

test('what is left to claim: bought minus every claim not refused', () => {
  expect(claimableUnits(order.items, order.claims ?? [])).toEqual(
    new Map([
      ['ssd', 1],
      ['fan', 1],
    ]),
  );
});

test('the form offers what is left, asks for an item and a reason, and lists the claims', () => {
  render(
    <MemoryRouter>
      <OrderClaims order={order} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Return or claim' })).toBeInTheDocument();
  const ssd = screen.getByLabelText('Quantity of Fast SSD');
  expect(Array.from(ssd.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['0', '1']);
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one item');
  fireEvent.change(ssd, { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Say what is wrong');
  const states = screen.getAllByTestId('claim-state').map((node) => node.textContent);
  expect(states).toEqual(['Refused', 'Requested']);
  expect(screen.getByText('Our note: Opened and used')).toBeInTheDocument();
});

test('an order not delivered and without claims shows no section', () => {
  const { container } = render(
    <MemoryRouter>
      <OrderClaims order={{ ...order, status: 'paid', claims: [] }} />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
