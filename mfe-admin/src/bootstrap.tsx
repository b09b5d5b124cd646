import '@shop/shared/src/styles/tokens.css';
import { REMOTE_ROUTES } from '@shop/shared';
import { mountHarness } from '@shop/shared/standalone';
import { pages } from './routes';

const paths = REMOTE_ROUTES.admin;
mountHarness({
  title: 'Back office',
  routes: [
    { path: paths.admin, Page: pages.admin },
    { path: paths.pos, Page: pages.pos },
  ],
});
