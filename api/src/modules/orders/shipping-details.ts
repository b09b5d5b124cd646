import { HttpError } from '../../lib/http-error';
import { requireCountry } from '../shipping/shipping.service';
import type { ShippingCountry } from '../shipping/countries';
import { resolvePrefecture, type Prefecture } from '../shipping/prefectures';
import type { ShippingDetails } from './orders.schemas';

// docs/product.md#validation, enforced again on the server: the client's checks are a convenience only.
export const SHIPPING_INCOMPLETE = 'Please fill in all required shipping information';
const REQUIRED: readonly (keyof ShippingDetails)[] = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'zipCode',
  'country',
];
// Same shapes as shared/src/validation (email: text@text.text, no spaces; phone: an
// optional plus, then at least 10 digits, spaces, hyphens or brackets).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\-()]{10,}$/;

export interface CheckedShipping {
  details: Required<ShippingDetails>;
  country: ShippingCountry;
  /** For Japan, the prefecture named in `state` when it is one of the 47. */
  prefecture: Prefecture | null;
}

export function checkShipping(shipping: ShippingDetails): CheckedShipping {
  if (REQUIRED.some((field) => (shipping[field] ?? '').trim() === '')) {
    throw HttpError.badRequest(SHIPPING_INCOMPLETE, 'SHIPPING_INCOMPLETE');
  }
  const email = shipping.email.trim();
  if (!EMAIL.test(email)) {
    throw HttpError.badRequest('Please enter a valid email address', 'INVALID_EMAIL');
  }
  const phone = (shipping.phone ?? '').trim();
  if (phone !== '' && !PHONE.test(phone)) {
    throw HttpError.badRequest('Please enter a valid phone number', 'INVALID_PHONE');
  }
  const country = requireCountry(shipping.country);
  const state = (shipping.state ?? '').trim();
  return {
    details: {
      firstName: shipping.firstName.trim(),
      lastName: shipping.lastName.trim(),
      email,
      phone,
      address: shipping.address.trim(),
      city: shipping.city.trim(),
      state,
      zipCode: shipping.zipCode.trim(),
      country,
    },
    country,
    prefecture: country === 'Japan' ? resolvePrefecture(state) : null,
  };
}
