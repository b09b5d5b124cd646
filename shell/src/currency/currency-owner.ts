import { api, getBus, shopCurrency, type CurrencyCode, type CurrencyState } from '@shop/shared';

// The shell owns the display currency: it alone publishes shop:currency.
const STORAGE_KEY = 'circuithaat.currency';
/**
 * The choice is kept in a cookie too, so that the shell's server renders pages in it
 * (no first paint in taka for a shopper who chose yen). Read by shell/server/server.ts.
 */
export const CURRENCY_COOKIE = 'currency';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

const isCurrency = (value: unknown): value is CurrencyCode => value === 'BDT' || value === 'JPY';

function storedCurrency(): CurrencyCode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

function cookieCurrency(): CurrencyCode | null {
  const value = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isCurrency(value) ? value : null;
}

function remember(currency: CurrencyCode) {
  // Lax: sent when a shopper follows a link to the shop from elsewhere, so that page is
  // rendered in their currency too.
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
}

export function setCurrency(currency: CurrencyCode) {
  const bus = getBus();
  bus.publish(shopCurrency, { ...bus.current(shopCurrency), currency });
  remember(currency);
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

/**
 * Publishes the shopper's saved choice, then the API's exchange rate. `rendered` is what
 * the server rendered the page with (its cookie and the API's rate): published at once,
 * the page hydrates without changing. The cookie wins over the older localStorage copy,
 * which is moved into the cookie where there is none yet.
 */
export function startCurrencyOwner(rendered?: unknown) {
  const bus = getBus();
  const fromServer = shopCurrency.guard(rendered) ? (rendered as CurrencyState) : null;
  const saved = cookieCurrency() ?? storedCurrency();
  const currency = saved ?? fromServer?.currency;
  bus.publish(shopCurrency, {
    ...bus.current(shopCurrency),
    ...(fromServer ? { rate: fromServer.rate } : {}),
    ...(currency ? { currency } : {}),
  });
  if (saved) remember(saved);
  void loadExchangeRate();
}
