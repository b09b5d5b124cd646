// Browser suites: Debian's Chromium driven by playwright-core against the built shop,
// started the way `npm start` starts it (on its own ports and a fresh database).
const path = require('node:path');
const transform = require('../scripts/jest/swc-transform');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': transform },
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  testTimeout: 60_000,
  // One shop and one browser at a time: the machine has two cores.
  maxWorkers: 1,
  moduleDirectories: ['node_modules', path.join(__dirname, '..', 'node_modules')],
};
