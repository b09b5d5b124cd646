import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    {
      dir: 'mfe-cart-checkout',
      federation,
      title: 'Circuit Haat · Cart and checkout (standalone)',
    },
    mode,
  );
