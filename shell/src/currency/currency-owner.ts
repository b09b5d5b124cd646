import { api, getBus, shopCurrency, type CurrencyCode } from '@shop/shared';

// The shell owns the display currency: it alone publishes shop:currency.
const STORAGE_KEY = 'circuithaat.currency';

function storedCurrency(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'BDT' || value === 'JPY' ? value : null;
  } catch {
    return null;
  }
}

export function setCurrency(currency: CurrencyCode) {
  const bus = getBus();
  bus.publish(shopCurrency, { ...bus.current(shopCurrency), currency });
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The yen-per-taka rate the API publishes (docs/product.md D3); the built-in one stays on failure. */
export async function loadExchangeRate(): Promise<void> {
  try {
    const { jpyPerBdt } = await api.get<{ jpyPerBdt?: unknown }>('/api/v1/config', {
      timeoutMs: 10_000,
    });
    if (typeof jpyPerBdt !== 'number' || !(jpyPerBdt > 0)) return;
    const bus = getBus();
    bus.publish(shopCurrency, { ...bus.current(shopCurrency), rate: jpyPerBdt });
  } catch {
    // API unreachable: prices in yen use the built-in rate until the next page load.
  }
}

/** Publishes the shopper's saved choice, then the API's exchange rate. */
export function startCurrencyOwner() {
  const saved = storedCurrency();
  if (saved) setCurrency(saved);
  void loadExchangeRate();
}
