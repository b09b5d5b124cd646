// Nav bar entries (spec §2). Category entries land on real /category/{slug} pages (decisions 1).
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Desktop PC', to: '/category/desktop-components' },
  { label: 'Laptops', to: '/category/laptops' },
  { label: 'Monitors', to: '/category/monitors' },
  { label: 'Peripherals', to: '/category/peripherals' },
  { label: 'Gaming', to: '/category/gaming' },
  { label: 'About Us', to: '/about' },
] as const;
