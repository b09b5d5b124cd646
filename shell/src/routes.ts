import {
  REMOTE_ROUTES,
  type AuthPage,
  type CartPage,
  type CatalogPage,
  type PcBuilderPage,
} from '@shop/shared/src/contracts/routes';

// The shell's pages, declared once: each path and what it shows (a remote's page or one of
// the shell's own). Made from it: the <Route>s (app.tsx), the remote code the first page
// preloads (remotes/preload-plan.ts), and which pages the shell's server renders and which
// paths it answers 404 (server/render.tsx). Their names are the shell's messages (in each
// language): `title.<page>` for the tab's title while a remote's page loads, and the own
// pages' titles and descriptions (server/seo.ts, pages/). The paths of remote pages come from the
// shop's route contract in @shop/shared. It imports nothing else: the preload plan reads it
// before the shared modules are negotiated.

/** The remotes whose `./routes` pages the shell mounts on its own routes. */
export type PageRemote = 'catalog' | 'cart' | 'auth' | 'pcBuilder';

export type RemotePageRef =
  | { remote: 'catalog'; page: CatalogPage }
  | { remote: 'cart'; page: CartPage }
  | { remote: 'auth'; page: AuthPage }
  | { remote: 'pcBuilder'; page: PcBuilderPage };

/** The shell's own pages (the staff pages frame the admin remote behind their gate). */
export type OwnPage = 'about' | 'deliveryInfo' | 'admin' | 'pos';

/**
 * Each own page: its path, and whether it is the same for everyone (search engines may
 * read it and the sitemap lists it).
 */
export const OWN_PAGES: Record<OwnPage, { path: string; public: boolean }> = {
  about: { path: '/about', public: true },
  deliveryInfo: { path: '/delivery-info', public: true },
  pos: { path: REMOTE_ROUTES.admin.pos, public: false },
  admin: { path: REMOTE_ROUTES.admin.admin, public: false },
};

export type ShellRoute = { path: string } & (
  | {
      kind: 'remote';
      ref: RemotePageRef;
      /**
       * The shell's server renders the page: it is the same for everyone. A shopper's own
       * pages (cart, checkout, orders, sign-in, profile) depend on what the browser keeps.
       */
      serverRendered: boolean;
    }
  // The shell's own pages name themselves.
  | { kind: 'own'; page: OwnPage }
);

const REMOTE_PAGES: Record<PageRemote, { serverRendered: boolean }> = {
  catalog: { serverRendered: true },
  cart: { serverRendered: false },
  auth: { serverRendered: false },
  pcBuilder: { serverRendered: true },
};

/** Pages of a server-rendering remote that are each shopper's own: left to the browser. */
const SHOPPER_PAGES: readonly string[] = [REMOTE_ROUTES.catalog.wishlist];

function remoteRoutes<R extends PageRemote>(remote: R): ShellRoute[] {
  const { serverRendered } = REMOTE_PAGES[remote];
  return Object.entries<string>(REMOTE_ROUTES[remote]).map(([page, path]) => ({
    kind: 'remote',
    ref: { remote, page } as RemotePageRef,
    path,
    serverRendered: serverRendered && !SHOPPER_PAGES.includes(path),
  }));
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  ...remoteRoutes('catalog'),
  ...remoteRoutes('cart'),
  ...remoteRoutes('auth'),
  ...remoteRoutes('pcBuilder'),
  ...(Object.keys(OWN_PAGES) as OwnPage[]).map((page): ShellRoute => ({
    kind: 'own',
    page,
    path: OWN_PAGES[page].path,
  })),
];

/** A route whose page is the same for everyone: rendered by the server, open to search engines. */
export function isPublicRoute(route: ShellRoute): boolean {
  return route.kind === 'remote' ? route.serverRendered : OWN_PAGES[route.page].public;
}

/** A route pattern ('/product/:slug') as the router matches it: any case, an optional final slash. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '/' ? '' : source}/?$`, 'i');
}

const PATTERNS = SHELL_ROUTES.map((route) => [patternOf(route.path), route] as const);

/** The route a path shows, or undefined (Page Not Found). */
export function routeAt(pathname: string): ShellRoute | undefined {
  return PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1];
}
