import path from 'node:path';
import type { AppInfo } from '../lib/apps';
import type { AppConfig, Mode } from './create-app-config';

const ROOT = path.resolve(__dirname, '../..');

type Factory = (mode: Mode) => AppConfig;

/** An app's own webpack.config.ts, for the given mode. */
export async function loadAppConfig(app: AppInfo, mode: Mode): Promise<AppConfig> {
  const module = (await import(path.join(ROOT, app.dir, 'webpack.config.ts'))) as {
    default: Factory | { default: Factory };
  };
  // tsx hands a CommonJS-compiled default export over one level deeper.
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  return factory(mode);
}
