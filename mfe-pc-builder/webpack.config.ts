import { createAppConfig, type Mode } from '../scripts/webpack/create-app-config';
import federation from './federation.config';

export default (mode: Mode = 'production') =>
  createAppConfig(
    { dir: 'mfe-pc-builder', federation, title: 'Circuit Haat · PC Builder (standalone)' },
    mode,
  );
