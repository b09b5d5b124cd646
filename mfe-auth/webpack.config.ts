import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    { dir: 'mfe-auth', federation, title: 'Circuit Haat · Sign-in (standalone)' },
    mode,
  );
