// Jest project settings shared by every browser-side package (shell, remotes, shared).
const fs = require('node:fs');
const path = require('node:path');
const transform = require('./swc-transform');

/** Message catalogs compiled as the apps' builds compile them. */
const MESSAGES = {
  '[\\\\/]messages[\\\\/][a-z]{2}\\.json$': path.join(__dirname, 'messages-transform.js'),
};

module.exports = function browserProject(dir) {
  const catalogs = path.join(dir, 'src/messages/catalogs.ts');
  const hasMessages = fs.existsSync(catalogs);
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: { ...MESSAGES, '^.+\\.[jt]sx?$': transform },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.js') },
    setupFilesAfterEnv: [
      path.join(__dirname, 'setup-dom.js'),
      ...(hasMessages ? [path.join(__dirname, 'setup-messages.js')] : []),
    ],
    globals: hasMessages ? { __APP_CATALOGS__: catalogs } : {},
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  };
};
