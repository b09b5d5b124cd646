import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { findApp } from './lib/apps';

// `npm run dev -w <app>`: one app on its own dev server and port. A remote opens its
// standalone harness; the shell composes whatever remotes answer on their ports.

async function main() {
  const app = findApp(process.argv[2] ?? '');
  const module = (await import(path.resolve(__dirname, '..', app.dir, 'webpack.config.ts'))) as {
    default: unknown;
  };
  const factory = (
    typeof module.default === 'function'
      ? module.default
      : (module.default as { default: unknown }).default
  ) as (
    mode: 'development',
  ) => webpack.Configuration & { devServer?: WebpackDevServer.Configuration };
  const config = factory('development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  console.log(`${app.dir} dev server: http://localhost:${String(config.devServer?.port)}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
