import { compileApp } from '../build';
import { findApp } from '../lib/apps';
import type { BuildAnswer, BuildRequest } from './build-messages';

// One build process of `scripts/build.ts`: it builds the apps its parent sends, one at a
// time, and answers each with its time or its error. Apps build in separate processes
// because webpack does its work on one thread; two processes keep two cores busy.

process.on('message', (request: BuildRequest) => {
  const started = Date.now();
  compileApp(findApp(request.dir))
    .then((warnings): BuildAnswer => {
      return { dir: request.dir, ok: true, seconds: (Date.now() - started) / 1000, warnings };
    })
    .catch((error: unknown): BuildAnswer => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      return { dir: request.dir, ok: false, error: message };
    })
    .then((answer) => process.send?.(answer));
});

// The parent going away (Ctrl-C, a failed build elsewhere) ends the worker too.
process.on('disconnect', () => process.exit(0));
