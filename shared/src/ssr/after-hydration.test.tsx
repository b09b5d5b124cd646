import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { writeSsrPayload } from '../testing/ssr-payload';

// A part of a page left to the browser: the server draws its placeholder, hydration adopts
// that placeholder as it is (no mismatch), and the part is drawn right after; a page opened
// later in the browser draws it from its first render. The page's handover must be in the
// document before the module reads it, so the module is imported after it is written.

let modules: {
  hydration: typeof import('./after-hydration');
  data: typeof import('./ssr-data');
};

beforeAll(async () => {
  writeSsrPayload({ entries: {}, rendered: [] });
  modules = { hydration: await import('./after-hydration'), data: await import('./ssr-data') };
});

/** Draws what the hook says, and records every render's answer. */
function Part({ seen }: { seen: boolean[] }) {
  const after = modules.hydration.useAfterHydration();
  seen.push(after);
  return <p>{after ? 'the similar products' : 'their skeletons'}</p>;
}

it("the server's page holds the placeholder, which hydration adopts before the part is drawn", async () => {
  const { ServerDataContext, ServerDataStore } = modules.data;
  const onServer: boolean[] = [];
  const html = renderToString(
    <ServerDataContext.Provider value={new ServerDataStore()}>
      <Part seen={onServer} />
    </ServerDataContext.Provider>,
  );
  expect(html).toBe('<p>their skeletons</p>');
  expect(onServer).toEqual([false]);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const inBrowser: boolean[] = [];
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Part seen={inBrowser} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  expect(mismatches).toEqual([]);
  expect(inBrowser[0]).toBe(false);
  expect(container.textContent).toBe('the similar products');
});

it('a page opened in the browser after the first one draws the part at once', () => {
  modules.data.markHydrated();
  const seen: boolean[] = [];
  const { container } = render(<Part seen={seen} />);
  expect(seen[0]).toBe(true);
  expect(container.textContent).toBe('the similar products');
});
