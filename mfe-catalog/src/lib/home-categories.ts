import { CATEGORIES, categoryName as nameIn, type Locale } from '@shop/shared';

// Category names and slugs as the pages use them, from the shop's one list of categories.

/** A category's name in the page's language (shared/src/contracts/categories.js). */
export function categoryName(slugOrName: string, locale: Locale = 'en'): string {
  const known = CATEGORIES.find((c) => c.slug === slugOrName || c.name === slugOrName);
  if (known) return nameIn(known, locale);
  return slugOrName
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The slug of a category given its slug or its name (`/main-category/Laptops`). */
export function categorySlug(slugOrName: string): string {
  const text = slugOrName.trim();
  const known = CATEGORIES.find(
    (c) => c.slug === text.toLowerCase() || c.name.toLowerCase() === text.toLowerCase(),
  );
  if (known) return known.slug;
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
