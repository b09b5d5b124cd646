import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { APPS, REMOTES, SHELL, appPort, envName, findApp, type AppInfo } from './lib/apps';
import { checkManifests } from './check-manifests';
import { needsBuild, writeBuildStamp } from './lib/build-stamp';
import { loadAppConfig } from './webpack/load-app-config';

// Builds the remotes and the shell (production), the API, then checks the manifests.
// `tsx scripts/build.ts mfe-catalog` builds one app only.

const ROOT = path.resolve(__dirname, '..');

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      for (const warning of info.warnings ?? [])
        console.warn(`  warning: ${warning.message.split('\n')[0]}`);
      if (stats.hasErrors()) {
        return reject(new Error((info.errors ?? []).map((e) => e.message).join('\n\n')));
      }
      resolve();
    });
  });
}

/** Where each remote's manifest lives: `REMOTE_<NAME>_URL`, else localhost and its port. */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const override = env[`REMOTE_${envName(remote.name)}_URL`];
      return [remote.name, override || `http://localhost:${appPort(remote, env)}/mf-manifest.json`];
    }),
  );
}

/** remotes.json next to the shell, so a remote is redeployed by editing it, not the shell. */
function writeRemotesJson(dist: string) {
  fs.writeFileSync(
    path.join(dist, 'remotes.json'),
    `${JSON.stringify(remoteEntries(), null, 2)}\n`,
  );
}

export async function buildApp(app: AppInfo, log: (line: string) => void = console.log) {
  const started = Date.now();
  await compile(await loadAppConfig(app, 'production'));
  const dist = path.join(ROOT, app.dir, 'dist');
  const publicDir = path.join(ROOT, app.dir, 'public');
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, dist, { recursive: true });
  if (app === SHELL) writeRemotesJson(dist);
  writeBuildStamp(app);
  log(`  built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildApi(log: (line: string) => void = console.log) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('API build failed');
  writeBuildStamp({ dir: 'api' });
  log(`  built api in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  // `--if-needed`: skip what is already built from the current sources.
  const ifNeeded = process.argv.includes('--if-needed');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const apps = (only.length ? only.filter((name) => name !== 'api').map(findApp) : APPS).filter(
    (app) => !ifNeeded || needsBuild(app),
  );
  for (const app of apps) await buildApp(app);
  if ((!only.length || only.includes('api')) && (!ifNeeded || needsBuild({ dir: 'api' })))
    buildApi();
  const problems = checkManifests(apps.filter((app) => app !== SHELL));
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
