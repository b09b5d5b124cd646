import type { Translator } from '@shop/shared';

/** Carriers whose name the checkout's catalogs give in each language (the API's is English). */
const NAMED_CARRIERS = new Set([
  'yamato',
  'sagawa',
  'japanpost',
  'japanpost-intl',
  'pathao',
  'steadfast',
  'redx',
  'sundarban',
]);

/**
 * A carrier's name in the page's language (`t` of the checkout's messages): the catalog's
 * for a carrier it names, else the name the API gives, else its id.
 */
export function carrierLabel(
  t: Translator['t'],
  carrier: string | null | undefined,
  carrierName: string | null | undefined,
): string {
  return carrier && NAMED_CARRIERS.has(carrier)
    ? t(`timeline.carrier.${carrier}`)
    : (carrierName ?? carrier ?? '');
}
