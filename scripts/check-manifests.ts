import fs from 'node:fs';
import path from 'node:path';
import { APPS, SHELL, type AppInfo } from './lib/apps';
import { SINGLETONS } from './webpack/shared-deps';

// Post-build check: each remote's mf-manifest.json lists the exposes the shell relies on,
// and every singleton resolves to one version across all apps.

const ROOT = path.resolve(__dirname, '..');

interface Manifest {
  exposes?: { name: string; path?: string }[];
  shared?: { name: string; version: string; singleton?: boolean }[];
}

function readManifest(app: AppInfo): Manifest | null {
  const file = path.join(ROOT, app.dir, 'dist', 'mf-manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

export function checkManifests(remotes: AppInfo[] = APPS.filter((app) => app !== SHELL)): string[] {
  const problems: string[] = [];
  const versions = new Map<string, Map<string, string[]>>();

  for (const app of APPS) {
    const manifest = readManifest(app);
    if (!manifest) {
      if (remotes.includes(app)) problems.push(`${app.dir}/dist/mf-manifest.json is missing`);
      continue;
    }
    if (remotes.includes(app)) {
      const listed = new Set((manifest.exposes ?? []).map((e) => e.path ?? `./${e.name}`));
      for (const expose of Object.keys(app.exposes)) {
        if (!listed.has(expose)) problems.push(`${app.name} does not expose ${expose}`);
      }
    }
    for (const shared of manifest.shared ?? []) {
      const byVersion = versions.get(shared.name) ?? new Map<string, string[]>();
      versions.set(shared.name, byVersion);
      byVersion.set(shared.version, [...(byVersion.get(shared.version) ?? []), app.name]);
    }
  }

  for (const name of SINGLETONS) {
    const byVersion = versions.get(name);
    if (!byVersion) {
      problems.push(`no manifest shares ${name}`);
      continue;
    }
    if (byVersion.size > 1) {
      const detail = [...byVersion]
        .map(([version, apps]) => `${version} (${apps.join(', ')})`)
        .join(' vs ');
      problems.push(`${name} resolves to more than one version: ${detail}`);
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = checkManifests();
  for (const problem of problems) console.error(`manifest check: ${problem}`);
  if (problems.length) process.exit(1);
  console.log('manifest check: every expose present, every singleton at one version');
}
