// The shop's languages and how an address carries one: English without a prefix, the
// others under /ja/... and /bn/... (decision 22). Plain constants and functions with no
// imports, so the shell's server and the code that runs before the shared modules are
// negotiated may import this file directly; everyone else reads it from @shop/shared.

export const LOCALES = ['en', 'ja', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of an address without a prefix, and of every message a catalog lacks. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language as it names itself (the switch shows these in every language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ja: '日本語', bn: 'বাংলা' };

/**
 * The locale Intl formats in. Bangla as written in Bangladesh (bn-BD): Bangla digits and
 * lakh grouping, as CLDR has it (docs/i18n.md); Japanese as in Japan.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP', bn: 'bn-BD' };

/** The cookie that remembers a shopper's choice, read by the shell's server. */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ja' || value === 'bn';
}

/** The prefix of a language's addresses: '' for English, '/ja' or '/bn'. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language an address is in, and the address as the route table knows it:
 * '/ja/product/x' -> ja, '/product/x'; '/bn' -> bn, '/'; '/about' -> en, '/about'.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ja|bn)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** A path of the route table in a language: ('/product/x', 'ja') -> '/ja/product/x', ('/', 'ja') -> '/ja'. */
export function localizePath(path: string, locale: Locale): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' || path === '' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The shop's language a browser prefers most, from its list (navigator.languages) or an
 * Accept-Language header; null when it prefers none of them.
 */
export function preferredLocale(accepted: string | readonly string[] | undefined): Locale | null {
  if (!accepted) return null;
  const tags =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((entry) => entry.tag)
      : accepted;
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
