import { headInput, pageHtml } from './page-html';
import type { RenderResult } from './render-types';

// The page the shell's server answers, put together from the built index.html and a render.

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="x"></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

function result(overrides: Partial<RenderResult> = {}): RenderResult {
  const payload = {
    entries: {
      'product:ssd-1': {
        status: 'success' as const,
        data: { name: 'SSD </script><script>alert(1)</script>', price: 5000 },
      },
    },
    rendered: ['catalog/routes#product'],
  };
  return {
    status: 200,
    html: '<main><h1>SSD 1 TB</h1><img src="/api/v1/images/products/ssd.svg"></main>',
    payload,
    slot: { id: 'catalog/routes', part: 'product', state: 'rendered' },
    passes: 'preloaded',
    lcpImage: '/api/v1/images/products/ssd.svg',
    headHints: '',
    styles: ['http://localhost:3001/1.css'],
    scripts: ['http://localhost:3001/remoteEntry.js'],
    ...overrides,
  };
}

describe('the served page', () => {
  it('holds the render in #root and the data beside it, which cannot end its script element', () => {
    const html = pageHtml(TEMPLATE, result(), 'http://shop.test', '/product/ssd-1');
    expect(html).toContain('<div id="root"><main><h1>SSD 1 TB</h1>');
    const data = /<script type="application\/json" id="shop-ssr-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toMatch(/[<>]/);
    expect(JSON.parse(data ?? '')).toEqual(result().payload);
    // Readable without JavaScript now: the notice saying otherwise is gone.
    expect(html).not.toContain('<noscript>');
  });

  it("preloads the first image and loads the remote's styles in <head>", () => {
    const html = pageHtml(TEMPLATE, result(), 'http://shop.test', '/product/ssd-1');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/v1/images/products/ssd.svg" fetchpriority="high">',
    );
    expect(head).toContain('<link rel="stylesheet" href="http://localhost:3001/1.css">');
    expect(head).toContain(
      '<link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">',
    );
  });

  it("names the shell's stylesheets as its code asks for them, so the code does not add them again", () => {
    const html = pageHtml(TEMPLATE, result(), 'http://shop.test', '/', undefined, [
      '/380.887608cd.css',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    // The chunk loader looks for a stylesheet whose data-href (or href) is the chunk's file
    // name or its full address; "/380…" is neither.
    expect(head).toContain(
      '<link rel="stylesheet" href="/380.887608cd.css" data-href="380.887608cd.css">',
    );
  });

  it('lets the head-tag module replace the title and description, fed with the page data', () => {
    const seen: unknown[] = [];
    const html = pageHtml(TEMPLATE, result(), 'http://shop.test', '/product/ssd-1', (input) => {
      seen.push(input);
      return '<title>SSD 1 TB · Circuit Haat</title><meta name="description" content="An SSD">';
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>SSD 1 TB · Circuit Haat</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(seen).toEqual([headInput(result(), 'http://shop.test', '/product/ssd-1')]);
    expect((seen[0] as { product: { price: number } }).product.price).toBe(5000);
  });

  it('serves /search without words, whose search settled with nothing to show', () => {
    const page = result({
      html: '<main><h1>Search</h1></main>',
      payload: {
        entries: { 'search:{"q":""}': { status: 'success', data: null } },
        rendered: ['catalog/routes#search'],
      },
      slot: { id: 'catalog/routes', part: 'search', state: 'rendered' },
    });
    expect(headInput(page, 'http://shop.test', '/search?q=').products).toBeUndefined();
    expect(pageHtml(TEMPLATE, page, 'http://shop.test', '/search?q=')).toContain('<h1>Search</h1>');
  });

  it('names a category page after its heading for the head tags', () => {
    const input = headInput(
      result({ html: '<main><h1 class="t">Laptops &amp; more</h1></main>' }),
      'http://shop.test',
      '/category/laptops?page=2',
    );
    expect(input.category).toEqual({ slug: 'laptops', name: 'Laptops & more' });
    expect(input.path).toBe('/category/laptops?page=2');
  });
});
