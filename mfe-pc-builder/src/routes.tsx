import { lazy } from 'react';
import type { PageMap, PcBuilderPage } from '@shop/shared';

export const pages: PageMap<PcBuilderPage> = {
  builder: lazy(() => import('./features/builder/builder-page')),
  select: lazy(() => import('./features/select/select-page')),
};
