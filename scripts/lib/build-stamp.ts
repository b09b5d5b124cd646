import fs from 'node:fs';
import path from 'node:path';

// "Build what is not built": an app is rebuilt when any of its inputs is newer than the
// stamp its last build left in dist/.

const ROOT = path.resolve(__dirname, '../..');
const STAMP = '.build-stamp';

function outDir(dir: string) {
  return path.join(ROOT, dir, 'dist');
}

function inputsOf(dir: string): string[] {
  const own = [
    'src',
    'public',
    'package.json',
    'webpack.config.ts',
    'federation.config.ts',
    'tsconfig.json',
  ];
  const common = ['package-lock.json', 'tsconfig.json'];
  const frontEnd =
    dir === 'api' ? [] : ['shared/src', 'shared/package.json', 'scripts/webpack', 'scripts/lib'];
  return [...own.map((p) => path.join(dir, p)), ...common, ...frontEnd].map((p) =>
    path.join(ROOT, p),
  );
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function writeBuildStamp(app: { dir: string }) {
  fs.mkdirSync(outDir(app.dir), { recursive: true });
  fs.writeFileSync(path.join(outDir(app.dir), STAMP), `${new Date().toISOString()}\n`);
}

export function needsBuild(app: { dir: string }): boolean {
  const stamp = path.join(outDir(app.dir), STAMP);
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return inputsOf(app.dir).some((input) => newestMtime(input) > builtAt);
}
