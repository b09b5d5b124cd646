import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findApp, REMOTES } from './lib/apps';

// `npm test -w <remote>`: one remote's own CI, run by its team without building or testing the
// other apps. Its type-check and lint, the shell's typed view of the remotes being current,
// and its unit tests, the contract test among them (src/contract.test.ts: the pages, widgets
// and bus topics the shell relies on). Every step runs; the last line counts them.
//   tsx scripts/test-remote.ts mfe-catalog

const ROOT = path.resolve(__dirname, '..');

function main(): number {
  const name = process.argv[2];
  const app = name ? findApp(name) : undefined;
  if (!app || !REMOTES.includes(app)) {
    console.error(`usage: tsx scripts/test-remote.ts <${REMOTES.map((r) => r.dir).join('|')}>`);
    return 2;
  }
  const steps: [string, string[]][] = [
    ['contracts', ['tsx', 'scripts/contracts.ts', '--check']],
    ['typecheck', ['tsc', '-p', app.dir, '--noEmit']],
    ['lint', ['eslint', '--max-warnings', '0', app.dir]],
    ['unit', ['jest', '--selectProjects', app.dir]],
  ];
  const failed: string[] = [];
  for (const [label, args] of steps) {
    console.log(`\n── ${app.dir}: ${label}`);
    const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) failed.push(label);
  }
  console.log(
    `\n${app.dir}: ${steps.length - failed.length} passed, ${failed.length} failed` +
      (failed.length ? ` (${failed.join(', ')})` : ''),
  );
  return failed.length ? 1 : 0;
}

process.exitCode = main();
