// The shop's addresses: which path shows which page of which remote. Plain constants with
// no imports, so code that runs before the shared modules are negotiated (the shell's
// preload plan) may import this file directly; everyone else reads it from @shop/shared.

export type CatalogPage =
  | 'home'
  | 'mainCategory'
  | 'category'
  | 'subCategory'
  | 'product'
  | 'search'
  | 'compare'
  | 'wishlist';
export type CartPage = 'checkout' | 'orders' | 'orderDetail' | 'track';
export type AuthPage = 'login' | 'register' | 'profile';
export type PcBuilderPage = 'builder' | 'select';
/** The staff pages: the back office and the counter (POS). */
export type AdminPage = 'admin' | 'pos';

/** The route table of the shop: which path belongs to which remote page (docs/product.md#screens). */
export const REMOTE_ROUTES = {
  catalog: {
    home: '/',
    mainCategory: '/main-category/:name',
    category: '/category/:slug',
    subCategory: '/sub-category/:name',
    product: '/product/:slug',
    search: '/search',
    compare: '/compare',
    wishlist: '/wishlist',
  },
  cart: { checkout: '/checkout', orders: '/orders', orderDetail: '/orders/:id', track: '/track' },
  auth: { login: '/login', register: '/register', profile: '/profile' },
  pcBuilder: { builder: '/pc-builder', select: '/pc-builder/select/:componentId' },
  admin: { admin: '/admin', pos: '/pos' },
} as const satisfies {
  catalog: Record<CatalogPage, string>;
  cart: Record<CartPage, string>;
  auth: Record<AuthPage, string>;
  pcBuilder: Record<PcBuilderPage, string>;
  admin: Record<AdminPage, string>;
};

export type RemoteName = keyof typeof REMOTE_ROUTES;
