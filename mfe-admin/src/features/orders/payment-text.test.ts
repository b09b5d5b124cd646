import type { Words } from '../../lib/i18n';
import { wordsIn } from '../../lib/words-for-tests';
import { codOutcomeOpen, paymentMethodText, paymentText } from './payment-text';

let en: Words;
beforeAll(async () => {
  en = await wordsIn('en');
});

const order = {
  status: 'paid',
  paymentMethod: 'card',
  payment: { brand: 'visa', last4: '4242' },
  cashTendered: null,
  total: 1234,
};

test('the payment line names the method and where it stands', () => {
  expect(paymentText(order, en)).toBe('visa •••• 4242');
  expect(
    paymentText({ ...order, paymentMethod: 'cod', status: 'to_be_collected', payment: null }, en),
  ).toBe('Cash on delivery: to be collected, ৳1,234');
  expect(
    paymentText(
      {
        ...order,
        paymentMethod: 'bkash',
        status: 'awaiting_payment',
        payment: null,
        paymentDeadline: '2026-11-26T08:30:00.000Z',
      },
      en,
    ),
  ).toBe('bKash: awaiting payment until 26 Nov 2026, 14:30 (Dhaka)');
  expect(paymentText({ ...order, paymentMethod: 'bkash', payment: null }, en)).toBe('bKash');
  expect(paymentText({ ...order, paymentMethod: 'cash', cashTendered: 2000 }, en)).toBe(
    'Cash (৳2,000 handed over)',
  );
  expect(paymentMethodText('konbini', en)).toBe('Konbini');
});

test('the courier outcome is asked for a COD order to be collected or on its way only', () => {
  expect(codOutcomeOpen({ status: 'to_be_collected', paymentMethod: 'cod' })).toBe(true);
  expect(codOutcomeOpen({ status: 'shipped', paymentMethod: 'cod' })).toBe(true);
  expect(codOutcomeOpen({ status: 'paid', paymentMethod: 'cod' })).toBe(false);
  expect(codOutcomeOpen({ status: 'shipped', paymentMethod: 'card' })).toBe(false);
});
