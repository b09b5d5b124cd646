import fs from 'node:fs';
import path from 'node:path';

function readVersion(): string {
  // api/package.json is two levels up from both src/lib/ and dist/lib/. Read at run
  // time because it lies outside tsc's rootDir and cannot be imported.
  const file = path.resolve(__dirname, '../../package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

export const APP_VERSION = readVersion();
