import { lazy } from 'react';
import type { PageMap, PcBuilderPage } from '@shop/shared';

export const pages: PageMap<PcBuilderPage> = {
  builder: lazy(() => import('./pages/builder-page')),
  select: lazy(() => import('./pages/select-page')),
};
