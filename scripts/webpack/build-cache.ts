import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, FileCacheOptions } from 'webpack';
import type { AppInfo } from '../lib/apps';

// webpack's persistent cache: a rebuild reuses the modules (and minified, compressed
// assets) whose inputs did not change. In production webpack checks each module by the
// content hash of its files, and the package version of what lies in node_modules. What
// webpack cannot see is the config itself, so every file the config is made of is a
// build dependency (a change to any of them starts the cache afresh), and what the config
// computes from other apps' sources goes into the cache version.

const ROOT = path.resolve(__dirname, '../..');
const PLUGIN = 'SharedFallbackCompilers';

/** Git-ignored with node_modules; delete it to start from nothing. */
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/webpack');

function configFiles(app: AppInfo): string[] {
  return [
    path.join(ROOT, app.dir, 'webpack.config.ts'),
    path.join(ROOT, app.dir, 'federation.config.ts'),
    path.join(ROOT, app.dir, 'package.json'),
    path.join(ROOT, 'shared/package.json'),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'scripts/lib/apps.ts'),
  ].filter((file) => fs.existsSync(file));
}

export function buildCache(
  app: AppInfo,
  mode: string,
  computed: unknown,
): FileCacheOptions & { type: 'filesystem' } {
  return {
    type: 'filesystem',
    cacheDirectory: CACHE_DIR,
    name: `${app.name}-${mode}`,
    buildDependencies: {
      // A folder ends with a slash: every file of scripts/webpack counts.
      config: [...configFiles(app), `${__dirname}${path.sep}`],
    },
    version: crypto.createHash('sha256').update(JSON.stringify(computed)).digest('hex'),
  };
}

/**
 * The federation plugin builds the fallback copies of trimmed shared packages with extra
 * compilers that copy the app's options, cache settings included:
 * - sharing the app's cache name, each would overwrite the app's cache (and the others'),
 *   so each gets its own name after its output folder;
 * - the plugin never closes them, and webpack writes a cache to disk when its compiler
 *   closes: `closeChildren()` does it after the app's build;
 * - they run at once and the plugin lists their files in the order they finish, so the
 *   app's runtime (and its file name) changed from build to build; one after the other,
 *   in the order they were made, the list and the bytes are the same every time.
 */
export class SharedFallbackCompilers {
  private owner: Compiler | undefined;
  private readonly children: Compiler[] = [];
  private previous: Promise<void> = Promise.resolve();

  apply(compiler: Compiler) {
    if (!this.owner) {
      this.owner = compiler;
      return;
    }
    const cache = compiler.options.cache;
    if (cache && cache.type === 'filesystem') {
      const ownerOut = this.owner.options.output.path ?? '';
      const childOut = compiler.options.output.path ?? '';
      const tag = path.relative(ownerOut, childOut).replace(/[^\w.-]+/g, '_');
      const name = `${cache.name ?? this.owner.options.name}-${tag}`;
      compiler.options.cache = {
        ...cache,
        name,
        cacheLocation: path.resolve(cache.cacheDirectory ?? CACHE_DIR, name),
      };
    }
    const previous = this.previous;
    let finished = () => {};
    this.previous = new Promise<void>((resolve) => (finished = resolve));
    compiler.hooks.beforeRun.tapPromise(PLUGIN, () => previous);
    compiler.hooks.done.tap(PLUGIN, () => finished());
    compiler.hooks.failed.tap(PLUGIN, () => finished());
    this.children.push(compiler);
  }

  async closeChildren(): Promise<void> {
    const children = this.children.splice(0);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) =>
            child.close((error) => (error ? reject(error) : resolve())),
          ),
      ),
    );
  }
}
