import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import concurrently, { type CloseEvent } from 'concurrently';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm test`: type-check, lint, import cycles, unit and API suites, then the browser suites
// against the built shop. Every step runs even when an earlier one failed, and the last line
// is `N passed, N failed` over everything.
//
// The shop is built first (what changed only). Then two things run at once, since they
// share no port, file or database schema: the checks (each package's tsc and ESLint, side
// by side) followed by the unit and API suites on one Jest worker per core; and the
// browser suites, in two lanes (one per core, at most two), each lane one file at a time
// against its own shop on its own test ports (see e2e/support/suite.ts). The browser
// suites mostly wait on pages and timers, so they fill the cores' idle time rather than
// doubling the wall time. Their output is held back and
// printed when they finish, so it does not interleave with the rest.

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');
const CORES =
  typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

interface Check {
  label: string;
  command: string;
}
/**
 * The workspaces' typecheck scripts, the scripts' own tsc and ESLint, `CORES` at a time
 * (concurrently's lanes, each one's output grouped so checks running at once do not interleave).
 */
async function checkSteps(only?: string): Promise<StepResult[]> {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const typechecks: Check[] = rootPackage.workspaces
    .filter((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      return Boolean(pkg.scripts?.typecheck);
    })
    .map((dir) => ({
      label: `typecheck ${dir}`,
      command: `npm run --silent typecheck -w ${dir}`,
    }));
  typechecks.push({
    label: 'typecheck scripts',
    command: 'npx tsc -p scripts --noEmit',
  });
  const lint: Check = {
    label: 'lint',
    command: 'npx eslint --max-warnings 0 .',
  };
  // The ownership table (docs/ownership.md) must say what the route table and topics say.
  const ownership: Check = { label: 'ownership', command: 'npx tsx scripts/ownership.ts --check' };
  // The shell's typed view of the remotes must be what the remotes expose.
  const contracts: Check = { label: 'contracts', command: 'npx tsx scripts/contracts.ts --check' };
  // Import cycles with type-only imports counted, which the lint's no-cycle rule skips.
  const cycles: Check = { label: 'cycles', command: 'npm run --silent check:cycles' };
  // ESLint is the longest: it starts first.
  const queue = [
    ...(!only || only === 'lint' ? [lint, ownership, contracts] : []),
    ...(!only || only === 'typecheck' ? typechecks : []),
    ...(!only || only === 'cycles' ? [cycles] : []),
  ];
  const { result } = concurrently(
    queue.map((check) => ({ name: check.label, command: check.command, cwd: ROOT })),
    { group: true, maxProcesses: Math.max(1, CORES), prefix: '{name} |' },
  );
  const closed = await result.catch((events: CloseEvent[]) => events);
  const failed = new Set<string>();
  for (const event of closed) {
    const ok = event.exitCode === 0;
    console.log(
      `── ${event.command.name}: ${ok ? 'ok' : 'FAILED'} (${event.timings.durationSeconds.toFixed(1)} s)`,
    );
    if (!ok) failed.add(event.command.name);
  }
  const typecheckFailed = typechecks.filter((check) => failed.has(check.label)).length;
  return [
    { name: 'typecheck', passed: typecheckFailed ? 0 : 1, failed: typecheckFailed, skipped: 0 },
    ...(['lint', 'ownership', 'contracts', 'cycles'] as const)
      .filter((name) => queue.some((check) => check.label === name))
      .map((name) => ({
        name,
        passed: failed.has(name) ? 0 : 1,
        failed: failed.has(name) ? 1 : 0,
        skipped: 0,
      })),
  ];
}

function checkStep(name: string, command: string, args: string[]): StepResult {
  console.log(`\n── ${name}`);
  const ok = run(command, args) === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
}

/** Runs a command; with `logFile`, its output goes there instead of the terminal. */
function runAsync(command: string, args: string[], logFile?: string): Promise<number> {
  const log = logFile ? fs.openSync(logFile, 'w') : undefined;
  const stdio: StdioOptions = log === undefined ? 'inherit' : ['ignore', log, log];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio, env: process.env });
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (log !== undefined) fs.closeSync(log);
      resolve(code ?? 1);
    });
  });
}

async function jestStep(
  name: string,
  args: string[],
  options: { quiet?: boolean } = {},
): Promise<StepResult> {
  const started = Date.now();
  if (!options.quiet) console.log(`\n── ${name}`);
  const output = path.join(RESULTS, `${name}.json`);
  const logFile = options.quiet ? path.join(RESULTS, `${name}.log`) : undefined;
  fs.rmSync(output, { force: true });
  const status = await runAsync(
    'npx',
    ['jest', ...args, '--json', `--outputFile=${output}`],
    logFile,
  );
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  if (logFile) {
    console.log(`\n── ${name} (${took}; its output, also in ${path.relative(ROOT, logFile)})`);
    console.log(fs.readFileSync(logFile, 'utf8').trimEnd());
  } else console.log(`── ${name} took ${took}`);
  if (!fs.existsSync(output)) return { name, passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(fs.readFileSync(output, 'utf8')) as JestJson;
  // A suite that fails to load has no failed test of its own; count it, and any other
  // non-zero exit, as a failure so it is never hidden.
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  return {
    name,
    passed: json.numPassedTests,
    failed: failed === 0 && status !== 0 ? 1 : failed,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const only = process.argv[2];
  const started = Date.now();
  const wants = (...names: string[]) => !only || names.includes(only);
  const results: StepResult[] = [];
  // The browser suites test the built shop; build it outside Jest's module sandbox.
  if (wants('build', 'e2e')) {
    results.push(checkStep('build', 'npx', ['tsx', 'scripts/build.ts', '--if-needed']));
  }
  const checksThenUnit = async (): Promise<StepResult[]> => [
    ...(wants('typecheck', 'lint', 'cycles') ? await checkSteps(only) : []),
    ...(wants('unit')
      ? [await jestStep('unit', ['--config', 'jest.config.js', `--maxWorkers=${CORES}`])]
      : []),
  ];
  const browser = async (): Promise<StepResult[]> =>
    wants('e2e')
      ? [
          await jestStep('e2e', ['--config', 'e2e/jest.config.js'], {
            quiet: !only,
          }),
        ]
      : [];
  const [first, second] = await Promise.all([checksThenUnit(), browser()]);
  results.push(...first, ...second);
  if (only) results.splice(0, results.length, ...results.filter((r) => r.name === only));

  console.log('\n── summary');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
    );
  }
  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
