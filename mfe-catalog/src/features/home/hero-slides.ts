import { INTL_LOCALES, type Locale } from '@shop/shared';

// The three hero slides (docs/product.md#screens: 3 images). The images are artwork only,
// drawn by the API; the shop writes each slide's title, text and "Shop now" over it as
// text: words drawn into a picture are too small to read on a phone once the picture is
// scaled down, and the third slide's hold an amount in the shopper's currency.
export interface HeroSlide {
  image: string;
  title: string;
  text: string;
  to: string;
}

/**
 * A slide's artwork. `v=2`: the artwork without words; browsers keep images a day, and one
 * that still had the old picture with words would show them twice.
 */
const slideArt = (n: number) => `/api/v1/images/slides/${n}.svg?v=2`;

/** What the third slide says: the API's shipping rule (docs/product.md D4), as published. */
export interface ShippingOffer {
  freeShippingThreshold: number;
  countries: readonly string[];
}

/**
 * The API's defaults (api/src/modules/shipping/countries.ts, docs/shipping.md), shown while
 * /config is read or when it cannot be: the shop's own market first.
 */
export const DEFAULT_SHIPPING_OFFER: ShippingOffer = {
  freeShippingThreshold: 5000,
  countries: ['Bangladesh', 'Japan', 'United States', 'Canada', 'United Kingdom'],
};

/**
 * 'A', 'A and B', 'A, B, and C', as Intl.ListFormat('en', long conjunction) writes them
 * (the tests hold it to that): the first Intl format a page makes loads locale data,
 * 15-25 ms of a desktop's main thread, inside the home page's hydration.
 */
export function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** Translates a catalog message (useCatalogWords().t). */
export type Words = (id: string, values?: Record<string, unknown>) => string;

const lists = new Map<Locale, Intl.ListFormat>();

/** The countries joined as the page's language joins a list ('A, B, and C'; 'A、B、C'). */
function countryList(items: readonly string[], locale: Locale): string {
  if (locale === 'en') return englishList(items);
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALES[locale], { style: 'long', type: 'conjunction' });
    lists.set(locale, format);
  }
  return format.format(items);
}

/** The first country is the domestic one: free shipping applies there only. */
export function shippingSlide(
  offer: ShippingOffer,
  money: (amountBdt: number) => string,
  t: Words,
  locale: Locale = 'en',
): HeroSlide {
  // The API names countries in English: the page's language names the ones it knows.
  const country = (name: string) => {
    const id = `country.${name}`;
    const text = t(id);
    return text === id ? name : text;
  };
  const [home = 'Bangladesh', ...abroad] = offer.countries.map(country);
  return {
    image: slideArt(3),
    title: t('hero.shippingTitle', { home, amount: money(offer.freeShippingThreshold) }),
    text:
      abroad.length > 0
        ? t('hero.shippingAbroad', { countries: countryList([home, ...abroad], locale) })
        : t('hero.shippingHome', { home }),
    to: '/category/laptops',
  };
}

/** The first two slides; the third comes from shippingSlide(). */
export function heroSlides(t: Words): HeroSlide[] {
  return [
    {
      image: slideArt(1),
      title: t('hero.buildTitle'),
      text: t('hero.buildText'),
      to: '/pc-builder',
    },
    {
      image: slideArt(2),
      title: t('hero.gamingTitle'),
      text: t('hero.gamingText'),
      to: '/category/gaming',
    },
  ];
}

export const CAROUSEL_INTERVAL_MS = 4000;
/** The API's slide artwork is 1200 x 450. */
export const SLIDE_WIDTH = 1200;
export const SLIDE_HEIGHT = 450;
