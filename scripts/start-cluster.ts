import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build';
import { REMOTES, SHELL, apiPort, appOrigins, appPort } from './lib/apps';
import { startShop, type RunningShop } from './start';
import { runMain, stopOnSignal } from './lib/run';
import { waitForApi } from './lib/wait-for-api';
import { API_NODE_FLAGS } from '../api/src/node-flags';

// `npm run start:cluster`: the shop as `npm start` runs it, but with two API instances on
// one PostgreSQL database and one Redis, and the shell's /api proxy taking them in turn
// (a request an instance cannot take goes to the other). The first instance listens on
// API_PORT (4000), the second on API_PORT + 1.
//   DATABASE_URL=postgres://... REDIS_URL=redis://... npm run start:cluster

const ROOT = path.resolve(__dirname, '..');

export interface RunningCluster extends RunningShop {
  /** Each instance's own address, the first one being the shop's `apiUrl`. */
  apiUrls: string[];
  /** Stop one instance (0 or 1) as a crash would; the proxy sends its requests to the other. */
  stopInstance(index: number): Promise<void>;
  /** Start a stopped instance again; resolves once it is healthy. */
  startInstance(index: number): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Why the cluster cannot start with this environment, or null. */
export function clusterRequirements(env: NodeJS.ProcessEnv): string | null {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    return 'start:cluster needs DATABASE_URL=postgres://... (both instances share one PostgreSQL database)';
  }
  if (!/^rediss?:\/\//.test(env.REDIS_URL ?? '')) {
    return 'start:cluster needs REDIS_URL=redis://... (rate limits and the search index follow each other through Redis)';
  }
  return null;
}

export async function startCluster(
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; log?: (line: string) => void } = {},
): Promise<RunningCluster> {
  const env = options.env ?? process.env;
  const problem = clusterRequirements(env);
  if (problem) throw new Error(problem);
  const log = options.log ?? ((line: string) => console.log(line));

  const first = `http://localhost:${apiPort(env)}`;
  const secondPort = apiPort(env) + 1;
  const second = `http://localhost:${secondPort}`;
  // The first instance is the one `npm start` runs (it migrates the database); the
  // second starts once it is healthy, so the two never migrate at once. The proxy already
  // names both: until the second answers, its turns go to the first.
  await buildAll({ ifNeeded: true, log });
  const shop = await startShop({
    env: { ...env, API_UPSTREAMS: `${first},${second}` },
    quiet: options.quiet,
    log,
  });

  const shellUrl = `http://localhost:${appPort(SHELL, env)}`;
  const secondEnv: NodeJS.ProcessEnv = {
    CORS_ORIGINS: appOrigins(env).join(','),
    SHOP_URL: shellUrl,
    TRUST_PROXY: '127.0.0.1,::1',
    ...env,
    PORT: String(secondPort),
  };
  const spawnSecond = async () => {
    const child = spawn(
      process.execPath,
      [...API_NODE_FLAGS, path.join(ROOT, 'api/dist/server.js')],
      {
        cwd: path.join(ROOT, 'api'),
        env: secondEnv,
        stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
      },
    );
    await waitForApi(second, child);
    return child;
  };
  let secondApi: ChildProcess;
  try {
    secondApi = await spawnSecond();
  } catch (error) {
    await shop.stop();
    throw error;
  }

  const stopSecond = async (signal: NodeJS.Signals) => {
    const done = exited(secondApi);
    secondApi.kill(signal);
    const timer = setTimeout(() => secondApi.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(timer);
  };

  return {
    ...shop,
    apiUrls: [first, second],
    async stopInstance(index) {
      if (index === 0) await shop.stopApi('SIGKILL');
      else await stopSecond('SIGKILL');
    },
    async startInstance(index) {
      if (index === 0) await shop.startApi();
      else if (secondApi.exitCode !== null || secondApi.signalCode !== null) {
        secondApi = await spawnSecond();
      }
    },
    async stop() {
      await stopSecond('SIGTERM');
      await shop.stop();
    },
  };
}

async function main() {
  const cluster = await startCluster();
  console.log('');
  for (const remote of REMOTES)
    console.log(`  remote ${remote.name.padEnd(9)} http://localhost:${appPort(remote)}`);
  cluster.apiUrls.forEach((url, i) => console.log(`  api #${i + 1}           ${url}`));
  console.log('');
  console.log(
    `Circuit Haat is running at ${cluster.url}, its /api taking both API instances in turn  (Ctrl-C to stop)`,
  );

  stopOnSignal(() => cluster.stop());
}

if (require.main === module) runMain(main);
