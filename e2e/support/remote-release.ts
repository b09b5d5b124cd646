import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { compile } from '../../scripts/build';
import type { AppInfo } from '../../scripts/lib/apps';
import { loadAppConfig, loadServerConfig } from '../../scripts/webpack/load-app-config';

// A real second build of a remote, as a new release would be: the app's own webpack
// configs (browser and server bundle), with some of its source files read as edited and
// the output written to a folder of the test's. The sources in the repository and the
// app's dist/ stay as they are; the build keeps a persistent cache of its own, so it does
// not overwrite the app's and a second run is quick.

const ROOT = path.resolve(__dirname, '../..');

/** In `file` (relative to the app's folder), `from` is read as `to` (once each). */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

/** Hands webpack the edited text of the edited files, in place of what is on disk. */
class EditedSources {
  constructor(
    private readonly appDir: string,
    private readonly edits: SourceEdit[],
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('EditedSources', (compilation) => {
      webpack.NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        // Before webpack's own reader, which would answer with the file as it is.
        .tapAsync({ name: 'EditedSources', stage: -10 }, (loaderContext, callback) => {
          const file = loaderContext.resourcePath;
          const edits = this.edits.filter((edit) => path.join(this.appDir, edit.file) === file);
          if (!edits.length) return callback();
          let text = fs.readFileSync(file, 'utf8');
          for (const edit of edits) {
            if (!text.includes(edit.from)) {
              return callback(new Error(`${edit.file} holds no ${JSON.stringify(edit.from)}`));
            }
            text = text.replace(edit.from, edit.to);
          }
          callback(null, Buffer.from(text));
        });
    });
  }
}

function retarget(
  config: Configuration,
  out: string,
  app: AppInfo,
  edits: SourceEdit[],
  tag: string,
) {
  config.output = { ...config.output, path: out };
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    // The edits are part of what the cache was built from: other edits, another version.
    const version = createHash('sha256')
      .update(`${config.cache.version ?? ''}${JSON.stringify(edits)}`)
      .digest('hex');
    config.cache = { ...config.cache, name: `${config.cache.name ?? app.name}-${tag}`, version };
  }
  config.plugins = [...(config.plugins ?? []), new EditedSources(path.join(ROOT, app.dir), edits)];
}

/**
 * Builds `app` with `edits` into `outDir` (its browser build, and its server build in
 * `outDir/server`), as `scripts/build.ts` builds it into the app's dist/. `tag` names the
 * build's own webpack cache.
 */
export async function buildRelease(
  app: AppInfo,
  outDir: string,
  edits: SourceEdit[],
  tag: string,
): Promise<void> {
  const browser = await loadAppConfig(app, 'production');
  const server = await loadServerConfig(app, 'production');
  const serverDir = path.relative(
    path.join(ROOT, app.dir, 'dist'),
    server.output?.path ?? path.join(ROOT, app.dir, 'dist', 'server'),
  );
  retarget(browser, outDir, app, edits, tag);
  retarget(server, path.join(outDir, serverDir), app, edits, tag);
  // In this order: the browser build empties the folder first.
  await compile(browser);
  await compile(server);
}
