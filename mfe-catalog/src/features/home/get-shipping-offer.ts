import { api } from '@shop/shared';
import { DEFAULT_SHIPPING_OFFER, type ShippingOffer } from './hero-slides';

/** GET /api/v1/config: the shipping rule the API applies; its defaults when out of reach. */
export async function getShippingOffer(signal?: AbortSignal): Promise<ShippingOffer> {
  try {
    const config = await api.get<{ shipping?: Partial<ShippingOffer> }>('/api/v1/config', {
      signal,
    });
    const threshold = config.shipping?.freeShippingThreshold;
    const countries = config.shipping?.countries;
    return {
      freeShippingThreshold:
        typeof threshold === 'number' ? threshold : DEFAULT_SHIPPING_OFFER.freeShippingThreshold,
      countries:
        Array.isArray(countries) && countries.length > 0
          ? countries
          : DEFAULT_SHIPPING_OFFER.countries,
    };
  } catch {
    return DEFAULT_SHIPPING_OFFER;
  }
}
