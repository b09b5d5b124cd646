// Checkout's country options (docs/product.md#screens). Japan is domestic; the others pay the
// international flat fee (docs/product.md D4).
export const SHIPPING_COUNTRIES = ['Japan', 'United States', 'Canada', 'United Kingdom'] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export const DOMESTIC_COUNTRY: ShippingCountry = 'Japan';

const BY_KEY = new Map<string, ShippingCountry>(
  SHIPPING_COUNTRIES.map((name) => [name.toLowerCase(), name]),
);

export function resolveCountry(input: string): ShippingCountry | null {
  return BY_KEY.get(input.trim().toLowerCase()) ?? null;
}

export const UNSUPPORTED_COUNTRY_MESSAGE = `We ship to ${SHIPPING_COUNTRIES.slice(0, -1).join(', ')} and ${SHIPPING_COUNTRIES.at(-1)} only`;
