/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderThreadCount, threadRenderer, type Renderer } from './render-threads';
import type { RenderOptions } from './render-types';

// The shell's server renders its pages on threads of its own. Here the threads load a
// small server bundle of the test's own (the same shape as shell/dist/server/render.js:
// a module whose exports settle to { loadRenderer }), so what is checked is the pool
// itself: pages come back whole, what a thread reports reaches the server's console,
// every thread warms up, a thread that fails is replaced.

const BUNDLE = `
const { threadId } = require('node:worker_threads');
let warmed = 0;
module.exports = Promise.resolve({
  loadRenderer: async () => ({
    async warmUp(remotes) {
      warmed += 1;
      console.warn('[ssr] warmed up on thread ' + threadId + ' for ' + Object.keys(remotes));
    },
    async render(options) {
      if (options.url === '/crash') process.exit(1);
      if (options.url === '/slow') console.warn('[ssr] catalog/routes: too slow');
      return {
        status: 200,
        html: '<main>' + options.url + '</main>',
        payload: { entries: {}, rendered: [], remotes: options.remotes, config: {}, state: {} },
        slot: null,
        passes: 'one pass',
        headHints: '',
        styles: [],
        scripts: [],
        thread: threadId,
        warmed,
      };
    },
  }),
});
`;

const options = (url: string): RenderOptions => ({
  url,
  remotes: { catalog: 'http://localhost:1/mf-manifest.json' },
  config: {},
  apiUrl: 'http://localhost:1',
  budgetMs: 150,
  loadTimeoutMs: 1000,
});

let root: string;
let renderer: Renderer | undefined;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-threads-'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(path.join(root, 'server/render.js'), BUNDLE);
});

afterEach(async () => {
  await renderer?.close?.();
  renderer = undefined;
  jest.restoreAllMocks();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('pages are rendered on a thread of their own and come back whole', async () => {
  renderer = threadRenderer(root, 1);
  const result = (await renderer.render(options('/product/ryzen-7'))) as unknown as {
    html: string;
    status: number;
    thread: number;
    payload: { remotes: Record<string, string> };
  };
  expect(result.html).toBe('<main>/product/ryzen-7</main>');
  expect(result.status).toBe(200);
  expect(result.payload.remotes).toEqual(options('/').remotes);
  expect(result.thread).toBeGreaterThan(0);
});

test("what a thread reports reaches the server's own console", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  renderer = threadRenderer(root, 1);
  await renderer.render(options('/slow'));
  // The console message travels beside the result: wait for it a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(warn).toHaveBeenCalledWith('[ssr] catalog/routes: too slow');
});

test('each thread warms up once as it starts, and the warm-up can be waited for', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const remotes = options('/').remotes;
  renderer = threadRenderer(root, 2, { remotes, timeoutMs: 1000 });
  await renderer.warmUp?.(remotes, 1000);
  // Both threads started their warm-up without being asked; give the second a moment.
  for (let waited = 0; waited < 5000; waited += 50) {
    if (warn.mock.calls.filter(([line]) => String(line).includes('warmed up')).length >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const threads = warn.mock.calls
    .map(([line]) => /warmed up on thread (\d+) for catalog/.exec(String(line))?.[1])
    .filter(Boolean);
  expect(new Set(threads).size).toBe(2);
  expect(threads).toHaveLength(2);
  const page = (await renderer.render(options('/'))) as unknown as { warmed: number };
  expect(page.warmed).toBe(1);
});

test('a thread that fails fails its page only: the next page is rendered on a new one', async () => {
  renderer = threadRenderer(root, 1);
  const first = (await renderer.render(options('/'))) as unknown as { thread: number };
  await expect(renderer.render(options('/crash'))).rejects.toThrow();
  const next = (await renderer.render(options('/category/laptops'))) as unknown as {
    html: string;
    thread: number;
  };
  expect(next.html).toBe('<main>/category/laptops</main>');
  expect(next.thread).not.toBe(first.thread);
});

test('SSR_THREADS: a whole number, 0 renders on the server thread; by default one per core but one', () => {
  expect(renderThreadCount('0')).toBe(0);
  expect(renderThreadCount('3')).toBe(3);
  expect(() => renderThreadCount('two')).toThrow('SSR_THREADS must be a whole number');
  expect(() => renderThreadCount('-1')).toThrow('SSR_THREADS must be a whole number');
  expect(renderThreadCount(undefined)).toBe(Math.min(4, os.availableParallelism() - 1));
  expect(renderThreadCount('')).toBe(Math.min(4, os.availableParallelism() - 1));
});
