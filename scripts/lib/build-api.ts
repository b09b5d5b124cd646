import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The API's production build: every TypeScript file of api/src transpiled on its own to
// CommonJS in api/dist (the tree tsc would emit, with source maps). esbuild does it in about
// a second where tsc spent half a minute of CPU type-checking first; `npm test` type-checks
// the API separately (`tsc --noEmit`), and the sources are written for per-file compilation
// (`isolatedModules` in the root tsconfig), so nothing is lost.

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'api', 'src');
const OUT = path.join(ROOT, 'api', 'dist');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * `outDir` (default api/dist) must sit directly in api/, as dist does: the build finds
 * api/package.json and the data folder relative to its own files.
 */
export async function transpileApi(outDir: string = OUT): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: sources(SRC),
    outdir: outDir,
    outbase: SRC,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'error',
  });
  // Data the API reads at run time (modules/shipping/reference/*.json) sits beside the code.
  for (const file of dataFiles(SRC)) {
    const target = path.join(outDir, path.relative(SRC, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}

function dataFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return dataFiles(file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}
