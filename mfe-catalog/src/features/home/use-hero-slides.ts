import { useMemo } from 'react';
import { useCatalogQuery } from '../../lib/catalog-query';
import { useMoney } from '../../lib/use-money';
import { useCatalogWords } from '../../lib/words';
import { getShippingOffer } from './get-shipping-offer';
import { DEFAULT_SHIPPING_OFFER, heroSlides, shippingSlide, type HeroSlide } from './hero-slides';

/** The hero's slides: the two fixed ones and the API's shipping offer in the shopper's currency. */
export function useHeroSlides(): HeroSlide[] {
  const offer = useCatalogQuery('shipping-offer', (signal) => getShippingOffer(signal));
  const money = useMoney();
  const { t, locale } = useCatalogWords();
  const data = offer.status === 'success' ? offer.data : DEFAULT_SHIPPING_OFFER;
  return useMemo(
    () => [...heroSlides(t), shippingSlide(data, money, t, locale)],
    [t, data, money, locale],
  );
}
