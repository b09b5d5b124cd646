import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { findApp } from './lib/apps';
import { loadAppConfig } from './webpack/load-app-config';

// `npm run dev -w <app>`: one app on its own dev server and port. A remote opens its
// standalone harness; the shell composes whatever remotes answer on their ports.

async function main() {
  const app = findApp(process.argv[2] ?? '');
  const config = await loadAppConfig(app, 'development');
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
