import { api } from '@shop/shared';
import type { ShippingForm } from './checkout-fields';

// "Save this address to my profile": POST /me/addresses after the order is placed.

export function saveAddress(shipping: ShippingForm): Promise<unknown> {
  const bangladesh = shipping.country === 'Bangladesh';
  return api.post('/api/v1/me/addresses', {
    firstName: shipping.firstName,
    lastName: shipping.lastName,
    phone: shipping.phone,
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    zipCode: shipping.zipCode,
    country: shipping.country,
    ...(shipping.country === 'Japan' ? { town: shipping.town } : {}),
    ...(bangladesh
      ? { division: shipping.division, district: shipping.district, upazila: shipping.upazila }
      : {}),
  });
}
