import {
  CARD_NUMBER_INVALID,
  CVV_INVALID,
  EXPIRY_INVALID,
  EXPIRY_PAST,
  cardDigits,
  cardHasExpired,
  cardNumberProblem,
  cvvProblem,
  expiryProblem,
  isCardNumber,
  isCvv,
  parseCardExpiry,
  passesLuhn,
} from './card';

// One set of card rules for the checkout's fields and the API's check before charging.

test('the number: spaces and dashes dropped, 12 to 19 digits passing Luhn', () => {
  expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  expect(isCardNumber('4242424242424242')).toBe(true);
  expect(isCardNumber('4000000000000002')).toBe(true);
  expect(passesLuhn('4242424242424241')).toBe(false);
  expect(isCardNumber('4242424242424241')).toBe(false);
  expect(isCardNumber('42424242424')).toBe(false);
  expect(isCardNumber('4242abcd42424242')).toBe(false);
  expect(CARD_NUMBER_INVALID).toBe('Card number is invalid');
});

test('the expiry: MM/YY, good through the last day of its month', () => {
  expect(parseCardExpiry(' 07 / 30 ')).toEqual({ month: 7, year: 2030 });
  expect(parseCardExpiry('13/30')).toBeNull();
  expect(parseCardExpiry('7/30')).toBeNull();
  const july2030 = { month: 7, year: 2030 };
  expect(cardHasExpired(july2030, { month: 7, year: 2030 })).toBe(false);
  expect(cardHasExpired(july2030, { month: 8, year: 2030 })).toBe(true);
  expect(cardHasExpired({ month: 12, year: 2029 }, { month: 1, year: 2030 })).toBe(true);
});

test('the CVV: 3 or 4 digits', () => {
  expect(isCvv('123')).toBe(true);
  expect(isCvv(' 1234 ')).toBe(true);
  expect(isCvv('12')).toBe(false);
  expect(isCvv('12345')).toBe(false);
});

test('each field says what is wrong with it, in the words the checkout and the API show', () => {
  const today = { month: 7, year: 2030 };
  expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
  expect(cardNumberProblem('4242 4242 4242 4241')).toBe('Card number is invalid');
  expect(expiryProblem('07/30', today)).toBeNull();
  expect(expiryProblem('06/30', today)).toBe(EXPIRY_PAST);
  expect(expiryProblem('2030-07', today)).toBe(EXPIRY_INVALID);
  expect([EXPIRY_PAST, EXPIRY_INVALID, CVV_INVALID]).toEqual([
    'Card has expired',
    'Expiry date must be MM/YY',
    'CVV must be 3 or 4 digits',
  ]);
  expect(cvvProblem('123')).toBeNull();
  expect(cvvProblem('12')).toBe(CVV_INVALID);
});
