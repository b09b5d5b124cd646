import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm test`: type-check, lint, unit and API suites, then the browser suites against the
// built shop. Every step runs even when an earlier one failed, and the last line is
// `N passed, N failed` over everything.

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');

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

function jestStep(name: string, args: string[]): StepResult {
  console.log(`\n── ${name}`);
  const output = path.join(RESULTS, `${name}.json`);
  fs.rmSync(output, { force: true });
  const status = run('npx', ['jest', ...args, '--json', `--outputFile=${output}`]);
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

function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const only = process.argv[2];
  const steps: (() => StepResult)[] = [
    () => checkStep('typecheck', 'npm', ['run', '--silent', 'typecheck']),
    () => checkStep('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
    () => jestStep('unit', ['--config', 'jest.config.js']),
    // The browser suites test the built shop; build it outside Jest's module sandbox.
    () => checkStep('build', 'npx', ['tsx', 'scripts/build.ts', '--if-needed']),
    () => jestStep('e2e', ['--config', 'e2e/jest.config.js', '--runInBand']),
  ];
  const names = ['typecheck', 'lint', 'unit', 'build', 'e2e'];
  const results = steps.filter((_, i) => !only || names[i] === only).map((step) => step());

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
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed === 0 ? 0 : 1);
}

main();
