import type { ComponentType } from 'react';
import type { AdminPage, AuthPage, CartPage, CatalogPage, PcBuilderPage } from './routes';

// What each remote exposes, typed once here so the shell never declares a remote as `any`.
// A page component reads its params with react-router's hooks (the router is a singleton).

export type PageMap<K extends string> = Record<K, ComponentType>;

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
