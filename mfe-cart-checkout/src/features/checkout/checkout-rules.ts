import type { PaymentDetails, ShippingDetails } from '@shop/shared';

// Checkout submit rules (docs/product.md#validation), checked in this order; the first failure is shown.

export const CART_EMPTY = 'Your cart is empty';
export const SHIPPING_INCOMPLETE = 'Please fill in all required shipping information';
export const PAYMENT_INCOMPLETE = 'Please fill in all payment information';

/** `state` is marked required on the form but, as docs/product.md#validation says, not checked. */
export const REQUIRED_SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'zipCode',
] as const satisfies readonly (keyof ShippingDetails)[];

/**
 * The checkout's shipping form: the order's shipping, Bangladesh's area (ids), Japan's town,
 * and how and when it is delivered (docs/shipping.md).
 */
export type CheckoutShipping = ShippingDetails & {
  division: string;
  district: string;
  upazila: string;
  town: string;
  /** 'ship' or 'pickup' (Bangladesh: at the Dhaka showroom). */
  method: string;
  /** Japan: the delivery day asked for, YYYY-MM-DD, or '' for the earliest. */
  date: string;
  /** Japan: the time slot's id, or '' for no preference. */
  slot: string;
};

/** Bangladesh needs the area and a mobile number, not a city or postcode; a pickup no address. */
export function requiredShippingFields(
  shipping: Partial<CheckoutShipping>,
): readonly (keyof CheckoutShipping)[] {
  if (shipping.country !== 'Bangladesh') return REQUIRED_SHIPPING_FIELDS;
  const contact = ['firstName', 'lastName', 'email', 'phone'] as const;
  if (shipping.method === 'pickup') return contact;
  return [...contact, 'address', 'division', 'district', 'upazila'];
}

export const REQUIRED_PAYMENT_FIELDS = [
  'cardNumber',
  'cardHolder',
  'expiryDate',
  'cvv',
] as const satisfies readonly (keyof PaymentDetails)[];

export interface CheckoutInput {
  /** Number of items in the cart (sum of quantities or of lines; only zero matters). */
  cartCount: number;
  shipping: Partial<CheckoutShipping>;
  payment: Partial<PaymentDetails>;
  /** False when the way to pay takes no card fields from the form (cash, bKash, Stripe). */
  cardFields?: boolean;
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** The message to show, or null when the order may be placed. */
export function validateCheckout({
  cartCount,
  shipping,
  payment,
  cardFields = true,
}: CheckoutInput): string | null {
  if (!(cartCount > 0)) return CART_EMPTY;
  if (requiredShippingFields(shipping).some((field) => blank(shipping[field]))) {
    return SHIPPING_INCOMPLETE;
  }
  if (cardFields && REQUIRED_PAYMENT_FIELDS.some((field) => blank(payment[field]))) {
    return PAYMENT_INCOMPLETE;
  }
  return null;
}
