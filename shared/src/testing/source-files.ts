import fs from 'node:fs';
import path from 'node:path';

/**
 * Every source file under `dir` (tests and test kits left out): what an app's contract
 * test and the repository's ownership table read of its code without running it.
 */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
