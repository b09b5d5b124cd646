import { useCatalogQuery } from '../../lib/catalog-query';
import { useMoney } from '../../lib/use-money';
import { getShippingOffer } from './get-shipping-offer';
import { DEFAULT_SHIPPING_OFFER, HERO_SLIDES, shippingSlide, type HeroSlide } from './hero-slides';

/** The hero's slides: the two fixed ones and the API's shipping offer in the shopper's currency. */
export function useHeroSlides(): HeroSlide[] {
  const offer = useCatalogQuery('shipping-offer', (signal) => getShippingOffer(signal));
  const money = useMoney();
  return [
    ...HERO_SLIDES,
    shippingSlide(offer.status === 'success' ? offer.data : DEFAULT_SHIPPING_OFFER, money),
  ];
}
