import { CATEGORIES, categoryName, categoryNavLabel, HOME_TILE_CATEGORIES } from './categories';

// The one list of categories the seed, the home tiles, the nav bar and the footer read
// (their own tests hold them to the spec's slugs and labels).

test('one entry a slug; the 8 home tiles first, in grid order, then the builder-only ones', () => {
  expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(CATEGORIES.length);
  expect(HOME_TILE_CATEGORIES).toHaveLength(8);
  expect(CATEGORIES.slice(0, 8)).toEqual(HOME_TILE_CATEGORIES);
  expect(CATEGORIES.slice(8).map((category) => category.slug)).toEqual([
    'software',
    'power-backup',
  ]);
  expect(Object.isFrozen(CATEGORIES[0])).toBe(true);
});

test('every category is named in Japanese and Bangla, with a nav label where English has one', () => {
  for (const category of CATEGORIES) {
    for (const locale of ['ja', 'bn'] as const) {
      expect(categoryName(category, locale)).not.toBe('');
      expect(categoryName(category, locale)).not.toBe(category.name);
      expect(categoryNavLabel(category, locale) === null).toBe(category.navLabel === null);
    }
    expect(categoryName(category, 'en')).toBe(category.name);
  }
});
