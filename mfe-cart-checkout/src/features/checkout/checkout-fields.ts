import {
  cardDigits,
  cardNumberProblem,
  cvvProblem,
  expiryProblem,
  validateEmail,
  validatePhone,
  type PaymentDetails,
} from '@shop/shared';
import {
  PAYMENT_INCOMPLETE,
  REQUIRED_PAYMENT_FIELDS,
  SHIPPING_INCOMPLETE,
  requiredShippingFields,
  validateCheckout,
  type CheckoutShipping,
} from './checkout-rules';
import { bdMobileError } from './bd-mobile';

// Field-level checks on top of the shop's form messages (docs/product.md#validation): the shopper learns which
// field is wrong before a round trip, by the API's own card rules (@shop/shared's validation/card.js).

export type ShippingForm = CheckoutShipping;
export type PaymentForm = PaymentDetails;
export type FieldErrors = Partial<Record<keyof ShippingForm | keyof PaymentForm, string>>;

/** Beside each empty required field; the form-level message stays the spec's. */
export const FIELD_REQUIRED = 'Required';

export function cardNumberError(raw: string): string | null {
  return cardDigits(raw) === '' ? null : cardNumberProblem(raw);
}

export function expiryError(raw: string, now: Date): string | null {
  if (raw.trim() === '') return null;
  return expiryProblem(raw, { year: now.getFullYear(), month: now.getMonth() + 1 });
}

export function cvvError(raw: string): string | null {
  return raw.trim() === '' ? null : cvvProblem(raw);
}

const POSTCODES: Record<string, { pattern: RegExp; message: string }> = {
  Japan: { pattern: /^\d{3}-?\d{4}$/, message: 'Enter the postcode as NNN-NNNN' },
  'United States': { pattern: /^\d{5}(-\d{4})?$/, message: 'Enter a ZIP code such as 94105' },
  Canada: {
    pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
    message: 'Enter a postal code such as K1A 0B1',
  },
  'United Kingdom': {
    pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
    message: 'Enter a postcode such as SW1A 1AA',
  },
  Bangladesh: { pattern: /^\d{4}$/, message: 'A Bangladeshi postcode has 4 digits' },
};

export function postcodeError(raw: string, country: string): string | null {
  const rule = POSTCODES[country];
  if (!rule || raw.trim() === '') return null;
  return rule.pattern.test(raw.trim()) ? null : rule.message;
}

/** Digits in groups of four, as printed on the card; at most 19 digits. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' or '12/30' both become '12/30'. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function fieldErrors(
  shipping: ShippingForm,
  payment: PaymentForm,
  now: Date,
  cardFields = true,
): FieldErrors {
  const errors: FieldErrors = {};
  // The fields the spec's messages are about, so the shopper sees which ones they mean.
  for (const field of requiredShippingFields(shipping)) {
    if (shipping[field].trim() === '') errors[field] = FIELD_REQUIRED;
  }
  // The card's fields only when the way to pay takes them (the test gateway's card).
  const cardFieldsShown = cardFields ? REQUIRED_PAYMENT_FIELDS : [];
  for (const field of cardFieldsShown) {
    if (payment[field].trim() === '') errors[field] = FIELD_REQUIRED;
  }
  const email = shipping.email.trim() === '' ? null : validateEmail(shipping.email);
  if (email) errors.email = email;
  const phone =
    shipping.country !== 'Bangladesh'
      ? validatePhone(shipping.phone)
      : shipping.phone.trim() === ''
        ? null // marked Required above
        : bdMobileError(shipping.phone);
  if (phone) errors.phone = phone;
  const zip = postcodeError(shipping.zipCode, shipping.country);
  if (zip) errors.zipCode = zip;
  if (!cardFields) return errors;
  const card = cardNumberError(payment.cardNumber);
  if (card) errors.cardNumber = card;
  const expiry = expiryError(payment.expiryDate, now);
  if (expiry) errors.expiryDate = expiry;
  const cvv = cvvError(payment.cvv);
  if (cvv) errors.cvv = cvv;
  return errors;
}

export interface CheckoutCheck {
  /** The shop's form-level message (docs/product.md#validation), or the first field problem. */
  message: string | null;
  fields: FieldErrors;
}

/** The shop's order of checks first (empty cart, shipping, payment), then the fields. */
export function checkCheckout(
  cartCount: number,
  shipping: ShippingForm,
  payment: PaymentForm,
  now: Date,
  cardFields = true,
): CheckoutCheck {
  const message = validateCheckout({ cartCount, shipping, payment, cardFields });
  const fields = fieldErrors(shipping, payment, now, cardFields);
  if (message) return { message, fields };
  const problems = Object.values(fields);
  return {
    message: problems.length > 0 ? 'Please correct the highlighted fields' : null,
    fields,
  };
}

export { PAYMENT_INCOMPLETE, SHIPPING_INCOMPLETE };
