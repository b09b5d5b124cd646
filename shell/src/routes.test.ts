import { matchRoutes } from 'react-router-dom';
import { routeAt, SHELL_ROUTES } from './routes';

// The shell renders only the route its own table matches (app.tsx), and the server,
// the first page's preload and the 404 answers use the same match: it must pick what the
// router would pick among all the shop's routes.

const ALL = SHELL_ROUTES.map((route) => ({ path: route.path }));
const routerPick = (pathname: string) => matchRoutes(ALL, pathname)?.[0]?.route.path;

/** Addresses of a route: its parameters filled in, in other case, with a final slash. */
function addressesOf(path: string): string[] {
  const filled = path.replace(/:[^/]+/g, (_, index: number) => `value-${index}`);
  return [filled, filled.toUpperCase(), filled === '/' ? '/' : `${filled}/`];
}

it.each(SHELL_ROUTES.map((route) => route.path))(
  '%s is matched as the router matches it',
  (path) => {
    for (const address of addressesOf(path)) {
      expect(routeAt(address)?.path).toBe(routerPick(address));
    }
  },
);

it('an address no route names is matched by neither (Page Not Found)', () => {
  for (const address of ['/nowhere', '/product', '/product/a/b', '/category/', '/admin/x/y']) {
    expect(routeAt(address)?.path).toBe(routerPick(address));
  }
});
