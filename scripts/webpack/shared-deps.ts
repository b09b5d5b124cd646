import fs from 'node:fs';
import path from 'node:path';
import { usedExports } from './used-exports';

// The modules every app shares as singletons. `react/` and `react-dom/` (trailing slash)
// share the subpaths too: react/jsx-runtime and react-dom/client.
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'rxjs',
  '@shop/shared',
] as const;

const ROOT = path.resolve(__dirname, '../..');

function readJson(file: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Large packages whose shared copy is trimmed to what the shop uses (about 35 KB of
// react-router alone, brotli). The union of used exports is the same for every app.
const TREE_SHAKEN = new Set<string>(['react-router-dom', 'rxjs']);

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

export function sharedConfig(appDir: string) {
  const deps = readJson(path.join(ROOT, appDir, 'package.json')).dependencies ?? {};
  const sharedVersion = readJson(path.join(ROOT, 'shared/package.json')).version ?? '0.0.0';
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = name === '@shop/shared' ? `^${sharedVersion}` : deps[name];
    if (!requiredVersion) throw new Error(`${appDir}/package.json must depend on ${name}`);
    const used = TREE_SHAKEN.has(name) ? usedExports(name) : null;
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(used ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: used } } : {}),
    };
    if (name === 'react' || name === 'react-dom')
      shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
