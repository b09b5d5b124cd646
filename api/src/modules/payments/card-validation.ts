import { HttpError } from '../../lib/http-error';
import type { PaymentCard } from './payment-gateway';

// docs/product.md#validation message for a blank field; the others say exactly what is wrong.
export const PAYMENT_INCOMPLETE = 'Please fill in all payment information';

export interface PaymentInput {
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
}

/**
 * Checks the card the way a gateway would before charging (Luhn, expiry not past, CVV
 * shape) and returns it normalised. Messages never echo the card data back.
 */
export function validateCard(payment: PaymentInput, now: Date): PaymentCard {
  const fields = [payment.cardNumber, payment.cardHolder, payment.expiryDate, payment.cvv];
  if (fields.some((field) => field.trim() === '')) {
    throw HttpError.badRequest(PAYMENT_INCOMPLETE, 'PAYMENT_INCOMPLETE');
  }

  // People type spaces and dashes in groups of four; nothing else is allowed.
  const number = payment.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw HttpError.badRequest('Card number is invalid', 'INVALID_CARD_NUMBER');
  }

  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(payment.expiryDate);
  if (!expiry) {
    throw HttpError.badRequest('Expiry date must be MM/YY', 'INVALID_CARD_EXPIRY');
  }
  const expMonth = Number(expiry[1]);
  const expYear = 2000 + Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < currentMonthIndex) {
    throw HttpError.badRequest('Card has expired', 'CARD_EXPIRED');
  }

  const cvv = payment.cvv.trim();
  if (!/^\d{3,4}$/.test(cvv)) {
    throw HttpError.badRequest('CVV must be 3 or 4 digits', 'INVALID_CVV');
  }

  return { number, holder: payment.cardHolder.trim(), expMonth, expYear, cvv };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
