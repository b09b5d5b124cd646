import catalogExposes from '../../mfe-catalog/exposes';
import cartExposes from '../../mfe-cart-checkout/exposes';
import authExposes from '../../mfe-auth/exposes';
import pcBuilderExposes from '../../mfe-pc-builder/exposes';
import adminExposes from '../../mfe-admin/exposes';

// The apps of the shop, their default ports and what each remote exposes (each remote's
// own exposes.ts). One table, read by the build, the servers, the manifest check and the tests.

export type AppName = 'shell' | 'catalog' | 'cart' | 'auth' | 'pcBuilder' | 'admin';

export interface AppInfo {
  /** Federation name (for remotes, the key in remotes.json). */
  name: AppName;
  /** Workspace folder. */
  dir: string;
  /** Default port; override with env `<NAME>_PORT` (e.g. CATALOG_PORT). */
  port: number;
  /**
   * What the app offers the shell (expose -> source file in the app's folder), from the
   * remote's own `exposes.ts`. The federation config is made from it and every
   * mf-manifest.json must list each one.
   */
  exposes: Record<string, string>;
  /** Class-name prefix of the app's CSS Modules. */
  cssPrefix: string;
}

export const SHELL: AppInfo = {
  name: 'shell',
  dir: 'shell',
  port: 3000,
  exposes: {},
  cssPrefix: 'sh',
};

export const REMOTES: AppInfo[] = [
  {
    name: 'catalog',
    dir: 'mfe-catalog',
    port: 3001,
    exposes: catalogExposes,
    cssPrefix: 'cat',
  },
  {
    name: 'cart',
    dir: 'mfe-cart-checkout',
    port: 3002,
    exposes: cartExposes,
    cssPrefix: 'cart',
  },
  {
    name: 'auth',
    dir: 'mfe-auth',
    port: 3003,
    exposes: authExposes,
    cssPrefix: 'auth',
  },
  {
    name: 'pcBuilder',
    dir: 'mfe-pc-builder',
    port: 3004,
    exposes: pcBuilderExposes,
    cssPrefix: 'pcb',
  },
  // The staff's back office and counter; the shell loads it only behind its staff gate.
  {
    name: 'admin',
    dir: 'mfe-admin',
    port: 3005,
    exposes: adminExposes,
    cssPrefix: 'adm',
  },
];

export const APPS: AppInfo[] = [...REMOTES, SHELL];

export const API_PORT_DEFAULT = 4000;

/** An app's name as it appears in environment variables: pcBuilder -> PC_BUILDER. */
export function envName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
}

export function envPort(
  name: string,
  fallback: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const key = `${envName(name)}_PORT`;
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${key} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

export function appPort(app: AppInfo, env: NodeJS.ProcessEnv = process.env): number {
  return envPort(app.name, app.port, env);
}

/**
 * Where the apps are served from: the shell, then each remote. The API's CORS list when the
 * shop's scripts start it (a remote run on its own port calls the API from there).
 */
export function appOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [SHELL, ...REMOTES].map((app) => `http://localhost:${appPort(app, env)}`);
}

export function apiPort(env: NodeJS.ProcessEnv = process.env): number {
  return envPort('api', API_PORT_DEFAULT, env);
}

export function findApp(nameOrDir: string): AppInfo {
  const app = APPS.find((a) => a.name === nameOrDir || a.dir === nameOrDir);
  if (!app)
    throw new Error(`Unknown app "${nameOrDir}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
