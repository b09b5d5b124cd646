import { lazy } from 'react';
import type { AuthPage, PageMap } from '@shop/shared';

export const pages: PageMap<AuthPage> = {
  login: lazy(() => import('./pages/login-page')),
  register: lazy(() => import('./pages/register-page')),
  profile: lazy(() => import('./pages/profile-page')),
};
