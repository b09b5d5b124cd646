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

/**
 * A shared singleton the release is built against at another version than the repository
 * pins: the package as installed under an npm alias (e2e/package.json, e.g. `rxjs-7-5` for
 * `npm:rxjs@7.5.6`), as a team whose lockfile holds an older or newer release would build.
 */
export interface SharedSkew {
  /** The shared package, e.g. 'rxjs'. */
  name: string;
  /** The alias it is installed under. */
  alias: string;
}

/** The folder and version of an aliased package. */
function aliased(alias: string): { dir: string; version: string } {
  const file = require.resolve(`${alias}/package.json`, { paths: [__dirname] });
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
  return { dir: path.dirname(file), version };
}

/**
 * The build resolves `name` to the aliased package, and its federation config declares
 * that version as the one it provides and asks for (`^version`), as its own package.json
 * would have said.
 */
function buildAgainst(config: Configuration, skews: SharedSkew[]) {
  if (!skews.length) return;
  const alias: Record<string, string> = {};
  const federation = config.plugins?.find(
    (plugin) => plugin?.constructor.name === 'ModuleFederationPlugin',
  ) as { _options?: { shared?: Record<string, Record<string, unknown>> } } | undefined;
  const shared = federation?._options?.shared;
  if (!shared) throw new Error(`${config.name ?? 'the build'} shares nothing to build against`);
  for (const { name, alias: installed } of skews) {
    const { dir, version } = aliased(installed);
    alias[name] = dir;
    const entry = shared[name];
    if (!entry) throw new Error(`${config.name ?? 'the build'} does not share ${name}`);
    shared[name] = { ...entry, version, requiredVersion: `^${version}` };
  }
  const resolve = config.resolve ?? {};
  config.resolve = {
    ...resolve,
    alias: { ...(resolve.alias as Record<string, string> | undefined), ...alias },
  };
}

function retarget(
  config: Configuration,
  out: string,
  app: AppInfo,
  edits: SourceEdit[],
  tag: string,
  skews: SharedSkew[],
) {
  config.output = { ...config.output, path: out };
  buildAgainst(config, skews);
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    // The edits and the versions are part of what the cache was built from.
    const version = createHash('sha256')
      .update(`${config.cache.version ?? ''}${JSON.stringify(edits)}${JSON.stringify(skews)}`)
      .digest('hex');
    config.cache = { ...config.cache, name: `${config.cache.name ?? app.name}-${tag}`, version };
  }
  config.plugins = [...(config.plugins ?? []), new EditedSources(path.join(ROOT, app.dir), edits)];
}

/**
 * Builds `app` with `edits` into `outDir` (its browser build, and its server build in
 * `outDir/server`), as `scripts/build.ts` builds it into the app's dist/. `tag` names the
 * build's own webpack cache; `skews` are shared singletons built against other versions.
 */
export async function buildRelease(
  app: AppInfo,
  outDir: string,
  edits: SourceEdit[],
  tag: string,
  skews: SharedSkew[] = [],
): Promise<void> {
  const browser = await loadAppConfig(app, 'production');
  const server = await loadServerConfig(app, 'production');
  const serverDir = path.relative(
    path.join(ROOT, app.dir, 'dist'),
    server.output?.path ?? path.join(ROOT, app.dir, 'dist', 'server'),
  );
  retarget(browser, outDir, app, edits, tag, skews);
  retarget(server, path.join(outDir, serverDir), app, edits, tag, skews);
  // In this order: the browser build empties the folder first.
  await compile(browser);
  await compile(server);
}
