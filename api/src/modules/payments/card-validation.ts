import {
  EXPIRY_PAST,
  cardDigits,
  cardNumberProblem,
  cvvProblem,
  expiryProblem,
  parseCardExpiry,
} from '@shop/shared/src/validation/card';
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

  const badNumber = cardNumberProblem(payment.cardNumber);
  if (badNumber) throw HttpError.badRequest(badNumber, 'INVALID_CARD_NUMBER');

  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const badExpiry = expiryProblem(payment.expiryDate, today);
  if (badExpiry) {
    const code = badExpiry === EXPIRY_PAST ? 'CARD_EXPIRED' : 'INVALID_CARD_EXPIRY';
    throw HttpError.badRequest(badExpiry, code);
  }

  const badCvv = cvvProblem(payment.cvv);
  if (badCvv) throw HttpError.badRequest(badCvv, 'INVALID_CVV');

  const number = cardDigits(payment.cardNumber);
  // Checked above: the expiry parses.
  const expiry = parseCardExpiry(payment.expiryDate)!;
  return {
    number,
    holder: payment.cardHolder.trim(),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: payment.cvv.trim(),
  };
}
