import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus, shopLocale, type Order } from '@shop/shared';
import { CancelOrderButton } from './cancel-order-button';
import { OrderTimeline } from './order-timeline';

const order = {
  id: 'CH-LIFE1',
  status: 'shipped',
  currency: 'BDT',
  rate: 1,
  cancellable: false,
  timeline: [
    { kind: 'placed', at: '2026-11-24T01:00:00.000Z', method: 'card' },
    { kind: 'paid', at: '2026-11-24T01:00:01.000Z', method: 'card', amount: 6150 },
    { kind: 'packed', at: '2026-11-24T03:00:00.000Z', by: 'staff' },
    {
      kind: 'shipped',
      at: '2026-11-24T05:00:00.000Z',
      by: 'staff',
      carrier: 'yamato',
      carrierName: 'Yamato Transport',
      trackingNumber: '123456789012',
      trackingUrl:
        'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    },
  ],
} as unknown as Order;

test('each step with its time; shipped names the carrier and links to its tracking page', () => {
  render(<OrderTimeline order={order} />);
  const steps = screen.getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
    'Order placed',
    'Payment received',
    'Packed',
    'Shipped',
  ]);
  expect(steps[3]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T05:00:00.000Z');
  expect(screen.getByText(/Yamato Transport, tracking number 123456789012/)).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Track the parcel on Yamato Transport' }),
  ).toHaveAttribute(
    'href',
    'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
  );
});

test('a cancel by the shopper and its refund are told as such', () => {
  render(
    <OrderTimeline
      order={
        {
          ...order,
          status: 'cancelled',
          timeline: [
            { kind: 'placed', at: '2026-11-24T01:00:00.000Z' },
            { kind: 'cancelled', at: '2026-11-24T02:00:00.000Z', by: 'customer' },
            { kind: 'refunded', at: '2026-11-24T02:00:00.000Z', amount: 6150 },
          ],
        } as unknown as Order
      }
    />,
  );
  expect(screen.getByText('Cancelled by you')).toBeInTheDocument();
  expect(screen.getByText(/^Refunded .*6,150/)).toBeInTheDocument();
});

test('the cancel button shows only while cancellable, and asks before cancelling', () => {
  const onCancelled = jest.fn();
  const { rerender } = render(
    <MemoryRouter>
      <CancelOrderButton order={order} onCancelled={onCancelled} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  rerender(
    <MemoryRouter>
      <CancelOrderButton order={{ ...order, cancellable: true }} onCancelled={onCancelled} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(
    screen.getByText('Cancel this order? The payment is refunded and nothing is sent.'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
  expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  expect(onCancelled).not.toHaveBeenCalled();
});

test('on a Japanese page the carrier is named in Japanese', async () => {
  getBus().publish(shopLocale, { locale: 'ja' });
  try {
    render(<OrderTimeline order={order} />);
    expect(
      await screen.findByRole('link', { name: 'ヤマト運輸で配送状況を確認' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ヤマト運輸/, { selector: 'p' })).toBeInTheDocument();
  } finally {
    act(() => getBus().publish(shopLocale, { locale: 'en' }));
  }
});
