import { lazy } from 'react';
import type { AdminPage, PageMap } from '@shop/shared';

export const pages: PageMap<AdminPage> = {
  admin: lazy(() => import('./features/back-office/back-office-page')),
  pos: lazy(() => import('./features/pos/pos-page')),
};
