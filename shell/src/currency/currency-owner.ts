import { getBus, shopCurrency, type CurrencyCode } from '@shop/shared';

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

/** Publishes the shopper's saved choice. The exchange rate is the API's to set. */
export function startCurrencyOwner() {
  const saved = storedCurrency();
  if (saved) setCurrency(saved);
}
