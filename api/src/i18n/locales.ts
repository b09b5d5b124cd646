// The shop's languages (decision 22), as @shop/shared's contracts/locales.ts names them;
// the API may import only shared's plain-JavaScript modules, so the few lines it needs
// are here (test/modules/i18n/tables.test.ts holds them to shared's).

export const LOCALES = ['en', 'ja', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale Intl formats in: Bangla as written in Bangladesh (Bangla digits), Japanese as in Japan. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP', bn: 'bn-BD' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ja' || value === 'bn';
}

/** The prefix of a language's pages: '' for English, '/ja' or '/bn'. */
export function localeBase(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/**
 * The shop's language an Accept-Language header prefers most (q-values honoured, a
 * language with q=0 refused); null when it names none of them.
 */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
