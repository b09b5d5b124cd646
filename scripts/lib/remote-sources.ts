import fs from 'node:fs';
import path from 'node:path';
import type { AppInfo } from './apps';

// What a remote's sources say, read without running them: its pages (from src/routes.tsx)
// and its source files. Used by the ownership table and the remotes' contract file.

const ROOT = path.resolve(__dirname, '../..');

/** page name -> page file, read from a remote's `routes.tsx` (`name: lazy(() => import('./x'))`). */
export function pageFiles(app: AppInfo): Map<string, string> {
  const routesFile = path.join(ROOT, app.dir, 'src/routes.tsx');
  const source = fs.readFileSync(routesFile, 'utf8');
  const files = new Map<string, string>();
  for (const match of source.matchAll(/(\w+):\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
    const file = path.relative(ROOT, path.resolve(path.dirname(routesFile), match[2]!));
    const found = ['.tsx', '.ts']
      .map((ext) => file + ext)
      .find((f) => fs.existsSync(path.join(ROOT, f)));
    if (!found)
      throw new Error(
        `${app.dir}/src/routes.tsx: page "${match[1]}" imports ${match[2]}, which does not exist`,
      );
    files.set(match[1]!, found);
  }
  return files;
}

/** Every source file under `dir` (tests and test kits left out). */
export { sourceFiles } from '../../shared/src/testing/source-files';
