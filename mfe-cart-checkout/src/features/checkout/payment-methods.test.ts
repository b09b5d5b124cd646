import type { PaymentMethodOption } from '@shop/shared';
import {
  CARD_ONLY,
  chosenMethod,
  offeredMethods,
  unavailableReason,
  usesCardFields,
} from './payment-methods';

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
  fee: 300,
  feeInCurrency: 330,
  maxTotal: 100_000,
};
const taka = (amount: number) => `৳${amount.toLocaleString('en-US')}`;

test('the card is always offered, first when the answer lacks it; unknown methods are left out', () => {
  expect(offeredMethods([cod])).toEqual([...CARD_ONLY, cod]);
  expect(
    offeredMethods([card, { ...cod, id: 'paypay' as 'cod' }, { ...cod, id: 'bkash' }]),
  ).toEqual([card, { ...cod, id: 'bkash' }]);
});

test('cash on delivery above its limit, its own fee counted, is not available, with the reason', () => {
  expect(unavailableReason(cod, 99_700, taka)).toBeNull();
  expect(unavailableReason(cod, 99_701, taka)).toBe('Not available for orders over ৳100,000');
  expect(unavailableReason(cod, null, taka)).toBeNull();
  expect(unavailableReason(card, 10_000_000, taka)).toBeNull();
});

test('the chosen method falls back to the card when it is not offered or cannot take the total', () => {
  expect(chosenMethod([card, cod], 'cod', 5_000)).toBe(cod);
  expect(chosenMethod([card, cod], 'cod', 200_000)).toBe(card);
  expect(chosenMethod([card], 'bkash', 5_000)).toBe(card);
});

test("only the test gateway's card takes the card fields; Stripe's card has its own element", () => {
  expect(usesCardFields(card)).toBe(true);
  expect(usesCardFields({ ...card, provider: 'stripe', publishableKey: 'pk_test_1' })).toBe(false);
  expect(usesCardFields(cod)).toBe(false);
});
