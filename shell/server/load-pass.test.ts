/**
 * @jest-environment node
 */
import { createElement, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadPass } from './load-pass';

// The server's loading pass: once a page's data has come, the HTML it wrote is the page
// itself (what the string render writes with the data known), so the server renders most
// pages once; when the budget runs out or a part throws, it says so.

/** Data that comes after `ms`: suspends until then, then reads at once. */
function slowData(ms: number, value: string) {
  const state: { value?: string } = {};
  const promise = new Promise<void>((resolve) =>
    setTimeout(() => {
      state.value = value;
      resolve();
    }, ms),
  );
  return (): string => {
    if (state.value === undefined) throw promise;
    return state.value;
  };
}

function page(read: () => string): ReactNode {
  function Listing() {
    const name = read();
    // Larger than React's progressive chunk (12.8 kB): streamed, this would be sent as a
    // fallback first and swapped in by an inline script.
    return createElement(
      'ul',
      null,
      Array.from({ length: 1000 }, (_, i) => createElement('li', { key: i }, `${name} ${i}`)),
    );
  }
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Laptops'),
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading') },
      createElement(Listing),
    ),
    createElement('footer', null, 'Circuit Haat'),
  );
}

test('once the data has come, the pass writes the page in place, as the string render does', async () => {
  const read = slowData(20, 'ThinkPad');
  const tree = page(read);
  let slow = false;
  const pass = await loadPass(tree, 2000, () => (slow = true));
  expect(slow).toBe(false);
  expect(pass.errored).toBe(false);
  expect(pass.html).toContain('ThinkPad 999');
  expect(pass.html!.length).toBeGreaterThan(12_800);
  // No fallback, no template to be filled and no script: the page in one piece.
  expect(pass.html).not.toMatch(/<template|<script|<!--\$\?-->|Loading/);
  expect(pass.html).toBe(renderToString(tree));
});

test('when the budget runs out first there is no page from the pass, and it says it was slow', async () => {
  const read = slowData(500, 'ThinkPad');
  let slow = false;
  const pass = await loadPass(page(read), 30, () => (slow = true));
  expect(slow).toBe(true);
  expect(pass.html).toBeNull();
});

test('a part that throws is reported, and the pass says so', async () => {
  function Broken(): ReactNode {
    throw new Error('the remote broke');
  }
  const errors: unknown[] = [];
  const tree = createElement(
    'main',
    null,
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading') },
      createElement(Broken),
    ),
  );
  const pass = await loadPass(
    tree,
    2000,
    () => undefined,
    (error) => errors.push(error),
  );
  expect(pass.errored).toBe(true);
  expect(String(errors[0])).toContain('the remote broke');
});
