import type { FastifyInstance } from 'fastify';
import { startShellServer, type ShellServerOptions } from '../../shell/server/server';
import { serveParent } from './child';

// A shell server of a test's own (see shell-process.ts) in a process of its own. Its
// answered JSON files (remotes.json, shop-config.json) can be changed while it runs.

let server: FastifyInstance | undefined;
let json: Record<string, unknown> = {};
/** What the server reported on its console (warnings and errors), oldest first. */
const reported: string[] = [];
for (const level of ['warn', 'error'] as const) {
  const write = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
    write(...args);
  };
}

serveParent<ShellServerOptions, null>({
  async start(options) {
    json = { ...options.json };
    // As in shop.ts: the shell's page cache is off unless the test turns it on.
    server = await startShellServer({ cacheTtlMs: 0, ...options, json });
    return null;
  },
  async request(payload) {
    if (payload === 'reported') return [...reported];
    const { url, value } = payload as { url: string; value: unknown };
    // The server reads these on every request.
    json[url] = value;
    return null;
  },
  async stop() {
    await server?.close();
    server = undefined;
  },
});
