import '@shop/shared/src/styles/tokens.css';
import { REMOTE_ROUTES } from '@shop/shared';
import { mountHarness } from '@shop/shared/standalone';
import { pages } from './routes';
import SignInControl from './widgets/sign-in-control';

const paths = REMOTE_ROUTES.auth;
mountHarness({
  title: 'Sign-in',
  routes: [
    { path: paths.login, Page: pages.login },
    { path: paths.register, Page: pages.register },
    { path: paths.profile, Page: pages.profile },
  ],
  widgets: <SignInControl />,
});
