import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from '../src/node-flags';

// package.json cannot import the list: `npm start -w api` must spell the same options.
describe("the API's Node options", () => {
  it('are the ones `npm start -w api` passes', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} dist/server.js`);
  });
});
