// Jest project settings shared by every browser-side package (shell, remotes, shared).
const fs = require('node:fs');
const path = require('node:path');
const transform = require('./swc-transform');

/** Message catalogs compiled as the apps' builds compile them. */
const MESSAGES = {
  '[\\\\/]messages[\\\\/](?:[\\w-]+[\\\\/])*[a-z]{2}\\.json$': path.join(
    __dirname,
    'messages-transform.js',
  ),
};

/** The catalogs.ts files of a messages folder and its sub-folders. */
function catalogFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return catalogFiles(full);
    return entry.name === 'catalogs.ts' ? [full] : [];
  });
}

module.exports = function browserProject(dir) {
  // Every catalogs.ts under src/messages/ (a part may own a sub-folder's catalog).
  const catalogs = catalogFiles(path.join(dir, 'src/messages'));
  const hasMessages = catalogs.length > 0;
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
