import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The storefront's API types (shared/src/types/api-types.ts) are generated from the routes'
// schemas; a schema changed without running the generator fails here. The check runs in
// a process of its own: the generator formats with Prettier, which Jest's sandbox cannot load.
test("the storefront's API types are what the API's schemas give", () => {
  const check = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(__dirname, '../scripts/client-types.ts'), '--check'],
    { cwd: path.resolve(__dirname, '..'), encoding: 'utf8' },
  );
  expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
}, 120_000);
