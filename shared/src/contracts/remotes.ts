import type { ComponentType } from 'react';

// What each remote exposes, typed once here so the shell never declares a remote as `any`.
// A page component reads its params with react-router's hooks (the router is a singleton).

export type PageMap<K extends string> = Record<K, ComponentType>;

export type CatalogPage =
  'home' | 'mainCategory' | 'category' | 'subCategory' | 'product' | 'search';
export type CartPage = 'checkout' | 'orders' | 'orderDetail';
export type AuthPage = 'login' | 'register' | 'profile';
export type PcBuilderPage = 'builder' | 'select';
/** The staff pages: the back office and the counter (POS). */
export type AdminPage = 'admin' | 'pos';

/** `<remote>/routes`: the remote's pages, each already code-split inside the remote. */
export interface RoutesModule<K extends string> {
  pages: PageMap<K>;
}

/** A widget expose (`cart/CartWidget`, `auth/SignInControl`). */
export interface WidgetModule {
  default: ComponentType;
}

export interface RemoteModules {
  'catalog/routes': RoutesModule<CatalogPage>;
  'catalog/SearchBox': WidgetModule;
  'cart/routes': RoutesModule<CartPage>;
  'cart/CartWidget': WidgetModule;
  'auth/routes': RoutesModule<AuthPage>;
  'auth/SignInControl': WidgetModule;
  'pcBuilder/routes': RoutesModule<PcBuilderPage>;
  'admin/routes': RoutesModule<AdminPage>;
}

export type RemoteModuleId = keyof RemoteModules;

/** The route table of the shop: which path belongs to which remote page (docs/product.md#screens). */
export const REMOTE_ROUTES = {
  catalog: {
    home: '/',
    mainCategory: '/main-category/:name',
    category: '/category/:slug',
    subCategory: '/sub-category/:name',
    product: '/product/:slug',
    search: '/search',
  },
  cart: { checkout: '/checkout', orders: '/orders', orderDetail: '/orders/:id' },
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
