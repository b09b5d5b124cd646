import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteModuleId } from '@shop/shared';

// Which remote page a path shows ('catalog/routes' and its page 'product'), for the
// shell's server: the one remote module the page's content needs.

const PAGE_REMOTES = ['catalog', 'cart', 'auth', 'pcBuilder'] as const;

export interface PageAt {
  id: RemoteModuleId;
  part: string;
}

export function pageAt(pathname: string): PageAt | null {
  for (const remote of PAGE_REMOTES) {
    for (const [page, pattern] of Object.entries(REMOTE_ROUTES[remote])) {
      if (matchPath(pattern, pathname)) return { id: `${remote}/routes`, part: page };
    }
  }
  return null;
}
