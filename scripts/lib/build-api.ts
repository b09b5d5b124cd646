import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The API's production build: every TypeScript file of api/src transpiled on its own to
// CommonJS in api/dist (the tree tsc would emit, with source maps). esbuild does it in about
// a second where tsc spent half a minute of CPU type-checking first; `npm test` type-checks
// the API separately (`tsc --noEmit`), and the sources are written for per-file compilation
// (`isolatedModules` in the root tsconfig), so nothing is lost. Data files beside the code
// (the seed catalog's JSON, the shipping reference data) are copied to the same place in api/dist.

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'api', 'src');
const OUT = path.join(ROOT, 'api', 'dist');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? files(file) : [file];
  });
}

const isSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.d.ts');
const isData = (file: string) => file.endsWith('.json');

/**
 * `outDir` (default api/dist) must sit directly in api/, as dist does: the build finds
 * api/package.json and the data folder relative to its own files.
 */
export async function transpileApi(outDir: string = OUT): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const all = files(SRC);
  await build({
    entryPoints: all.filter(isSource),
    outdir: outDir,
    outbase: SRC,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'error',
  });
  for (const file of all.filter(isData)) {
    fs.cpSync(file, path.join(outDir, path.relative(SRC, file)));
  }
}
