/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Kept, KeptPartsContext, spliceKeptParts, type KeptParts } from './kept-parts';

// A part every page shares is rendered by the server once per key and written into the
// pages after it: the page comes out the same as if the part had been rendered in it.

function Page({ parts, currency }: { parts: KeptParts | null; currency: string }) {
  return (
    <KeptPartsContext.Provider value={parts}>
      <div>
        <Kept name="header" by={['en', currency]}>
          <header>
            Prices in <b>{currency}</b>
          </header>
        </Kept>
        <main>A product</main>
      </div>
    </KeptPartsContext.Provider>
  );
}

/** The server renderer's side, as shell/server/render.tsx keeps parts (simplified). */
function keeper() {
  const kept = new Map<string, string>();
  let rendered = 0;
  return {
    render(currency: string) {
      const keys = new Map<string, string>();
      const parts: KeptParts = {
        has: (name, key) => {
          keys.set(name, key);
          return kept.has(`${name} ${key}`);
        },
      };
      const html = renderToString(<Page parts={parts} currency={currency} />);
      return spliceKeptParts(
        html,
        (name) => kept.get(`${name} ${keys.get(name)}`) ?? '',
        (name, part) => {
          rendered += 1;
          kept.set(`${name} ${keys.get(name)}`, part);
        },
      );
    },
    rendered: () => rendered,
  };
}

test('without the server renderer (the browser, tests) the part is rendered as it is', () => {
  expect(renderToString(<Page parts={null} currency="BDT" />)).toBe(
    '<div><header>Prices in <b>BDT</b></header><main>A product</main></div>',
  );
});

test('the first page renders the part, later ones with the same key get it written in, the same bytes', () => {
  const whole = renderToString(<Page parts={null} currency="BDT" />);
  const server = keeper();
  expect(server.render('BDT')).toBe(whole);
  expect(server.render('BDT')).toBe(whole);
  expect(server.render('BDT')).toBe(whole);
  expect(server.rendered()).toBe(1);
});

test('another key is rendered and kept apart', () => {
  const server = keeper();
  server.render('BDT');
  expect(server.render('JPY')).toBe(renderToString(<Page parts={null} currency="JPY" />));
  expect(server.render('BDT')).toBe(renderToString(<Page parts={null} currency="BDT" />));
  expect(server.rendered()).toBe(2);
});
