// Which remote modules the first page needs, so their files download in parallel with
// the shell's own bootstrap instead of one after another. Kept free of @shop/shared's
// index (the route table reads only the plain route contract): it runs before the shared
// singletons are negotiated.
import { splitLocale } from '@shop/shared/src/contracts/locales';
import { routeAt } from '../routes';

export interface PreloadItem {
  nameOrAlias: string;
  exposes: string[];
}

export function preloadPlan(pathname: string): PreloadItem[] {
  // The header sign-in control and the cart badge are on every page.
  const plan: PreloadItem[] = [
    { nameOrAlias: 'auth', exposes: ['./SignInControl'] },
    { nameOrAlias: 'cart', exposes: ['./CartWidget'] },
  ];
  const route = routeAt(splitLocale(pathname).path);
  const owner = route?.kind === 'remote' ? route.ref.remote : undefined;
  if (owner) {
    const existing = plan.find((item) => item.nameOrAlias === owner);
    if (existing) existing.exposes.push('./routes');
    else plan.push({ nameOrAlias: owner, exposes: ['./routes'] });
  }
  return plan;
}
