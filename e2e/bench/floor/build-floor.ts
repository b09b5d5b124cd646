import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import {
  compressionPlugins,
  productionOptimization,
  typeScriptRule,
} from '../../../scripts/webpack/create-app-config';

// `npm run build:floor -w e2e`: the shop's pages as ONE plain webpack app (no Module
// Federation, no runtime negotiating shared modules, no remote entries): the shell's
// bootstrap with the remotes' sources bundled in. The page-speed benchmark measures the
// shop against it in the same run; the same loaders, minifier and compression as the
// shop's own build, so only the composition differs.

const ROOT = path.resolve(__dirname, '../../..');
export const FLOOR_DIST = path.join(__dirname, 'dist');

function floorConfig(): Configuration {
  return {
    name: 'floor',
    mode: 'production',
    context: ROOT,
    entry: { main: path.join(__dirname, 'index.ts') },
    output: {
      path: FLOOR_DIST,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-stub.ts'),
      },
    },
    module: {
      rules: [
        typeScriptRule(path.join(ROOT, 'shell'), 'production'),
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
                  localIdentName: 'f-[hash:base64:6]',
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'shell/src/index.html'),
        title: 'Computer hardware, components and accessories · Circuit Haat',
        publicPath: '/',
        scriptLoading: 'defer',
      }),
      ...compressionPlugins(),
    ],
    optimization: productionOptimization(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export function buildFloor(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(floorConfig(), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      // The shell's public files (icon, configuration) beside the page.
      fs.cpSync(path.join(ROOT, 'shell/public'), FLOOR_DIST, { recursive: true });
      fs.rmSync(path.join(FLOOR_DIST, 'remotes.json'), { force: true });
      resolve();
    });
  });
}

if (require.main === module) {
  const started = Date.now();
  buildFloor().then(
    () =>
      console.log(`floor built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${FLOOR_DIST}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
