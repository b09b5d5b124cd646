import { formatNumber, useMessages, type Locale, type Translator } from '@shop/shared';
import { catalogMessages } from '../messages/catalogs';
import { listingMessages } from '../messages/listing/catalogs';

// The catalog's words: what the home page and the header's search box say (on every page),
// and what the listing, product and search pages say besides (loaded with those pages only).

/** The catalog's words on every page, in the page's language. */
export function useCatalogWords(): Translator {
  return useMessages(catalogMessages);
}

/** The words of the listing, product and search pages, in the page's language. */
export function useListingWords(): Translator {
  return useMessages(listingMessages);
}

/**
 * A word the catalog may not know (a sub-category, a specification label, a delivery
 * kind the API added later): its translation when there is one, else as the API gave it.
 */
export function known(t: Translator['t'], id: string, fallback: string): string {
  const text = t(id);
  return text === id ? fallback : text;
}

/**
 * A count as the page's language writes it: Bangla digits on Bangla pages. English and
 * Japanese write the same digits as JavaScript does, without an Intl formatter: the first
 * one a page makes loads locale data, long work inside a listing's hydration.
 */
export function countText(value: number, locale: Locale): string {
  return locale === 'bn' ? formatNumber(value, locale) : String(value);
}
