// The shop's addresses: which path shows which page of which remote. Plain constants with
// type-only imports, so code that runs before the shared modules are negotiated (the shell's
// preload plan) may import this file directly; everyone else reads it from @shop/shared.

// The page names are the remotes' own (each remote's src/routes.tsx), read by `npm run
// contracts`: a page a remote drops or renames fails the type-check of this table.
import type {
  AdminPage,
  AuthPage,
  CartPage,
  CatalogPage,
  PcBuilderPage,
} from './remotes.generated';

export type { AdminPage, AuthPage, CartPage, CatalogPage, PcBuilderPage };

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
