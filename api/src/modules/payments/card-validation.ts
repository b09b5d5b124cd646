import {
  CARD_NUMBER_INVALID,
  CVV_INVALID,
  EXPIRY_INVALID,
  EXPIRY_PAST,
  cardDigits,
  cardHasExpired,
  isCardNumber,
  isCvv,
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

  const number = cardDigits(payment.cardNumber);
  if (!isCardNumber(number)) {
    throw HttpError.badRequest(CARD_NUMBER_INVALID, 'INVALID_CARD_NUMBER');
  }

  const expiry = parseCardExpiry(payment.expiryDate);
  if (!expiry) {
    throw HttpError.badRequest(EXPIRY_INVALID, 'INVALID_CARD_EXPIRY');
  }
  if (cardHasExpired(expiry, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 })) {
    throw HttpError.badRequest(EXPIRY_PAST, 'CARD_EXPIRED');
  }

  const cvv = payment.cvv.trim();
  if (!isCvv(cvv)) {
    throw HttpError.badRequest(CVV_INVALID, 'INVALID_CVV');
  }

  return {
    number,
    holder: payment.cardHolder.trim(),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv,
  };
}
