import '@shop/shared/src/styles/tokens.css';
import { REMOTE_ROUTES } from '@shop/shared';
import { mountHarness } from '@shop/shared/standalone';
import { pages } from './routes';

const paths = REMOTE_ROUTES.pcBuilder;
mountHarness({
  title: 'PC Builder',
  routes: [
    { path: paths.builder, Page: pages.builder },
    { path: paths.select, Page: pages.select, example: '/pc-builder/select/cpu' },
  ],
});
