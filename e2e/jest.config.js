// Browser suites: Debian's Chromium driven by playwright-core against the built shop,
// started the way `npm start` starts it (on its own ports and a fresh database).
const os = require('node:os');
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
  // The suites run in lanes, one per worker, each lane with one shop and one browser for
  // the whole run, started once on ports of its own (see support/suite.ts); the suites of
  // a lane take turns on it. They mostly wait on pages and timers, so two lanes fit two
  // cores; E2E_LANES chooses (1 = one at a time, as --runInBand).
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/release-ports.ts'],
  maxWorkers: Number(process.env.E2E_LANES) || Math.min(2, os.availableParallelism()),
  moduleDirectories: ['node_modules', path.join(__dirname, '..', 'node_modules')],
};
