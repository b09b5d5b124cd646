import { lazy } from 'react';
import type { AdminPage, PageMap } from '@shop/shared';

export const pages: PageMap<AdminPage> = {
  admin: lazy(() => import('./pages/back-office-page')),
  pos: lazy(() => import('./pages/pos-page')),
};
