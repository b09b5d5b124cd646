// Checkout's countries (docs/shipping.md). Bangladesh and Japan are the shop's two markets
// (free shipping from the threshold); the others pay the international flat fee
// (docs/product.md D4, D19).
export const SHIPPING_COUNTRIES = [
  'Bangladesh',
  'Japan',
  'United States',
  'Canada',
  'United Kingdom',
] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** ISO 3166-1 alpha-2. */
export const COUNTRY_CODES: Readonly<Record<ShippingCountry, string>> = {
  Bangladesh: 'BD',
  Japan: 'JP',
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
};

export const HOME_MARKETS: readonly ShippingCountry[] = ['Bangladesh', 'Japan'];

/**
 * The list as a shopper of each currency sees it: Bangladesh first for taka, Japan first
 * for yen, then the international destinations.
 */
export const COUNTRIES_BY_CURRENCY: Readonly<Record<'BDT' | 'JPY', readonly ShippingCountry[]>> = {
  BDT: SHIPPING_COUNTRIES,
  JPY: ['Japan', 'Bangladesh', 'United States', 'Canada', 'United Kingdom'],
};

const BY_KEY = new Map<string, ShippingCountry>([
  ...SHIPPING_COUNTRIES.map((name) => [name.toLowerCase(), name] as const),
  ...SHIPPING_COUNTRIES.map((name) => [COUNTRY_CODES[name].toLowerCase(), name] as const),
  ['uk', 'United Kingdom'],
]);

/** The country meant by its English name or its code (any case), or null. */
export function resolveCountry(input: string): ShippingCountry | null {
  return BY_KEY.get(input.trim().toLowerCase()) ?? null;
}

export const UNSUPPORTED_COUNTRY_MESSAGE = `We ship to ${SHIPPING_COUNTRIES.slice(0, -1).join(', ')} and ${SHIPPING_COUNTRIES.at(-1)} only`;
