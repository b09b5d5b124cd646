import { LOCALES, type Locale } from '../contracts/locales';

// Site configuration read at run time (shop-config.json next to the shell), so an
// operator changes contact details or the API address without rebuilding anything.

export interface ContactDetails {
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
}

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  youtube?: string;
  x?: string;
  linkedin?: string;
}

export interface ShopConfig {
  /** Where the API lives; "" for the page's own origin (docs/product.md D14). */
  apiBaseUrl: string;
  contact: ContactDetails;
  /** The contact details written for a language's pages (address, hours), over `contact`. */
  contactByLocale: Partial<Record<Locale, ContactDetails>>;
  social: SocialLinks;
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  apiBaseUrl: 'http://localhost:4000',
  contact: {},
  contactByLocale: {},
  social: {},
};

/** The contact details a page in `locale` shows: the language's own, else the common ones. */
export function contactFor(config: ShopConfig, locale: Locale): ContactDetails {
  return { ...config.contact, ...config.contactByLocale[locale] };
}

/** Fill what a partial or damaged config file leaves out, so a bad file never blanks the page. */
export function normalizeShopConfig(raw: unknown): ShopConfig {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Partial<
    Record<keyof ShopConfig, unknown>
  >;
  const strings = (value: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries(value && typeof value === 'object' ? value : {}).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
  return {
    // "" is the page's own origin: the server in front passes /api to the API.
    apiBaseUrl:
      typeof input.apiBaseUrl === 'string'
        ? input.apiBaseUrl.trim().replace(/\/+$/, '')
        : DEFAULT_SHOP_CONFIG.apiBaseUrl,
    contact: strings(input.contact),
    contactByLocale: Object.fromEntries(
      Object.entries(
        input.contactByLocale && typeof input.contactByLocale === 'object'
          ? input.contactByLocale
          : {},
      )
        .filter(([locale]) => (LOCALES as readonly string[]).includes(locale))
        .map(([locale, contact]) => [locale, strings(contact)]),
    ),
    social: strings(input.social),
  };
}
