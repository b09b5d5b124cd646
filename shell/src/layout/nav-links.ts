import { CATEGORIES, categoryNavLabel, type Locale } from '@shop/shared';

// Nav bar entries (docs/product.md#screens). Category entries land on real /category/{slug}
// pages (docs/product.md D1). Labels are message ids of the shell's catalog, or a category's
// own name in the page's language (categories.js).
export type NavEntry = { to: string } & ({ message: string } | { slug: string });

export const NAV_LINKS: NavEntry[] = [
  { message: 'nav.home', to: '/' },
  ...CATEGORIES.flatMap(({ slug, navLabel }) =>
    navLabel === null ? [] : [{ slug, to: `/category/${slug}` }],
  ),
  { message: 'nav.about', to: '/about' },
];

/** An entry's label in a language. */
export function navLabel(entry: NavEntry, locale: Locale, t: (id: string) => string): string {
  if ('message' in entry) return t(entry.message);
  const category = CATEGORIES.find((c) => c.slug === entry.slug);
  return (category && categoryNavLabel(category, locale)) ?? entry.slug;
}
