import { HOME_TILE_CATEGORIES, type CategoryTile } from '@shop/shared';

/** The home page's tiles as the shop knows them without the API: before it answers, or offline. */
export const CATEGORY_TILES: CategoryTile[] = HOME_TILE_CATEGORIES.map(({ slug, name }) => ({
  slug,
  name,
  image: `/api/v1/images/categories/${slug}.svg`,
}));
