import { useEffect, useState } from 'react';
import { api, type CurrencyCode } from '@shop/shared';

// The shop's published config (GET /config), read once per page: the prefectures the
// server's quote understands and the countries in each currency's order.

export interface ShopConfig {
  prefectures: string[];
  shipping?: {
    countries?: string[];
    countriesByCurrency?: Partial<Record<CurrencyCode, string[]>>;
  };
}

let cached: Promise<ShopConfig> | null = null;

export function loadShopConfig(): Promise<ShopConfig> {
  cached ??= api.get<ShopConfig>('/api/v1/config').catch((error: unknown) => {
    cached = null; // the next use tries again
    throw error;
  });
  return cached;
}

/** The countries the shop ships to, before the config answers or when it cannot. */
export const FALLBACK_COUNTRIES = [
  'Bangladesh',
  'Japan',
  'United States',
  'Canada',
  'United Kingdom',
] as const;

/** The countries in the order the config gives for the currency (taka: Bangladesh first). */
export function countriesFor(config: ShopConfig | null, currency: CurrencyCode): string[] {
  const shipping = config?.shipping;
  const list = shipping?.countriesByCurrency?.[currency] ?? shipping?.countries;
  if (list && list.length > 0) return list;
  return currency === 'JPY'
    ? ['Japan', 'Bangladesh', 'United States', 'Canada', 'United Kingdom']
    : [...FALLBACK_COUNTRIES];
}

export function useShopConfig(): ShopConfig | null {
  const [config, setConfig] = useState<ShopConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadShopConfig().then(
      (answer) => live && setConfig(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** The shipping countries in the shopper's currency's order. */
export function useShippingCountries(currency: CurrencyCode): string[] {
  return countriesFor(useShopConfig(), currency);
}

/** A shipping country in the page's language (the cart's catalog: `country.<English name>`). */
export function countryName(t: (id: string) => string, name: string): string {
  return (FALLBACK_COUNTRIES as readonly string[]).includes(name) ? t(`country.${name}`) : name;
}
