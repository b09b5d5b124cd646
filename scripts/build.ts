import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { checkManifests } from './check-manifests';
import { APPS, SHELL, findApp, type AppInfo } from './lib/apps';
import { transpileApi } from './lib/build-api';
import { inputKey, needsBuild, writeBuildStamp } from './lib/build-stamp';
import { SharedFallbackCompilers } from './webpack/build-cache';
import type { BuildAnswer, BuildRequest } from './webpack/build-messages';
import { loadAppConfig, loadServerConfig } from './webpack/load-app-config';
import { remoteEntries } from './webpack/remote-entries';

// Builds the remotes and the shell (production) and the API, then checks the manifests.
// Apps build side by side, as many at a time as there are cores (`--jobs=N` to choose),
// each with webpack's persistent cache (node_modules/.cache/webpack).
//   tsx scripts/build.ts                  everything
//   tsx scripts/build.ts mfe-catalog api  those only
//   tsx scripts/build.ts --if-needed      what changed since its last build (by content)

export { remoteEntries };

const ROOT = path.resolve(__dirname, '..');
const WORKER = path.join(__dirname, 'webpack/build-worker.ts');

type Log = (line: string) => void;

/** One webpack run; its warnings (rejects with its errors). */
export function compile(config: Configuration): Promise<string[]> {
  const childCaches = config.plugins?.find(
    (plugin): plugin is SharedFallbackCompilers => plugin instanceof SharedFallbackCompilers,
  );
  return new Promise<string[]>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        return reject(new Error((info.errors ?? []).map((e) => e.message).join('\n\n')));
      }
      resolve((info.warnings ?? []).map((warning) => warning.message.split('\n')[0] ?? ''));
    });
  }).finally(() => childCaches?.closeChildren());
}

/** remotes.json next to the shell, so a remote is redeployed by editing it, not the shell. */
function writeRemotesJson(dist: string) {
  fs.writeFileSync(
    path.join(dist, 'remotes.json'),
    `${JSON.stringify(remoteEntries(), null, 2)}\n`,
  );
}

/** webpack, then the app's public files and the shell's remotes.json; the warnings. */
export async function compileApp(app: AppInfo): Promise<string[]> {
  const warnings = await compile(await loadAppConfig(app, 'production'));
  // The server bundle after the browser one, whose clean empties dist/ first; in the same
  // worker, and lighter (no minifier, no compression, no source maps).
  warnings.push(...(await compile(await loadServerConfig(app, 'production'))));
  const dist = path.join(ROOT, app.dir, 'dist');
  const publicDir = path.join(ROOT, app.dir, 'public');
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, dist, { recursive: true });
  if (app === SHELL) writeRemotesJson(dist);
  return warnings;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** One app, in this process. */
export async function buildApp(app: AppInfo, log: Log = console.log) {
  const started = Date.now();
  const key = inputKey(app);
  for (const warning of await compileApp(app)) log(`  warning (${app.dir}): ${warning}`);
  writeBuildStamp(app, key);
  log(`  built ${app.dir} in ${seconds(started)}`);
}

/** Build processes, started when first needed and reused for the next app. */
class WorkerPool {
  private readonly idle: ChildProcess[] = [];
  private readonly all: ChildProcess[] = [];

  private start(): ChildProcess {
    const worker = fork(WORKER, [], {
      cwd: ROOT,
      // The worker is TypeScript too, whether this process runs under tsx or under Jest.
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.all.push(worker);
    return worker;
  }

  build(app: AppInfo): Promise<string[]> {
    const worker = this.idle.pop() ?? this.start();
    // The federation plugin's progress lines are noise; shown only when the build fails.
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    worker.stdout?.on('data', collect);
    worker.stderr?.on('data', collect);
    return new Promise<string[]>((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) =>
        reject(
          new Error(`the build of ${app.dir} stopped (${signal ?? `exit ${code}`})\n${output}`),
        );
      const onAnswer = (answer: BuildAnswer) => {
        if (answer.dir !== app.dir) return;
        worker.off('exit', onExit);
        worker.off('message', onAnswer);
        worker.stdout?.off('data', collect);
        worker.stderr?.off('data', collect);
        this.idle.push(worker);
        if (answer.ok) resolve(answer.warnings);
        else reject(new Error(`${answer.error}\n${output}`.trim()));
      };
      worker.on('message', onAnswer);
      worker.once('exit', onExit);
      const request: BuildRequest = { dir: app.dir };
      worker.send(request);
    });
  }

  close() {
    for (const worker of this.all) if (worker.connected) worker.disconnect();
  }
}

function defaultJobs(): number {
  return typeof os.availableParallelism === 'function'
    ? os.availableParallelism()
    : os.cpus().length;
}

export interface BuildOptions {
  /** Which apps; all by default. */
  apps?: AppInfo[];
  /** Whether to build the API; true by default. */
  api?: boolean;
  /** Skip what is built from the current inputs. */
  ifNeeded?: boolean;
  /** How many builds at a time; the number of cores by default. */
  jobs?: number;
  log?: Log;
}

interface Job {
  name: string;
  key: string;
  run: () => Promise<string[]>;
}

/**
 * Builds the apps and the API side by side, prints each one's time and the total, and
 * records what each was built from. Throws after all finished if any failed.
 */
export async function buildAll(options: BuildOptions = {}): Promise<AppInfo[]> {
  const log = options.log ?? console.log;
  const started = Date.now();
  const wanted: (AppInfo | { dir: 'api' })[] = [
    // The API first: one long tsc while the other lane starts on the apps.
    ...(options.api === false ? [] : [{ dir: 'api' as const }]),
    ...(options.apps ?? APPS),
  ];
  // Keys are taken before building: an edit made during the build is not recorded as built.
  const planned = wanted
    .map((target) => ({ target, key: inputKey(target) }))
    .filter(({ target, key }) => !options.ifNeeded || needsBuild(target, key));
  const upToDate = wanted.filter((target) => !planned.some((p) => p.target === target));
  if (upToDate.length) log(`  up to date: ${upToDate.map((t) => t.dir).join(', ')}`);
  if (!planned.length) return [];

  const apps = planned.map((p) => p.target).filter((t): t is AppInfo => 'name' in t);
  const webpackJobs = apps.length;
  const width = Math.max(1, Math.min(options.jobs ?? defaultJobs(), planned.length));
  // One app alone builds in this process: a worker would only add its start-up.
  const pool = webpackJobs > 1 ? new WorkerPool() : undefined;

  const jobs: Job[] = planned.map(({ target, key }) => ({
    name: target.dir,
    key,
    run:
      'name' in target
        ? () => (pool ? pool.build(target) : compileApp(target))
        : () => transpileApi().then(() => []),
  }));

  const failures: string[] = [];
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now();
      try {
        const warnings = await job.run();
        for (const warning of warnings) log(`  warning (${job.name}): ${warning}`);
        writeBuildStamp({ dir: job.name }, job.key);
        log(`  built ${job.name} in ${seconds(jobStarted)}`);
      } catch (error) {
        failures.push(job.name);
        log(`  FAILED ${job.name} after ${seconds(jobStarted)}`);
        log(error instanceof Error ? error.message : String(error));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: width }, lane));
  } finally {
    pool?.close();
  }
  log(
    `  built ${jobs.length - failures.length} of ${jobs.length} in ${seconds(started)}` +
      ` (${width} at a time)`,
  );
  if (failures.length) throw new Error(`build failed: ${failures.join(', ')}`);
  return apps;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  const jobsArg = args.find((arg) => arg.startsWith('--jobs='));
  const built = await buildAll({
    apps: only.length ? only.filter((name) => name !== 'api').map(findApp) : APPS,
    api: !only.length || only.includes('api'),
    ifNeeded: args.includes('--if-needed'),
    jobs: jobsArg ? Number(jobsArg.slice('--jobs='.length)) : undefined,
  });
  const problems = checkManifests(built.filter((app) => app !== SHELL));
  if (problems.length) {
    for (const problem of problems) console.error(`  manifest check: ${problem}`);
    process.exit(1);
  }
  console.log('  manifest check: every expose present, every singleton at one version');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
