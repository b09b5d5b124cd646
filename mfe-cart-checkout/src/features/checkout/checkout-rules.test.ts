import type { PaymentDetails, ShippingDetails } from '@shop/shared';
import {
  CART_EMPTY,
  PAYMENT_INCOMPLETE,
  REQUIRED_PAYMENT_FIELDS,
  REQUIRED_SHIPPING_FIELDS,
  SHIPPING_INCOMPLETE,
  validateCheckout,
} from './checkout-rules';

const shipping: ShippingDetails = {
  firstName: 'Rahim',
  lastName: 'Uddin',
  email: 'rahim@example.com',
  phone: '',
  address: '1-2-3 Shibuya',
  city: 'Tokyo',
  state: 'Tokyo',
  zipCode: '150-0002',
  country: 'Japan',
};

const payment: PaymentDetails = {
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'RAHIM UDDIN',
  expiryDate: '12/30',
  cvv: '123',
};

describe('validateCheckout', () => {
  it('passes a complete order', () => {
    expect(validateCheckout({ cartCount: 2, shipping, payment })).toBeNull();
  });

  it('stops an empty cart first, whatever else is missing', () => {
    expect(validateCheckout({ cartCount: 0, shipping: {}, payment: {} })).toBe(
      'Your cart is empty',
    );
    expect(CART_EMPTY).toBe('Your cart is empty');
  });

  it.each(REQUIRED_SHIPPING_FIELDS)('asks for the shipping field %s', (field) => {
    expect(
      validateCheckout({ cartCount: 1, shipping: { ...shipping, [field]: '' }, payment }),
    ).toBe('Please fill in all required shipping information');
  });

  it('counts a blank-only field as empty', () => {
    expect(
      validateCheckout({ cartCount: 1, shipping: { ...shipping, city: '   ' }, payment }),
    ).toBe(SHIPPING_INCOMPLETE);
    expect(validateCheckout({ cartCount: 1, shipping, payment: { ...payment, cvv: ' ' } })).toBe(
      PAYMENT_INCOMPLETE,
    );
  });

  it('does not check state, phone or country', () => {
    expect(
      validateCheckout({
        cartCount: 1,
        shipping: { ...shipping, state: '', phone: '', country: '' },
        payment,
      }),
    ).toBeNull();
  });

  it('reports shipping before payment', () => {
    expect(validateCheckout({ cartCount: 1, shipping: {}, payment: {} })).toBe(SHIPPING_INCOMPLETE);
  });

  it.each(REQUIRED_PAYMENT_FIELDS)('asks for the payment field %s', (field) => {
    expect(validateCheckout({ cartCount: 1, shipping, payment: { ...payment, [field]: '' } })).toBe(
      'Please fill in all payment information',
    );
  });

  it('treats missing fields like empty ones', () => {
    const withoutZip: Partial<ShippingDetails> = { ...shipping };
    delete withoutZip.zipCode;
    expect(validateCheckout({ cartCount: 1, shipping: withoutZip, payment })).toBe(
      SHIPPING_INCOMPLETE,
    );
  });

  it('checks exactly the spec fields', () => {
    expect([...REQUIRED_SHIPPING_FIELDS]).toEqual([
      'firstName',
      'lastName',
      'email',
      'address',
      'city',
      'zipCode',
    ]);
    expect([...REQUIRED_PAYMENT_FIELDS]).toEqual(['cardNumber', 'cardHolder', 'expiryDate', 'cvv']);
  });
});
