import { fireEvent, render, screen } from '@testing-library/react';
import { getBus, shopLocale } from '@shop/shared';
import type { AdminOrder } from './get-order';
import { RefundDialog } from './refund-dialog';

// A yen order is refunded in yen at the order's rate: staff enter taka, as every amount of
// the back office is, and the dialog says what the shopper gets back.

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => getBus().publish(shopLocale, { locale: 'en' }));

function order(currency: 'BDT' | 'JPY'): AdminOrder {
  return {
    id: 'CH-YEN0000001',
    status: 'paid',
    currency,
    rate: 1.25,
    items: [{ productId: 'p1', name: 'ESET NOD32', unitPrice: 950, quantity: 2, lineTotal: 1900 }],
    total: 1900,
    paymentMethod: 'card',
    payment: { brand: 'visa', last4: '4242' },
    refunds: [],
    refundable: 1900,
    returnable: [{ productId: 'p1', quantity: 2 }],
  } as unknown as AdminOrder;
}

test("a yen order's refund says how much yen goes back, as the amount is typed", async () => {
  render(
    <RefundDialog order={order('JPY')} onClose={() => undefined} onRefunded={() => undefined} />,
  );
  const amount = await screen.findByRole('textbox', { name: /Amount to refund/ });
  expect(amount).toHaveAccessibleDescription('The shopper paid in yen: ¥2,375 goes back to them.');
  fireEvent.change(amount, { target: { value: '1000' } });
  expect(amount).toHaveAccessibleDescription('The shopper paid in yen: ¥1,250 goes back to them.');
  fireEvent.change(amount, { target: { value: 'ten' } });
  expect(screen.queryByText(/paid in yen/)).toBeNull();
});

test('in Japanese, and not at all for a taka order', async () => {
  getBus().publish(shopLocale, { locale: 'ja' });
  const { unmount } = render(
    <RefundDialog order={order('JPY')} onClose={() => undefined} onRefunded={() => undefined} />,
  );
  expect(await screen.findByText('お客様は円でお支払いです。￥2,375 を返金します。')).toBeTruthy();
  unmount();
  getBus().publish(shopLocale, { locale: 'en' });
  render(
    <RefundDialog order={order('BDT')} onClose={() => undefined} onRefunded={() => undefined} />,
  );
  await screen.findByRole('textbox', { name: /Amount to refund/ });
  expect(screen.queryByText(/paid in yen/)).toBeNull();
});
