// Unit and API suites. The browser suites in e2e/ run separately, against the built shop.
const path = require('node:path');
const browserProject = require('./scripts/jest/browser-project');
const transform = require('./scripts/jest/swc-transform');

module.exports = {
  // The database suites start an app, migrate a fresh SQLite file or PostgreSQL schema and
  // hash passwords with argon2id; on two busy cores that outlives Jest's 5 s default. A
  // limit, not a speed target: benchmarks measure speed.
  testTimeout: 30_000,
  projects: [
    ...[
      'shared',
      'shell',
      'mfe-catalog',
      'mfe-cart-checkout',
      'mfe-auth',
      'mfe-pc-builder',
      'mfe-admin',
    ].map((dir) => browserProject(path.join(__dirname, dir))),
    // The shell's server code (head tags, sitemaps), tested beside the shell's own.
    {
      ...browserProject(path.join(__dirname, 'shell')),
      displayName: 'shell-server',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      // The sitemap tests start the real API, whose ES-module-only packages need transforming.
      transform: {
        ...browserProject(path.join(__dirname, 'shell')).transform,
        '^.+\\.(ts|tsx|mjs|js)$': transform,
      },
      transformIgnorePatterns: [
        '/node_modules/(?!(typebox|jose|content-disposition|@fastify/swagger-ui/node_modules/content-disposition)/)',
      ],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    },
    {
      displayName: 'api',
      rootDir: path.join(__dirname, 'api'),
      testEnvironment: 'node',
      // typebox 1.x and jose 6 ship ES modules only; Jest's CommonJS sandbox needs them
      // transformed.
      transform: { '^.+\\.(ts|mjs|js)$': transform },
      // @fastify/swagger-ui's own @fastify/static needs content-disposition 1.x (ESM only).
      transformIgnorePatterns: [
        '/node_modules/(?!(typebox|jose|content-disposition|@fastify/swagger-ui/node_modules/content-disposition)/)',
      ],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
  ],
};
