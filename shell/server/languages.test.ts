import { headInput, pageHtml } from './page-html';
import type { RenderResult } from './render-types';
import { seoHead } from './seo';
import { localeRedirect } from './server';

// The server's side of the three languages (decision 22): the page says its language, a
// search engine finds the same page in the others and which one is the default, and a
// shopper's choice sends an address without a prefix on to theirs.

const ORIGIN = 'https://shop.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

function result(overrides: Partial<RenderResult> = {}): RenderResult {
  const payload = { entries: {}, rendered: [] };
  return {
    status: 200,
    html: '<main><h1>Circuit Haat</h1></main>',
    payload,
    slot: null,
    passes: 'one pass',
    headHints: '',
    styles: [],
    scripts: [],
    ...overrides,
  };
}

function parse(head: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  const alternates = Object.fromEntries(
    [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  return {
    title: doc.head.querySelector('title')?.textContent,
    description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates,
  };
}

describe('<html lang>', () => {
  it.each(['en', 'ja', 'bn'] as const)('a page in %s says so', (locale) => {
    const html = pageHtml(TEMPLATE, result({ locale }), ORIGIN, `/${locale}/about`);
    expect(html).toContain(`<html lang="${locale}">`);
  });

  it('the head tags are made from the path without its language prefix', () => {
    const input = headInput(result({ locale: 'ja' }), ORIGIN, '/ja/category/laptops?page=2');
    expect(input).toMatchObject({ path: '/category/laptops?page=2', locale: 'ja' });
  });
});

describe('alternates and canonical addresses', () => {
  it('a Japanese page is canonical at its /ja address and names its English and Bangla twins', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/about', locale: 'ja' }));
    expect(head.canonical).toBe(`${ORIGIN}/ja/about`);
    expect(head.alternates).toEqual({
      en: `${ORIGIN}/about`,
      ja: `${ORIGIN}/ja/about`,
      bn: `${ORIGIN}/bn/about`,
      'x-default': `${ORIGIN}/about`,
    });
    expect(head.title).toBe('会社概要 · Circuit Haat');
  });

  it('home in Bangla: /bn, titled and described in Bangla', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/', locale: 'bn' }));
    expect(head.canonical).toBe(`${ORIGIN}/bn`);
    expect(head.alternates).toMatchObject({ en: `${ORIGIN}/`, bn: `${ORIGIN}/bn` });
    expect(head.title).toBe('হোম · Circuit Haat');
    expect(head.description).toMatch(/কম্পিউটার হার্ডওয়্যার/);
  });

  it('a later page of a category keeps its page in every language', () => {
    const head = parse(
      seoHead({
        origin: ORIGIN,
        path: '/category/laptops?page=2',
        locale: 'bn',
        category: { slug: 'laptops', name: 'ল্যাপটপ' },
      }),
    );
    expect(head.canonical).toBe(`${ORIGIN}/bn/category/laptops?page=2`);
    expect(head.alternates.ja).toBe(`${ORIGIN}/ja/category/laptops?page=2`);
  });

  it('English pages are as before, with alternates added', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/delivery-info' }));
    expect(head.canonical).toBe(`${ORIGIN}/delivery-info`);
    expect(head.title).toBe('Delivery Information · Circuit Haat');
    expect(head.alternates['x-default']).toBe(`${ORIGIN}/delivery-info`);
  });

  it('a page not for an index names no alternates', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/search?q=ssd', locale: 'ja' }));
    expect(head.alternates).toEqual({});
    expect(head.title).toBe('検索：ssd · Circuit Haat');
  });
});

describe('a chosen language', () => {
  it('sends an address without a prefix on to the chosen language, query and all', () => {
    expect(localeRedirect('/product/x?ref=1', 'ja')).toBe('/ja/product/x?ref=1');
    expect(localeRedirect('/', 'bn')).toBe('/bn');
  });

  it('leaves English, no choice, and an address that already has a language alone', () => {
    expect(localeRedirect('/product/x', 'en')).toBeNull();
    expect(localeRedirect('/product/x', undefined)).toBeNull();
    expect(localeRedirect('/bn/product/x', 'ja')).toBeNull();
    expect(localeRedirect('/ja', 'ja')).toBeNull();
  });
});
