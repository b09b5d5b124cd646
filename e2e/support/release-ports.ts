import fs from 'node:fs';
import { releaseSharedShop } from './suite';

// Run before every browser test file (setupFilesAfterEnv). A file that does not use
// `shopSuite()` starts what it needs itself, on the test ports: the shared shop gives the
// ports up first, and is served again when the next `shopSuite()` file starts.
beforeAll(async () => {
  const testPath = expect.getState().testPath;
  if (!testPath || /\bshopSuite\(/.test(fs.readFileSync(testPath, 'utf8'))) return;
  await releaseSharedShop();
});
