import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { REMOTES, appPort, findApp, type AppName } from '../lib/apps';
import { buildCache, SharedFallbackCompilers } from './build-cache';
import { sharedConfig } from './shared-deps';

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}

/** A remote's federation options, from the one table of the apps (scripts/lib/apps.ts). */
export function remoteFederation(name: AppName): FederationOptions {
  const remote = REMOTES.find((app) => app.name === name);
  if (!remote) throw new Error(`${name} is not a remote of the apps table`);
  return { name: remote.name, exposes: remote.exposes };
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

/**
 * Which bundle a module is built into, known when it is built: `process.env.SHOP_BUNDLE` is
 * 'browser' or 'server' (undefined in unit tests), so code only the shell's server runs (a
 * page's preload, see @shop/shared RoutesModule) is left out of the browser's files.
 */
export function bundleKind(kind: 'browser' | 'server') {
  return new webpack.DefinePlugin({ 'process.env.SHOP_BUNDLE': JSON.stringify(kind) });
}
const INJECT_RUNTIME_CJS =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = path.join(path.dirname(INJECT_RUNTIME_CJS), 'index.js');
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

// The federation plugin looks for webpack's path, when not given it here, by calling
// webpack with no options and reading the error's stack: webpack then compiles its whole
// options schema, about 1.3 s of every build process.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

// The federation runtime asks for a chunk's file name before hashes exist, only to learn
// its folder depth; answer that with the plain name and hash every file actually emitted.
type PathData = { chunk?: { hash?: string | null; contentHash?: Record<string, string> } };
const hashedWhenKnown = (pathData: PathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

export type AppConfig = Configuration & { devServer?: DevServerConfiguration };

/**
 * TypeScript through ts-loader, file by file and without types: `npm test` type-checks
 * every package, and a whole-program check here would run once per app (and per bundle)
 * on the same files. Plain .js sources need no loader.
 */
export function typeScriptRule(appDir: string, mode: Mode, target = 'ES2020'): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(appDir, 'tsconfig.json'),
        compilerOptions: {
          jsx: mode === 'production' ? 'react-jsx' : 'react-jsxdev',
          target,
          module: 'ESNext',
          sourceMap: true,
        },
      },
    },
  };
}

/** The .gz and .br copies the static servers send to browsers that accept them. */
export function compressionPlugins(): CompressionPlugin[] {
  return (['gzip', 'brotliCompress'] as const).map(
    (algorithm) =>
      new CompressionPlugin({
        filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
        algorithm,
        test: COMPRESSIBLE,
        // Small files too: a page loads several chunks under 1 KB (a 0.8 KB one sends 0.3 KB
        // as brotli); minRatio keeps only copies that are worth it.
        threshold: 0,
        minRatio: 0.9,
      }),
  );
}

/** Stable chunk names, and SWC's minifier. */
export function productionOptimization(): NonNullable<Configuration['optimization']> {
  return {
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
  };
}

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
      // RxJS's ES2015 build, not its ES5 one (webpack's default pick): classes instead of
      // tslib's helpers, about 1.6 KiB brotli less of the shared copy every page loads.
      conditionNames: ['es2015', '...'],
      // The runtime-injecting plugin's CommonJS build would pull a second runtime copy.
      alias: production && !isRemote ? { [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM } : {},
    },
    module: {
      rules: [
        // The federation entry the plugin generates is ESM even where package.json says otherwise.
        { test: /[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        // An app's message catalogs, compiled for Lingui's runtime as they are built.
        {
          test: /[\\/]src[\\/]messages[\\/](?:[\w-]+[\\/])*[a-z]{2}\.json$/,
          type: 'javascript/auto',
          use: path.join(__dirname, 'messages-loader.js'),
        },
        typeScriptRule(appDir, mode),
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
        // its development build, which keeps its own runtime. The browser builds leave out
        // the runtime's Node script loading, and a remote (which loads no other remote) the
        // code for loading remotes.
        ...(production
          ? {
              experiments: isRemote
                ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
                : { provideExternalRuntime: true, optimization: { target: 'web' } },
            }
          : {}),
      }),
      new SharedFallbackCompilers(),
      bundleKind('browser'),
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
      ...(production ? compressionPlugins() : []),
    ],
    optimization: productionOptimization(),
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
