// Jest project settings shared by every browser-side package (shell, remotes, shared).
const path = require('node:path');
const transform = require('./swc-transform');

module.exports = function browserProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.[jt]sx?$': transform },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.js') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  };
};
