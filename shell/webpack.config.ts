import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    {
      dir: 'shell',
      federation,
      title: 'Circuit Haat · Computer hardware, components and accessories',
    },
    mode,
  );
