import { lazy } from 'react';
import type { AuthPage, PageMap } from '@shop/shared';

export const pages: PageMap<AuthPage> = {
  login: lazy(() => import('./features/pages/login-page')),
  register: lazy(() => import('./features/pages/register-page')),
  profile: lazy(() => import('./features/pages/profile-page')),
};
