// The shop-by-category grid of the home page (docs/product.md#screens): 8 tiles, each a /category/{slug} page.
export const HOME_CATEGORIES = [
  { slug: 'desktop-components', name: 'Desktop Components' },
  { slug: 'laptops', name: 'Laptops' },
  { slug: 'monitors', name: 'Monitors' },
  { slug: 'graphics-cards', name: 'Graphics Cards' },
  { slug: 'peripherals', name: 'Peripherals' },
  { slug: 'storage', name: 'Storage' },
  { slug: 'networking', name: 'Networking' },
  { slug: 'gaming', name: 'Gaming' },
] as const;

export function categoryName(slugOrName: string): string {
  const known = HOME_CATEGORIES.find((c) => c.slug === slugOrName || c.name === slugOrName);
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
  const known = HOME_CATEGORIES.find(
    (c) => c.slug === text.toLowerCase() || c.name.toLowerCase() === text.toLowerCase(),
  );
  if (known) return known.slug;
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
