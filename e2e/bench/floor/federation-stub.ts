// The floor: the shop's pages built as ONE plain webpack app. This module stands in for
// the federation runtime, so the shell's code asks for `catalog/routes` as it always does
// and gets the remote's source, bundled in the same build. What the home page needs is
// in the main bundle (as a plain app would ship it); the other pages are lazy chunks.

const modules: Record<string, () => Promise<unknown>> = {
  'catalog/routes': () => import(/* webpackMode: "eager" */ '../../../mfe-catalog/src/routes'),
  'catalog/SearchBox': () =>
    import(/* webpackMode: "eager" */ '../../../mfe-catalog/src/widgets/search-box'),
  'cart/CartWidget': () =>
    import(/* webpackMode: "eager" */ '../../../mfe-cart-checkout/src/widgets/cart-widget'),
  'auth/SignInControl': () =>
    import(/* webpackMode: "eager" */ '../../../mfe-auth/src/widgets/sign-in-control'),
  'cart/routes': () => import('../../../mfe-cart-checkout/src/routes'),
  'auth/routes': () => import('../../../mfe-auth/src/routes'),
  'pcBuilder/routes': () => import('../../../mfe-pc-builder/src/routes'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  if (!load) throw new Error(`The floor build has no ${id}`);
  return (await load()) as T;
}

export function registerRemotes(): void {}

export async function preloadRemote(): Promise<void> {}
