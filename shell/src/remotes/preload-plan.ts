// Which remote modules the first page needs, so their files download in parallel with
// the shell's own bootstrap instead of one after another. Kept free of @shop/shared:
// it runs before the shared singletons are negotiated.

export interface PreloadItem {
  nameOrAlias: string;
  exposes: string[];
}

const PAGE_OWNERS: [RegExp, string][] = [
  [/^\/($|main-category\/|category\/|sub-category\/|product\/|search)/, 'catalog'],
  [/^\/(checkout|orders)(\/|$)/, 'cart'],
  [/^\/(login|register|profile)(\/|$)/, 'auth'],
  [/^\/pc-builder(\/|$)/, 'pcBuilder'],
];

export function preloadPlan(pathname: string): PreloadItem[] {
  // The header sign-in control and the cart badge are on every page.
  const plan: PreloadItem[] = [
    { nameOrAlias: 'auth', exposes: ['./SignInControl'] },
    { nameOrAlias: 'cart', exposes: ['./CartWidget'] },
  ];
  const owner = PAGE_OWNERS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (owner) {
    const existing = plan.find((item) => item.nameOrAlias === owner);
    if (existing) existing.exposes.push('./routes');
    else plan.push({ nameOrAlias: owner, exposes: ['./routes'] });
  }
  return plan;
}
