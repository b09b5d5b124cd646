import {
  getBus,
  isLocale,
  LOCALE_COOKIE,
  shopLocale,
  splitLocale,
  type Locale,
} from '@shop/shared';

// The shell owns the page's language: it alone publishes shop:locale, and the address
// decides it (English without a prefix, /ja/..., /bn/...). A shopper's choice in the
// switch is remembered like the currency: in a cookie, which the shell's server reads to
// send an address without a prefix on to the chosen language's (no page in English
// first), and in localStorage.
const STORAGE_KEY = 'circuithaat.locale';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function cookieLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** The language the shopper chose before (cookie, then storage), or null. */
export function savedLocale(): Locale | null {
  return cookieLocale() ?? storedLocale();
}

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
}

/** Publishes the language of an address (every move between pages calls it). */
export function followAddress(pathname: string): Locale {
  const { locale } = splitLocale(pathname);
  const bus = getBus();
  if (bus.current(shopLocale).locale !== locale) bus.publish(shopLocale, { locale });
  return locale;
}

/**
 * Publishes the language of the page's address, before the first render (the server
 * rendered it in the same one). A choice kept only in storage goes back into the cookie.
 */
export function startLocaleOwner(pathname: string, rendered?: unknown): Locale {
  const locale = followAddress(pathname);
  // The very value the server rendered with, when it says the same: hydration reads that
  // one, and React re-renders at once (synchronously, the whole app) a store whose value
  // is another object after hydration, even an equal one.
  if (shopLocale.guard(rendered) && rendered.locale === locale)
    getBus().publish(shopLocale, rendered);
  if (!cookieLocale()) {
    const stored = storedLocale();
    if (stored) rememberLocale(stored);
  }
  return locale;
}
