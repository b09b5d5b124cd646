// Browser suites: Debian's Chromium driven by playwright-core against the built shop,
// started the way `npm start` starts it (on its own ports and a fresh database).
const path = require('node:path');
const transform = require('../scripts/jest/swc-transform');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The shop's own server code runs in this process (the shell's server imports
  // @shop/shared, TypeScript and JSX as its sources are).
  transform: { '^.+\\.tsx?$': transform },
  transformIgnorePatterns: ['/node_modules/(?!@shop/)'],
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  testTimeout: 60_000,
  // One shop and one browser for the whole run, started once (see support/suite.ts); the
  // suites take turns on it.
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/release-ports.ts'],
  maxWorkers: 1,
  moduleDirectories: ['node_modules', path.join(__dirname, '..', 'node_modules')],
};
