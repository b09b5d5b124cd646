import fs from 'node:fs';
import path from 'node:path';
import { SHELL_NODE_FLAGS } from './node-flags';

// package.json cannot import the list: `npm start` must spell the same options.
test('`npm start` runs the shop with the Node options of the shell server', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  expect(manifest.scripts.start).toBe(
    `node ${SHELL_NODE_FLAGS.join(' ')} --import tsx scripts/start.ts`,
  );
});
