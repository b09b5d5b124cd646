import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    {
      dir: 'shell',
      federation,
      // The pattern of every page's title (pageTitle in @shop/shared), until the page sets its own.
      title: 'Computer hardware, components and accessories · Circuit Haat',
    },
    mode,
  );
