import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { AppInfo } from '../lib/apps';
import { buildCache } from './build-cache';
import { bundleKind, typeScriptRule, type FederationOptions } from './create-app-config';
import { sharedConfig } from './shared-deps';

// The server bundle of an app, built beside its browser bundle (dist/server/): the same
// exposes and shared singletons for Node's federation runtime, so the shell's server can
// render a remote's pages. Remotes are served at <origin>/server/remoteEntry.js and loaded
// over HTTP; the shell's own bundle (dist/server/render.js) is the host that loads them.

const ROOT = path.resolve(__dirname, '../..');

/** The folder of an app's server bundle, inside its browser build. */
export const SERVER_DIR = 'server';

/** The shell's server entry: the renderer the shell's Node server requires. */
export const SHELL_RENDER_ENTRY = './server/render-entry.ts';

export function createServerConfig(
  app: AppInfo,
  federation: FederationOptions,
  mode: 'production' | 'development',
): Configuration {
  const appDir = path.join(ROOT, app.dir);
  const isRemote = Boolean(federation.exposes);
  // Full copies on the server: bytes cost nothing there, and a trimmed copy would tie the
  // server renderer to the exports the browser code happens to use.
  const shared = Object.fromEntries(
    Object.entries(sharedConfig(app.dir)).map(([name, entry]) => {
      const { treeShaking: _trimmed, ...rest } = entry;
      return [name, rest];
    }),
  );
  const production = mode === 'production';

  return {
    name: `${app.name}-server`,
    mode,
    target: 'async-node',
    cache: buildCache(app, `${mode}-server`, { shared, server: true }),
    context: appDir,
    entry: isRemote ? {} : { render: SHELL_RENDER_ENTRY },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist', SERVER_DIR),
      publicPath: 'auto',
      uniqueName: `${app.name}-server`,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: isRemote ? 'commonjs-module' : 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        // An app's message catalogs, compiled for Lingui's runtime as they are built.
        {
          test: /[\\/]src[\\/]messages[\\/](?:[\w-]+[\\/])*[a-z]{2}\.json$/,
          type: 'javascript/auto',
          use: path.join(__dirname, 'messages-loader.js'),
        },
        // The browser build's TypeScript rule; Node runs ES2022 as it is.
        typeScriptRule(appDir, mode, 'ES2022'),
        {
          // Class names only, named exactly as the browser build names them.
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                auto: true,
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
                localIdentName: production
                  ? `${app.cssPrefix}-[hash:base64:6]`
                  : `${app.cssPrefix}-[name]-[local]`,
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              exposes: federation.exposes,
              library: { type: 'commonjs-module', name: federation.name },
            }
          : {}),
        remoteType: 'script',
        shared,
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(federation.runtimePlugins ?? []),
        ],
        experiments: { asyncStartup: true },
      }),
      bundleKind('server'),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
