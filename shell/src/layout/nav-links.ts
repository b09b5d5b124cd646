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

/** The nav bar's PC Builder button, beside the entries. */
export const BUILDER_LINK = '/pc-builder';

/** An entry's label in a language. */
export function navLabel(entry: NavEntry, locale: Locale, t: (id: string) => string): string {
  if ('message' in entry) return t(entry.message);
  const category = CATEGORIES.find((c) => c.slug === entry.slug);
  return (category && categoryNavLabel(category, locale)) ?? entry.slug;
}

/**
 * The links the nav bar shows as the current page at `pathname` (the address without its
 * language prefix), as React Router's NavLink decides it: the same path, or (but for home)
 * a path under it; letter case aside.
 */
export function activeNavEntries(pathname: string): string[] {
  const at = pathname.toLowerCase();
  return [...NAV_LINKS.map(({ to }) => to), BUILDER_LINK].filter((to) => {
    const path = to.toLowerCase();
    return at === path || (path !== '/' && at.startsWith(path) && at.charAt(path.length) === '/');
  });
}
