import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS as APPS_TABLE } from '../../scripts/lib/apps';

// A team's CI is two commands, run in its remote alone: `npm run build -w <remote>` and
// `npm test -w <remote>`. Here they run in a copy of the repository as a clean clone has it
// (its files, the installed packages, nothing built): the remote builds without any other
// app, its own tests pass, and once it renames a page the shell's route table names, its
// own tests fail and name that page (the contract test), before any shopper sees it.

const ROOT = path.resolve(__dirname, '../..');
const REMOTE = 'mfe-pc-builder';
const APPS = APPS_TABLE.map((app) => app.dir);

let copy: string;

/** The repository's files as a clone has them (tracked and new, not ignored ones). */
function copyRepository(target: string) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  // The installed packages as `npm ci` leaves them, linked rather than copied (the
  // workspaces' links inside are relative, so they point into the copy), entry by entry
  // without the build cache: a clean clone has none, a linked file must not be written
  // through, and other tests' builds write to it meanwhile.
  for (const dir of ['', ...APPS, 'shared', 'api', 'e2e']) {
    const modules = path.join(ROOT, dir, 'node_modules');
    if (!fs.existsSync(modules)) continue;
    const entries = fs
      .readdirSync(modules)
      .filter((entry) => entry !== '.cache')
      .map((entry) => path.join(modules, entry));
    const into = path.join(target, dir, 'node_modules');
    fs.mkdirSync(into, { recursive: true });
    const result = spawnSync('cp', ['-al', ...entries, into]);
    if (result.status !== 0) throw new Error(`linking ${modules} failed: ${result.stderr}`);
  }
}

/** Runs `npm <args>` in the copy; its exit code and output. */
function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: copy,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, CI: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-remote-alone-'));
  copyRepository(copy);
}, 120_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test(`npm run build -w ${REMOTE} builds that remote alone, from a clean tree`, async () => {
  const built = await npm(['run', 'build', '-w', REMOTE]);
  if (built.code !== 0) throw new Error(`the build failed:\n${built.output}`);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(copy, REMOTE, 'dist/mf-manifest.json'), 'utf8'),
  ) as { exposes: { path: string }[] };
  expect(manifest.exposes.map((expose) => expose.path)).toContain('./routes');
  expect(fs.existsSync(path.join(copy, REMOTE, 'dist/server/remoteEntry.js'))).toBe(true);
  // No other app was built, nor the API.
  const others = [...APPS.filter((dir) => dir !== REMOTE), 'api'].filter((dir) =>
    fs.existsSync(path.join(copy, dir, 'dist')),
  );
  expect(others).toEqual([]);
}, 300_000);

test(`npm test -w ${REMOTE} passes alone, and fails naming the page once the remote renames one the shell routes to`, async () => {
  const passed = await npm(['test', '-w', REMOTE]);
  if (passed.code !== 0) throw new Error(`the remote's tests failed:\n${passed.output}`);
  expect(passed.output).toContain(`${REMOTE}: 4 passed, 0 failed`);

  // The team renames its "select" page, which the shell routes /pc-builder/select/:id to.
  const routes = path.join(copy, REMOTE, 'src/routes.tsx');
  const source = fs.readFileSync(routes, 'utf8');
  const renamed = source.replace(/\bselect: lazy\(/, 'choose: lazy(');
  expect(renamed).not.toBe(source);
  fs.writeFileSync(routes, renamed);

  const failed = await npm(['test', '-w', REMOTE]);
  expect(failed.code).not.toBe(0);
  expect(failed.output).toMatch(/contract with the shell/);
  expect(failed.output).toMatch(/offers every page of the shell's route table/);
  expect(failed.output).toContain('"select"');
}, 600_000);
