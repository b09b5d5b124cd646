// Nav bar entries (docs/product.md#screens). Category entries land on real /category/{slug} pages (docs/product.md D1).
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Desktop PC', to: '/category/desktop-components' },
  { label: 'Laptops', to: '/category/laptops' },
  { label: 'Monitors', to: '/category/monitors' },
  { label: 'Peripherals', to: '/category/peripherals' },
  { label: 'Gaming', to: '/category/gaming' },
  { label: 'About Us', to: '/about' },
] as const;
