import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, resetPage, type ApiCall } from '@shop/shared/testing';
import { ClaimsPanel } from './claims-panel';

// Returns and warranty claims in the back office: the requested ones listed, a refusal
// needs a note, an accepted claim is received with a refund.

const claim = {
  id: 'CL-1A2B3C4D',
  orderId: 'CH-7K2M9QX4TB',
  kind: 'return',
  reason: 'Too big',
  state: 'requested',
  staffNote: null,
  refundAmount: null,
  lines: [{ productId: 'ssd', name: 'Fast SSD', quantity: 1 }],
  createdAt: '2026-11-27T05:00:00.000Z',
  decidedAt: null,
  customerEmail: 'hanako@example.com',
  orderStatus: 'delivered',
};

beforeEach(() => resetPage());

test('a requested claim is listed; refusing needs a note, which is sent', async () => {
  const refusals: unknown[] = [];
  const { calls } = fakeApi({
    'GET /api/v1/admin/claims': { status: 200, body: { claims: [claim] } },
    [`POST /api/v1/admin/claims/${claim.id}/refuse`]: (call: ApiCall) => {
      refusals.push(call.body);
      return { status: 200, body: { ...claim, state: 'refused', staffNote: 'Used' } };
    },
  });
  render(<ClaimsPanel />);
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(claim.id));
  expect(row).toHaveTextContent('hanako@example.com');
  expect(row).toHaveTextContent('1 × Fast SSD');
  expect(calls[0]?.query.get('state')).toBe('requested');
  const refuse = screen.getByRole('button', { name: 'Refuse' });
  expect(refuse).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Note to the customer (a refusal needs one)'), {
    target: { value: 'Used' },
  });
  fireEvent.click(refuse);
  await waitFor(() => expect(refusals).toEqual([{ reason: 'Used' }]));
});

test('an accepted claim is received with a refund in taka', async () => {
  const received: unknown[] = [];
  fakeApi({
    'GET /api/v1/admin/claims': {
      status: 200,
      body: { claims: [{ ...claim, state: 'accepted' }] },
    },
    [`POST /api/v1/admin/claims/${claim.id}/receive`]: (call: ApiCall) => {
      received.push(call.body);
      return { status: 200, body: { ...claim, state: 'refunded', refundAmount: 3000 } };
    },
  });
  render(<ClaimsPanel />);
  fireEvent.change(await screen.findByLabelText('Refund (taka, optional)'), {
    target: { value: '3000' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Mark received' }));
  await waitFor(() => expect(received).toEqual([{ refund: 3000 }]));
});
