/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import { encodedBody, PageCache, type Rendered } from './page-cache';

// The shell's page cache as the server uses it: what a visitor is answered, and how many
// renders that cost, on a clock the test moves.

function setup(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new PageCache({
    ttlMs: options.ttlMs ?? 1000,
    staleMs: options.staleMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
  });
  const renders: string[] = [];
  let version = 0;
  /** A render of `key` that answers the page's current version. */
  const render =
    (key: string, keep = true) =>
    (): Promise<Rendered> => {
      renders.push(key);
      version += 1;
      const html = `<p>${key} v${version}</p>`;
      return Promise.resolve({ page: { status: 200, headers: {}, html }, keep });
    };
  return { clock, cache, renders, render };
}

test('a page is rendered once and then answered from the cache while fresh', async () => {
  const { cache, renders, render, clock } = setup();
  const first = await cache.get('/a', render('/a'));
  clock.now = 999;
  const second = await cache.get('/a', render('/a'));
  expect([first.state, second.state]).toEqual(['miss', 'hit']);
  expect(second.page.html).toBe(first.page.html);
  expect(renders).toEqual(['/a']);
});

test('each key is its own page', async () => {
  const { cache, render } = setup();
  const taka = await cache.get('host|BDT|/a', render('host|BDT|/a'));
  const yen = await cache.get('host|JPY|/a', render('host|JPY|/a'));
  expect(yen.state).toBe('miss');
  expect(yen.page.html).not.toBe(taka.page.html);
});

test('past its lifetime a page is served stale while one render replaces it', async () => {
  const { cache, renders, render, clock } = setup();
  await cache.get('/a', render('/a'));
  clock.now = 1500;
  const [one, two] = await Promise.all([
    cache.get('/a', render('/a')),
    cache.get('/a', render('/a')),
  ]);
  expect([one.state, two.state]).toEqual(['stale', 'stale']);
  expect(one.page.html).toBe('<p>/a v1</p>');
  await Promise.resolve();
  const next = await cache.get('/a', render('/a'));
  expect(next).toEqual({ state: 'hit', page: expect.objectContaining({ html: '<p>/a v2</p>' }) });
  expect(renders).toEqual(['/a', '/a']);
});

test('past its lifetime and the stale window a page is rendered before answering', async () => {
  const { cache, render, clock } = setup();
  await cache.get('/a', render('/a'));
  clock.now = 2000;
  const answer = await cache.get('/a', render('/a'));
  expect(answer.state).toBe('miss');
  expect(answer.page.html).toBe('<p>/a v2</p>');
});

test('visitors who ask for the same missing page at once share one render', async () => {
  const { cache, renders, render } = setup();
  const answers = await Promise.all([1, 2, 3].map(() => cache.get('/a', render('/a'))));
  expect(renders).toEqual(['/a']);
  expect(new Set(answers.map((answer) => answer.page.html)).size).toBe(1);
});

test('the least recently asked for page goes first when the cache is full', async () => {
  const { cache, renders, render } = setup({ maxEntries: 2 });
  await cache.get('/a', render('/a'));
  await cache.get('/b', render('/b'));
  await cache.get('/a', render('/a')); // /a is now the more recent
  await cache.get('/c', render('/c'));
  expect(cache.size).toBe(2);
  expect((await cache.get('/a', render('/a'))).state).toBe('hit');
  expect((await cache.get('/b', render('/b'))).state).toBe('miss');
  expect(renders).toEqual(['/a', '/b', '/c', '/b']);
});

test('a page whose render failed to compose is answered but not kept', async () => {
  const { cache, renders, render } = setup();
  await cache.get('/a', render('/a', false));
  expect((await cache.get('/a', render('/a'))).state).toBe('miss');
  expect(renders).toEqual(['/a', '/a']);
});

test('clear() forgets every page, and a render begun before it is not kept', async () => {
  const { cache, render } = setup();
  await cache.get('/a', render('/a'));
  let finish: (rendered: Rendered) => void = () => undefined;
  const slow = cache.get('/b', () => new Promise<Rendered>((resolve) => (finish = resolve)));
  cache.clear();
  finish({ page: { status: 200, headers: {}, html: 'old' }, keep: true });
  await slow;
  expect((await cache.get('/a', render('/a'))).state).toBe('miss');
  expect((await cache.get('/b', render('/b'))).state).toBe('miss');
});

test('a kept page is compressed once per encoding the visitor accepts', () => {
  const page = { status: 200, headers: {}, html: '<p>hello</p>'.repeat(50) };
  const br = encodedBody(page, 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(page.html);
  expect(encodedBody(page, 'br').body).toBe(br.body);
  expect(encodedBody(page, 'gzip').encoding).toBe('gzip');
  expect(encodedBody(page, '').body).toBe(page.html);
});
