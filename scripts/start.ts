import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { remoteEntries } from './webpack/remote-entries';
import {
  REMOTES,
  SHELL,
  apiPort,
  appOrigins,
  appPort,
  findApp,
  type AppInfo,
  type AppName,
} from './lib/apps';
import { startStaticServer } from '../shell/server/static-server';
import { startShellServer } from '../shell/server/server';
import { runMain, stopOnSignal } from './lib/run';
import { waitForApi } from './lib/wait-for-api';
import { API_NODE_FLAGS } from '../api/src/node-flags';

// `npm start`: build what is not built, start the API (its SQLite database is created on
// first start), serve the shell and each remote from its own port, print the URL.

const ROOT = path.resolve(__dirname, '..');

export interface RunningShop {
  url: string;
  apiUrl: string;
  /**
   * Settles once the shell's server has rendered its first page (the API calls that makes
   * are logged), or after `timeoutMs`.
   */
  warmedUp(timeoutMs: number): Promise<void>;
  /** Stop one app's server (the browser tests use it to take a remote down). */
  stopApp(name: AppName): Promise<void>;
  /** Serve a stopped app again. */
  startApp(name: AppName): Promise<void>;
  /** Stop the API process (SIGKILL: as a crash would), so tests can meet it gone. */
  stopApi(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /**
   * Start the API again on the same port; resolves once it is healthy. With `env`, from
   * then on with that added to its environment (another DATA_DIR: a fresh database).
   */
  startApi(env?: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

function startApi(env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  const child = spawn(
    process.execPath,
    [...API_NODE_FLAGS, path.join(ROOT, 'api/dist/server.js')],
    {
      cwd: path.join(ROOT, 'api'),
      env: { ...env, PORT: String(apiPort(env)) },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    },
  );
  return child;
}

/**
 * Builds what changed since its last build (`scripts/build.ts --if-needed`), in a process
 * of its own: this one goes on serving the shop and keeps none of webpack's memory (about
 * 70 MiB for loading it alone, hundreds while it builds).
 */
function buildIfNeeded(log: (line: string) => void): Promise<void> {
  const child = spawn(
    process.execPath,
    // TypeScript, whether this process runs under tsx or under Jest.
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(__dirname, 'build.ts'),
      '--if-needed',
    ],
    { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let rest = '';
  const lines = (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) log(line);
  };
  child.stdout.on('data', lines);
  child.stderr.on('data', lines);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (rest) log(rest);
      if (code === 0) resolve();
      else reject(new Error(`the build failed (exit code ${code})`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * With ports or remote URLs set in the environment, the shell's runtime JSON is answered
 * from them instead of the built files (which keep what an operator wrote there).
 */
function runtimeJsonOverrides(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const configFile = path.join(ROOT, SHELL.dir, 'dist', 'shop-config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  // The shell's server passes /api to the API (docs/product.md D14): pages use their own origin,
  // so the shop works at localhost, 127.0.0.1 or a LAN address alike.
  const sameOrigin = { '/shop-config.json': { ...config, apiBaseUrl: '' } };
  if (!Object.keys(env).some((key) => /^(REMOTE_\w+_URL|\w+_PORT)$/.test(key))) return sameOrigin;
  return { '/remotes.json': remoteEntries(env), ...sameOrigin };
}

export async function startShop(
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; log?: (line: string) => void } = {},
): Promise<RunningShop> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));

  // What changed since its last build, side by side; each app's time and the total.
  // With this process's environment, as the build run in-process had: the apps are built
  // once for every shop started here (the browser suites' shops differ only by ports,
  // which their runtime JSON answers), never again per shop while others read the files.
  await buildIfNeeded(log);
  const shellJson = runtimeJsonOverrides(env);

  const apiUrl = `http://localhost:${apiPort(env)}`;
  const shellUrl = `http://localhost:${appPort(SHELL, env)}`;
  const apiEnv = {
    CORS_ORIGINS: appOrigins(env).join(','),
    // Links in mails (order pages) must lead to this shell, whatever port it got.
    SHOP_URL: shellUrl,
    // Requests arrive through the shell's server on this machine: its X-Forwarded-For
    // names the shopper (per-client rate limits).
    TRUST_PROXY: '127.0.0.1,::1',
    ...env,
    // Pages reach the API through the shell's server, so it stays on this machine;
    // HOST is where the shell and the remotes listen.
    HOST: env.API_HOST ?? 'localhost',
  };
  let apiEnvNow: NodeJS.ProcessEnv = apiEnv;
  let api = startApi(apiEnvNow, options.quiet ?? false);
  const servers = new Map<AppName, FastifyInstance>();
  let markWarm = () => {};
  const warm = new Promise<void>((resolve) => (markWarm = resolve));
  const stop = async () => {
    await Promise.all([...servers.values()].map((server) => server.close()));
    servers.clear();
    await stopChild(api);
  };

  const serve = async (app: AppInfo) => {
    // The shell's own server renders every page (the remotes composed on the server).
    const server =
      app === SHELL
        ? await startShellServer({
            root: path.join(ROOT, app.dir, 'dist'),
            port: appPort(app, env),
            host: env.HOST || undefined,
            json: shellJson,
            apiUrl,
            proxyApiTo: env.API_UPSTREAMS || apiUrl,
            budgetMs: env.SSR_BUDGET_MS ? Number(env.SSR_BUDGET_MS) : undefined,
            cacheTtlMs: env.SSR_CACHE_TTL_MS ? Number(env.SSR_CACHE_TTL_MS) : undefined,
            cacheStaleMs: env.SSR_CACHE_STALE_MS ? Number(env.SSR_CACHE_STALE_MS) : undefined,
            cacheWatchMs: env.SSR_CACHE_WATCH_MS ? Number(env.SSR_CACHE_WATCH_MS) : undefined,
            onWarmedUp: markWarm,
          })
        : await startStaticServer({
            root: path.join(ROOT, app.dir, 'dist'),
            port: appPort(app, env),
            // Every interface unless HOST says otherwise, so the shop opens by a LAN address
            // (a phone) as well as by localhost; the shell names local remotes by that address.
            host: env.HOST || undefined,
            remotesFollowHost: app === SHELL,
            cors: app !== SHELL,
            json: app === SHELL ? shellJson : undefined,
            proxyApiTo: app === SHELL ? apiUrl : undefined,
            apiOrigin: apiUrl,
          });
    servers.set(app.name, server);
  };

  try {
    await waitForApi(apiUrl, api);
    for (const app of [...REMOTES, SHELL]) await serve(app);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: shellUrl,
    apiUrl,
    warmedUp: (timeoutMs) =>
      Promise.race([warm, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]),
    async stopApp(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    async startApp(name) {
      if (!servers.has(name)) await serve(findApp(name));
    },
    async stopApi(signal = 'SIGTERM') {
      if (signal === 'SIGKILL' && api.exitCode === null && api.signalCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGKILL');
        await exited;
      } else await stopChild(api);
    },
    async startApi(extraEnv) {
      if (api.exitCode === null && api.signalCode === null) return;
      if (extraEnv) apiEnvNow = { ...apiEnv, ...extraEnv };
      api = startApi(apiEnvNow, options.quiet ?? false);
      await waitForApi(apiUrl, api);
    },
    stop,
  };
}

async function main() {
  const shop = await startShop();
  // The lines the first render's API calls log come before the banner, not over it.
  await shop.warmedUp(10_000);
  console.log('');
  for (const remote of REMOTES)
    console.log(`  remote ${remote.name.padEnd(9)} http://localhost:${appPort(remote)}`);
  console.log(`  api              ${shop.apiUrl}`);
  console.log('');
  console.log(`Circuit Haat is running at ${shop.url}  (Ctrl-C to stop)`);
  if (!process.env.HOST) {
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal);
    if (lan) console.log(`  on this network: http://${lan.address}:${appPort(SHELL)}`);
  }

  stopOnSignal(() => shop.stop());
}

if (require.main === module) runMain(main);
