import type { Product } from '@shop/shared';
import { seoHead } from './seo';

// The head is parsed by the DOM parser a crawler would use, and read back as it would.

const ORIGIN = 'https://shop.example';

// JSON-LD as parsed: any shape, read by the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>;

const product: Product = {
  id: 'p-42',
  name: 'AMD Ryzen 7 7800X3D',
  slug: 'amd-ryzen-7-7800x3d',
  image: '/api/v1/images/products/amd-ryzen-7-7800x3d.svg',
  category: 'desktop-components',
  brand: 'AMD',
  model: '100-100000910WOF',
  price: 52500,
  stock: true,
  stockQuantity: 7,
  availability: 'In Stock',
  description: 'Eight cores with 3D V-Cache for games.',
  isFeatured: false,
  isNew: false,
  rating: 4.8,
  reviewCount: 120,
};

function parse(head: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  const attr = (selector: string, name = 'content') =>
    doc.head.querySelector(selector)?.getAttribute(name) ?? null;
  const jsonLd = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLd,
  );
  return {
    doc,
    title: doc.head.querySelector('title')?.textContent ?? null,
    description: attr('meta[name="description"]'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]'),
    og: (key: string) => attr(`meta[property="og:${key}"]`),
    jsonLd,
    scripts: doc.head.querySelectorAll('script').length,
  };
}

describe('seoHead on a product page', () => {
  it('gives the title, description, canonical URL and Open Graph tags', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: `/product/${product.slug}`, product }));
    expect(head.title).toBe('AMD Ryzen 7 7800X3D · Circuit Haat');
    expect(head.description).toBe('Eight cores with 3D V-Cache for games.');
    expect(head.canonical).toBe(`${ORIGIN}/product/amd-ryzen-7-7800x3d`);
    expect(head.og('type')).toBe('product');
    expect(head.og('title')).toBe(head.title);
    expect(head.og('description')).toBe(head.description);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('image')).toBe(`${ORIGIN}/api/v1/images/products/amd-ryzen-7-7800x3d.svg`);
    expect(
      head.doc.head.querySelector('meta[property="product:price:amount"]')?.getAttribute('content'),
    ).toBe('52500');
  });

  it('gives JSON-LD Product with an Offer: price, currency and availability', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: `/product/${product.slug}`, product }));
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'AMD Ryzen 7 7800X3D',
      sku: 'p-42',
      brand: { '@type': 'Brand', name: 'AMD' },
      image: [`${ORIGIN}/api/v1/images/products/amd-ryzen-7-7800x3d.svg`],
      offers: {
        '@type': 'Offer',
        price: '52500',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/amd-ryzen-7-7800x3d`,
      },
      aggregateRating: { ratingValue: 4.8, reviewCount: 120 },
    });
  });

  it('says out of stock when the product has none', () => {
    const soldOut = { ...product, stock: false, stockQuantity: 0, availability: 'Out of Stock' };
    const [ld] = parse(seoHead({ origin: ORIGIN, path: '/product/x', product: soldOut })).jsonLd;
    expect(ld?.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('shortens a long description to at most 155 characters', () => {
    const long = { ...product, description: 'Fast. '.repeat(60) };
    const head = parse(seoHead({ origin: ORIGIN, path: '/product/x', product: long }));
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/…$/);
  });

  it('escapes what the catalog holds: markup in a name stays text, the JSON stays whole', () => {
    const hostile: Product = {
      ...product,
      name: `Cable "8K"\u2028</script><script>alert('x')</script> & <b>more</b>`,
      description: 'Not <!-- a comment --> nor a </SCRIPT> end',
      slug: 'cable "8k"',
    };
    const html = seoHead({ origin: ORIGIN, path: '/product/x', product: hostile });
    // One script element only: the JSON-LD; nothing the name carried became markup.
    const head = parse(html);
    expect(head.scripts).toBe(1);
    expect(head.doc.head.querySelector('b')).toBeNull();
    expect(html).not.toMatch(/<\/script><script>alert/);
    expect(head.title).toBe(`${hostile.name} · Circuit Haat`);
    expect(head.og('title')).toBe(`${hostile.name} · Circuit Haat`);
    expect(head.jsonLd[0]?.name).toBe(hostile.name);
    expect(head.jsonLd[0]?.description).toBe(hostile.description);
    expect(head.canonical).toBe(`${ORIGIN}/product/cable%20%228k%22`);
  });

  it('takes the origin with or without a trailing slash', () => {
    const head = parse(seoHead({ origin: `${ORIGIN}/`, path: '/product/x', product }));
    expect(head.canonical).toBe(`${ORIGIN}/product/amd-ryzen-7-7800x3d`);
  });
});

describe('seoHead on other pages', () => {
  it("a product page whose product was not found: the page's own title, not for an index", () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/product/no-such-part', notFound: true }));
    expect(head.title).toBe('Product not found · Circuit Haat');
    expect(head.robots).toBe('noindex, follow');
    expect(head.jsonLd).toEqual([]);
    expect(
      parse(seoHead({ origin: ORIGIN, path: '/category/flying-cars', notFound: true })).title,
    ).toBe('Category not found · Circuit Haat');
    // In the page's language, as the catalog's own not-found page says it.
    expect(
      parse(seoHead({ origin: ORIGIN, path: '/product/x', notFound: true, locale: 'ja' })).title,
    ).toBe('商品が見つかりません · Circuit Haat');
    expect(
      parse(seoHead({ origin: ORIGIN, path: '/sub-category/x', notFound: true, locale: 'bn' }))
        .title,
    ).toBe('সাব-ক্যাটাগরি পাওয়া যায়নি · Circuit Haat');
    // Not loaded in time is not missing: no verdict, and nothing kept from an index.
    const unknown = parse(seoHead({ origin: ORIGIN, path: '/product/slow-to-load' }));
    expect(unknown.title).toBe('Circuit Haat');
    expect(unknown.robots).toBeNull();
  });

  it('pages with a fixed name are titled as they title themselves', () => {
    expect(parse(seoHead({ origin: ORIGIN, path: '/pc-builder' })).title).toBe(
      'PC Builder · Circuit Haat',
    );
    expect(parse(seoHead({ origin: ORIGIN, path: '/about' })).title).toBe(
      'About Us · Circuit Haat',
    );
  });

  it('a category page: its own canonical URL (page kept, filters dropped) and an ItemList', () => {
    const head = parse(
      seoHead({
        origin: ORIGIN,
        path: '/category/laptops?page=2&sort=price-asc&brand=Asus',
        category: { slug: 'laptops', name: 'Laptops' },
        products: [
          { name: 'Asus Zenbook 14', slug: 'asus-zenbook-14', price: 120000, image: '/a.svg' },
          { name: 'Lenovo IdeaPad 5', slug: 'lenovo-ideapad-5', price: 80000 },
        ],
      }),
    );
    expect(head.title).toBe('Laptops · Circuit Haat');
    expect(head.description).toMatch(/^Shop laptops at Circuit Haat/);
    expect(head.canonical).toBe(`${ORIGIN}/category/laptops?page=2`);
    expect(head.og('image')).toBe(`${ORIGIN}/a.svg`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        { position: 1, url: `${ORIGIN}/product/asus-zenbook-14`, name: 'Asus Zenbook 14' },
        { position: 2, url: `${ORIGIN}/product/lenovo-ideapad-5`, name: 'Lenovo IdeaPad 5' },
      ],
    });
  });

  it('the first page of a category has no page number in its canonical URL', () => {
    const head = parse(
      seoHead({
        origin: ORIGIN,
        path: '/category/laptops?page=1',
        category: { slug: 'laptops', name: 'Laptops' },
      }),
    );
    expect(head.canonical).toBe(`${ORIGIN}/category/laptops`);
    expect(head.jsonLd).toEqual([]);
  });

  it('home: the shop, its description and a search action', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/' }));
    expect(head.title).toBe('Home · Circuit Haat');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.og('type')).toBe('website');
    expect(head.robots).toBeNull();
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: `${ORIGIN}/search?q={search_term_string}` },
    });
  });

  it('search results are kept out of the index, the words escaped', () => {
    const head = parse(seoHead({ origin: ORIGIN, path: '/search?q=%3Cryzen%3E' }));
    expect(head.title).toBe('Search: <ryzen> · Circuit Haat');
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe(`${ORIGIN}/search`);
  });
});
