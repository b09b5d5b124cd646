import { CATEGORIES } from '@shop/shared';

// Nav bar entries (docs/product.md#screens). Category entries land on real /category/{slug} pages (docs/product.md D1).
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  ...CATEGORIES.flatMap(({ slug, navLabel }) =>
    navLabel === null ? [] : [{ label: navLabel, to: `/category/${slug}` }],
  ),
  { label: 'About Us', to: '/about' },
];
