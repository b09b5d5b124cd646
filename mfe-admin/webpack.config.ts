import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    { dir: 'mfe-admin', federation, title: 'Circuit Haat · Back office (standalone)' },
    mode,
  );
