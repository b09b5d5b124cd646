import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteEntries } from '../webpack/remote-entries';
import { sharedConfig } from '../webpack/shared-deps';

// "Build what is not built": each build leaves in dist/ a key over everything it was
// built from (file contents, not times: a checkout, a copy or a touch that changes no
// byte rebuilds nothing, and an edit always does). An app is rebuilt when the key of its
// current inputs differs.

const ROOT = path.resolve(__dirname, '../..');
const STAMP = '.build-stamp';

function outDir(dir: string) {
  return path.join(ROOT, dir, 'dist');
}

/** Files and folders an app's build reads (folders whole, except node_modules and dist). */
function inputsOf(dir: string): string[] {
  const own = [
    'src',
    'public',
    'package.json',
    'webpack.config.ts',
    'federation.config.ts',
    'exposes.ts',
    'tsconfig.json',
    // The shell's Node server and the entry of its server bundle.
    'server',
  ];
  const common = [
    'package-lock.json',
    'tsconfig.json',
    'shared/src',
    'shared/package.json',
    'scripts/build.ts',
    'scripts/lib/build-stamp.ts',
  ];
  const frontEnd =
    dir === 'api' ? ['scripts/lib/build-api.ts'] : ['scripts/webpack', 'scripts/lib/apps.ts'];
  return [...own.map((p) => path.join(dir, p)), ...common, ...frontEnd];
}

function addTree(hash: crypto.Hash, relative: string) {
  const full = path.join(ROOT, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    hash.update(`missing ${relative}\0`);
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      addTree(hash, path.join(relative, entry));
    }
    return;
  }
  // Test files are never bundled: editing one rebuilds nothing.
  if (/\.test\.tsx?$/.test(relative)) return;
  hash.update(`file ${relative.split(path.sep).join('/')} ${stat.size}\0`);
  hash.update(fs.readFileSync(full));
  hash.update('\0');
}

/**
 * The key of what an app would be built from now. Besides its files: the shared-module
 * settings (the exports of trimmed shared packages are read from every app's sources, so
 * another app's edit can change this app's build) and, for the shell, the remote
 * addresses written into its remotes.json.
 */
export function inputKey(app: { dir: string }, env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256');
  for (const input of inputsOf(app.dir)) addTree(hash, input);
  if (app.dir !== 'api') hash.update(JSON.stringify(sharedConfig(app.dir)));
  if (app.dir === 'shell') hash.update(JSON.stringify(remoteEntries(env)));
  return hash.digest('hex');
}

/** Records that dist/ holds a build of the inputs with this key (computed before building). */
export function writeBuildStamp(app: { dir: string }, key: string = inputKey(app)) {
  fs.mkdirSync(outDir(app.dir), { recursive: true });
  fs.writeFileSync(path.join(outDir(app.dir), STAMP), `${key}\n`);
}

export function needsBuild(app: { dir: string }, key: string = inputKey(app)): boolean {
  const stamp = path.join(outDir(app.dir), STAMP);
  if (!fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== key;
}
