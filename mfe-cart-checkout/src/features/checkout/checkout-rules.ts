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

export const REQUIRED_PAYMENT_FIELDS = [
  'cardNumber',
  'cardHolder',
  'expiryDate',
  'cvv',
] as const satisfies readonly (keyof PaymentDetails)[];

export interface CheckoutInput {
  /** Number of items in the cart (sum of quantities or of lines; only zero matters). */
  cartCount: number;
  shipping: Partial<ShippingDetails>;
  payment: Partial<PaymentDetails>;
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** The message to show, or null when the order may be placed. */
export function validateCheckout({ cartCount, shipping, payment }: CheckoutInput): string | null {
  if (!(cartCount > 0)) return CART_EMPTY;
  if (REQUIRED_SHIPPING_FIELDS.some((field) => blank(shipping[field]))) return SHIPPING_INCOMPLETE;
  if (REQUIRED_PAYMENT_FIELDS.some((field) => blank(payment[field]))) return PAYMENT_INCOMPLETE;
  return null;
}
