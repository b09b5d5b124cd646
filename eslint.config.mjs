// Lint: correctness, hooks, import cycles, and the boundaries between the rooms
// (architecture.md): no remote imports another remote or the shell; shared imports neither.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

const ROOMS = [
  'shell',
  'mfe-catalog',
  'mfe-cart-checkout',
  'mfe-auth',
  'mfe-pc-builder',
  'mfe-admin',
];

const boundaryZones = [
  ...ROOMS.map((room) => ({
    target: `./${room}`,
    from: ROOMS.filter((other) => other !== room).map((other) => `./${other}`),
    message:
      'A remote or the shell never imports another one: go through @shop/shared or a federated expose.',
  })),
  {
    target: './shared',
    from: [...ROOMS.map((room) => `./${room}`), './api'],
    message: '@shop/shared holds contracts and pure helpers; it imports no app.',
  },
  {
    target: './api',
    from: ROOMS.map((room) => `./${room}`),
    message: 'The API imports no front end.',
  },
  {
    // scripts/ builds, starts and tests the shop; what runs in production (the servers
    // included: shell/server/) lives in the package that runs it. Only the build configs
    // (webpack.config.ts, federation.config.ts) use scripts/webpack.
    target: [...ROOMS.map((room) => `./${room}/src`), './shell/server', './shared', './api/src'],
    from: './scripts',
    message:
      'Production code imports nothing from scripts/ (build and start tooling): move what it needs into the package that runs it.',
  },
];

// Inside a remote (README "Inside a remote"): routes.tsx -> thin pages (src/pages) ->
// features/<domain>/. A feature never imports another one: what several features share is a
// rule of the remote's own src/lib/, and pages compose features.
const featureZones = ROOMS.filter((room) => room.startsWith('mfe-')).flatMap((room) => {
  const dir = `${room}/src/features`;
  const features = fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return features.map((feature) => ({
    target: `./${dir}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
    message: `A feature does not import another feature: move what both need to the remote's src/lib/, or compose them in a page.`,
  }));
});
// Files that break the remote template: a barrel inside a remote (its src/index.ts is the
// federation entry, not a barrel), and folders by kind of file instead of by domain.
const TEMPLATE_BREAKERS = [
  {
    files: ['mfe-*/src/*/**/index.ts', 'mfe-*/src/*/**/index.tsx'],
    message: 'No barrels inside a remote: import the file that holds what you need.',
  },
  {
    files: ['mfe-*/src/features/pages/**', 'mfe-*/src/features/common/**'],
    message:
      'Features are domains: pages go in src/pages, rules several features share in src/lib.',
  },
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts'];

// @shop/shared's plain CommonJS modules, as paths under shared/src without the extension.
const SHARED_PLAIN_JS = fs
  .readdirSync(path.join(ROOT, 'shared/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.split(path.sep).join('/').replace(/\.js$/, ''));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/bench-dist/**',
      '**/test-dist-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...boundaryZones, ...featureZones] },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-named-as-default-member': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The route and language contracts are plain constants, readable before the
              // shared modules are negotiated (the shell's preload plan); a second copy of
              // them holds no state.
              // The standalone harness is for a remote's own dev page (its bootstrap.tsx).
              // The PC Builder's rules are pure functions over data, stateless like the
              // routes, and only the builder remote and the API read them: a deep import
              // keeps them out of the index every page loads.
              regex:
                '^@shop/shared/(?!src/styles/[\\w-]+\\.css$|src/contracts/(?:routes|locales)$|src/builder-rules/[\\w-]+$|standalone$)',
              message:
                'Import @shop/shared from its index: a deep import would bundle a second copy of the singleton.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...TEMPLATE_BREAKERS.map(({ files, message }) => ({
    files,
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message }] },
  })),
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
    },
  },
  {
    // Tests may use the shared test helpers (one fake of the network, one page reset).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**/*.ts', '**/src/testing/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@shop/shared/(?!src/styles/[\\w-]+\\.css$|src/contracts/(?:routes|locales)$|src/builder-rules/[\\w-]+$|standalone$|testing$)',
              message:
                'Import @shop/shared from its index (tests may also use @shop/shared/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'mfe-*/src/**/*.ts', 'shell/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The auth remote alone writes the session (docs/architecture.md#the-session): its
    // writers live in mfe-auth, and no other app touches the session's storage keys. The
    // others read it with readAccessToken/readStoredUser and ask for a renewal on the bus.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['mfe-auth/**', 'shared/**', 'e2e/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@shop/shared'] > ImportSpecifier[imported.name=/^(ACCESS_TOKEN_KEY|REFRESH_TOKEN_KEY|USER_KEY)$/]",
          message:
            'Only the auth remote writes the session: read it with readAccessToken or readStoredUser, and ask auth:renew-session to renew it.',
        },
        {
          selector: 'Literal[value=/^circuithaat\\.(access|refresh)_token$/]',
          message:
            'Only the auth remote writes the session: read it with readAccessToken or readStoredUser, and ask auth:renew-session to renew it.',
        },
      ],
    },
  },
  {
    // The API cannot load @shop/shared's index (React, the browser bus); it reads only the
    // plain-JavaScript modules (shared/src/**/*.js), which Node runs as they are.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@shop/shared(?!/src/(${SHARED_PLAIN_JS.join('|')})$)`,
              message: 'The API imports only the plain-JavaScript modules of @shop/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are frozen in time and written against Kysely<any> on purpose.
    files: ['api/src/db/migrations/**/*.ts', 'api/src/db/migrate.ts', 'api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
