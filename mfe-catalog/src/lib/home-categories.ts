import { CATEGORIES } from '@shop/shared';

// Category names and slugs as the pages use them, from the shop's one list of categories.

export function categoryName(slugOrName: string): string {
  const known = CATEGORIES.find((c) => c.slug === slugOrName || c.name === slugOrName);
  if (known) return known.name;
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
