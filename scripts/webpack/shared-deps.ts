import fs from 'node:fs';
import path from 'node:path';

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

export function sharedConfig(appDir: string) {
  const deps = readJson(path.join(ROOT, appDir, 'package.json')).dependencies ?? {};
  const sharedVersion = readJson(path.join(ROOT, 'shared/package.json')).version ?? '0.0.0';
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = name === '@shop/shared' ? `^${sharedVersion}` : deps[name];
    if (!requiredVersion) throw new Error(`${appDir}/package.json must depend on ${name}`);
    shared[name] = { singleton: true, requiredVersion };
    if (name === 'react' || name === 'react-dom')
      shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
