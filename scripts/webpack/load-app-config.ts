import path from 'node:path';
import type { AppInfo } from '../lib/apps';
import type { AppConfig, FederationOptions, Mode } from './create-app-config';
import { createServerConfig } from './create-server-config';

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

/** The server bundle of an app (Node's federation runtime), from its federation.config.ts. */
export async function loadServerConfig(app: AppInfo, mode: Mode) {
  const module = (await import(path.join(ROOT, app.dir, 'federation.config.ts'))) as {
    default: FederationOptions | { default: FederationOptions };
  };
  const federation = 'name' in module.default ? module.default : module.default.default;
  return createServerConfig(app, federation, mode);
}
