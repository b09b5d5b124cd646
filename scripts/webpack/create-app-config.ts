import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { appPort, findApp } from '../lib/apps';
import { buildCache, SharedFallbackCompilers } from './build-cache';
import { sharedConfig } from './shared-deps';

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}

export interface AppConfigOptions {
  /** Workspace folder of the app, e.g. 'mfe-catalog'. */
  dir: string;
  federation: FederationOptions;
  /** Page title of the app's own index.html (the shell's page, or a remote's harness). */
  title: string;
}

export type Mode = 'production' | 'development';

const ROOT = path.resolve(__dirname, '../..');
const INJECT_RUNTIME_CJS =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = path.join(path.dirname(INJECT_RUNTIME_CJS), 'index.js');
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

// The federation runtime asks for a chunk's file name before hashes exist, only to learn
// its folder depth; answer that with the plain name and hash every file actually emitted.
type PathData = { chunk?: { hash?: string | null; contentHash?: Record<string, string> } };
const hashedWhenKnown = (pathData: PathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

export type AppConfig = Configuration & { devServer?: DevServerConfiguration };

export function createAppConfig(options: AppConfigOptions, mode: Mode): AppConfig {
  const app = findApp(options.dir);
  const appDir = path.join(ROOT, options.dir);
  const production = mode === 'production';
  const isRemote = Boolean(options.federation.exposes);
  const shared = sharedConfig(options.dir);

  return {
    name: app.name,
    mode,
    cache: buildCache(app, mode, { shared }),
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      // Distinct per app, or two apps share self.webpackChunk and overwrite each other's chunks.
      uniqueName: app.name,
      filename: production ? hashedWhenKnown : '[name].js',
      chunkFilename: production ? hashedWhenKnown : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The runtime-injecting plugin's CommonJS build would pull a second runtime copy.
      alias: production && !isRemote ? { [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM } : {},
    },
    module: {
      rules: [
        // The federation entry the plugin generates is ESM even where package.json says otherwise.
        { test: /[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production
                    ? `${app.cssPrefix}-[hash:base64:6]`
                    : `${app.cssPrefix}-[name]-[local]`,
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federation.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.federation.exposes } : {}),
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: options.federation.runtimePlugins ?? [],
        // One federation runtime for the page (about 88 KB minified each): the shell
        // provides it and production remotes use it. A remote's standalone harness is
        // its development build, which keeps its own runtime.
        ...(production
          ? { experiments: isRemote ? { externalRuntime: true } : { provideExternalRuntime: true } }
          : {}),
      }),
      new SharedFallbackCompilers(),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src/index.html'),
        title: options.title,
        chunks: ['main'],
        // Deep links (/product/x) load the entry from the root, whatever the path.
        publicPath: '/',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // SWC's minifier: about a fifth of terser's time for the same bytes (measured on
      // the shell: 119.5 KiB brotli of JS either way), and terser was most of a build.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // 'error': the manifest plugin warns about publicPath 'auto', which is what we want.
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: appPort(app),
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(appDir, 'public'), watch: false },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
