import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { pageTitle, SITE_NAME, type Product } from '@shop/shared';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  LOCALES,
  localizePath,
  type Locale,
} from '@shop/shared/src/contracts/locales';
import bn from '../src/messages/bn.json';
import en from '../src/messages/en.json';
import ja from '../src/messages/ja.json';
import pagesBn from '../src/messages/pages/bn.json';
import pagesEn from '../src/messages/pages/en.json';
import pagesJa from '../src/messages/pages/ja.json';
import seoBn from '../src/messages/seo/bn.json';
import seoEn from '../src/messages/seo/en.json';
import seoJa from '../src/messages/seo/ja.json';
import { isPublicRoute, routeAt } from '../src/routes';

// What a search engine or a link preview reads in a page's <head> before any script
// runs: title, description, canonical address, Open Graph tags and, on a product page,
// JSON-LD Product with its Offer. The server renders it into the HTML; the titles and
// descriptions match what the pages set in the browser, so hydration changes nothing.

/** What a listing shows of each product (a category page's items). */
export type ProductSummary = Pick<Product, 'name' | 'slug' | 'price'> &
  Partial<Pick<Product, 'image' | 'brand' | 'stock' | 'availability'>>;

export interface SeoInput {
  /** The shop's public origin, e.g. https://circuithaat.example (no trailing slash needed). */
  origin: string;
  /** The requested path with its query, without its language prefix, e.g. /category/laptops?page=2. */
  path: string;
  /** The page's language; English by default. */
  locale?: Locale;
  /** On a product page: the product as the API answered it. */
  product?: Product;
  /** On a category page: the category. */
  category?: { slug: string; name: string };
  /** On a category page: the products listed (for the JSON-LD ItemList). */
  products?: ProductSummary[];
  /** The API answered that the page's product or category does not exist. */
  notFound?: boolean;
}

/** Prices are whole taka; the yen a Japanese shopper sees are converted in the page. */
export const PRICE_CURRENCY = 'BDT';

// The shell's messages, read by the server as the pages read them (the same catalogs): the
// layout's, its own pages', and the head's words only the server writes (messages/seo/).
const CATALOGS: Record<Locale, Record<string, unknown>> = {
  en: { ...en, ...pagesEn, ...seoEn },
  ja: { ...ja, ...pagesJa, ...seoJa },
  bn: { ...bn, ...pagesBn, ...seoBn },
};
const translators = new Map<Locale, I18n>();

/** The shell's message of an id in a language. */
function message(locale: Locale, id: string, values?: Record<string, unknown>): string {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({
      locale,
      locales: [INTL_LOCALES[locale]],
      messages: CATALOGS[locale] as never,
    });
    translators.set(locale, i18n);
  }
  return i18n._(id, values);
}

export const HOME_DESCRIPTION = message('en', 'seo.homeDescription');

const DESCRIPTION_MAX = 155;

/** Text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON inside <script>: `<` cannot open `</script>` or `<!--`, and the two line
 * separators JavaScript once refused are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** An API path (/api/v1/images/...) or a full URL as an absolute URL on the shop's origin. */
function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > DESCRIPTION_MAX
    ? `${clean.slice(0, DESCRIPTION_MAX - 3).trimEnd()}…`
    : clean;
}

export function productDescription(product: Product): string {
  return shorten(product.description?.trim() || `${product.name} at ${SITE_NAME}.`);
}

/** schema.org availability of a product: out of stock only when the API says so. */
export function schemaAvailability(product: Pick<Product, 'stock' | 'availability'>): string {
  const text = product.availability?.toLowerCase() ?? '';
  if (text.includes('pre-order') || text.includes('preorder')) return 'https://schema.org/PreOrder';
  if (product.stock === false || text.includes('out of stock'))
    return 'https://schema.org/OutOfStock';
  return 'https://schema.org/InStock';
}

/** Where a page is: the shop's origin and the page's language. */
interface Where {
  origin: string;
  locale: Locale;
}

/** A page's absolute address in the page's language (or another). */
function href(where: Where, path: string, locale: Locale = where.locale): string {
  return `${where.origin}${localizePath(path, locale)}`;
}

interface Head {
  title: string;
  description: string;
  canonical: string;
  /** The page's path and query without the language prefix, for its other languages' addresses. */
  alternatePath?: string;
  type: 'website' | 'product';
  image?: string;
  noindex?: boolean;
  jsonLd: unknown[];
  extraMeta?: [property: string, content: string][];
}

function pathnameOf(path: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, params: url.searchParams };
}

function productHead(where: Where, product: Product): Head {
  const { origin } = where;
  const path = `/product/${encodeURIComponent(product.slug)}`;
  const url = href(where, path);
  const image = absolute(origin, product.image);
  const description = productDescription(product);
  const price = String(product.price);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    ...(product.model ? { mpn: product.model } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    image: [image],
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: PRICE_CURRENCY,
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount && product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  return {
    title: pageTitle(product.name),
    description,
    canonical: url,
    alternatePath: path,
    type: 'product',
    image,
    jsonLd: [jsonLd],
    extraMeta: [
      ['product:price:amount', price],
      ['product:price:currency', PRICE_CURRENCY],
    ],
  };
}

function categoryHead(
  where: Where,
  category: { slug: string; name: string },
  params: URLSearchParams,
  products: ProductSummary[] | undefined,
): Head {
  // Further pages of a category are pages of their own; filters and sorting are not.
  const page = Number(params.get('page'));
  const { origin, locale } = where;
  const path = `/category/${encodeURIComponent(category.slug)}`;
  const alternatePath = Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
  const canonical = href(where, alternatePath);
  const first = products?.find((product) => product.image);
  return {
    title: pageTitle(category.name),
    description: message(locale, 'seo.categoryDescription', {
      name: locale === 'en' ? category.name.toLowerCase() : category.name,
    }),
    canonical,
    alternatePath,
    type: 'website',
    ...(first?.image ? { image: absolute(origin, first.image) } : {}),
    jsonLd: products?.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: category.name,
            url: canonical,
            itemListElement: products.map((product, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              url: href(where, `/product/${encodeURIComponent(product.slug)}`),
              name: product.name,
            })),
          },
        ]
      : [],
  };
}

/**
 * A public page with a fixed name (no parameter in its path; home is the shop's name), as
 * it titles and describes itself once running (the shell's route table).
 */
function fixedPage(
  pathname: string,
  locale: Locale,
): { title: string; description?: string } | undefined {
  const route = routeAt(pathname);
  if (!route || !isPublicRoute(route) || route.path.includes(':') || route.path === '/') return;
  if (route.kind === 'remote') return { title: message(locale, `title.${route.ref.page}`) };
  // The public own pages' messages (the staff pages are not public).
  const page = route.page === 'deliveryInfo' ? 'delivery' : route.page;
  return {
    title: message(locale, `${page}.title`),
    description: message(locale, `${page}.description`),
  };
}

function otherHead(
  where: Where,
  pathname: string,
  params: URLSearchParams,
  notFound: boolean,
): Head {
  // A product or category the API says does not exist (not one the server had no time to
  // load): the title the page itself shows, and not for an index.
  const missing = !notFound
    ? null
    : pathname.startsWith('/product/')
      ? 'seo.productNotFound'
      : /^\/(main-)?category\//.test(pathname)
        ? 'seo.categoryNotFound'
        : pathname.startsWith('/sub-category/')
          ? 'seo.subCategoryNotFound'
          : null;
  const { origin, locale } = where;
  const description = message(locale, 'seo.homeDescription');
  if (missing) {
    return {
      title: pageTitle(message(locale, missing)),
      description,
      canonical: href(where, pathname),
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  if (pathname === '/') {
    const home = locale === DEFAULT_LOCALE ? `${origin}/` : href(where, '/');
    return {
      title: pageTitle(message(locale, 'title.home')),
      description,
      canonical: home,
      alternatePath: '/',
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: home,
          inLanguage: locale,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${href(where, '/search')}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }
  if (pathname === '/search') {
    const q = params.get('q')?.trim() ?? '';
    return {
      title: pageTitle(
        q ? message(locale, 'seo.searchTitle', { q }) : message(locale, 'title.search'),
      ),
      description: q
        ? message(locale, 'seo.searchDescription', { q })
        : message(locale, 'seo.searchAll'),
      canonical: href(where, '/search'),
      type: 'website',
      // Result pages change by the minute and repeat the product pages: not for an index.
      noindex: true,
      jsonLd: [],
    };
  }
  if (pathname === '/compare') {
    // A comparison is the products of its link: the product pages are what an index wants.
    return {
      title: pageTitle(message(locale, 'title.compare')),
      description: message(locale, 'seo.compareDescription'),
      canonical: href(where, '/compare'),
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  if (pathname === '/wishlist') {
    // The shopper's own list, drawn in the browser: the page's name, not for an index.
    return {
      title: pageTitle(message(locale, 'title.wishlist')),
      description,
      canonical: href(where, '/wishlist'),
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  const fixed = fixedPage(pathname, locale);
  return {
    title: fixed ? pageTitle(fixed.title) : SITE_NAME,
    description: fixed?.description ?? description,
    canonical: href(where, pathname),
    alternatePath: pathname,
    type: 'website',
    jsonLd: [],
  };
}

/**
 * The tags for inside <head> (title included; the page template must not carry its own
 * title or description), one per line, every value escaped.
 */
export function seoHead(input: SeoInput): string {
  const where: Where = { origin: trimOrigin(input.origin), locale: input.locale ?? DEFAULT_LOCALE };
  const { pathname, params } = pathnameOf(input.path);
  const head = input.product
    ? productHead(where, input.product)
    : input.category
      ? categoryHead(where, input.category, params, input.products)
      : otherHead(where, pathname, params, input.notFound === true);
  // The same page in every language, and which one a searcher of another language gets
  // (English): a page not for an index has none.
  const alternates =
    head.noindex || head.alternatePath === undefined
      ? []
      : [
          ...LOCALES.map((locale) => [locale, href(where, head.alternatePath!, locale)] as const),
          ['x-default', href(where, head.alternatePath, DEFAULT_LOCALE)] as const,
        ].map(
          ([lang, url]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}" />`,
        );
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...alternates,
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', INTL_LOCALES[where.locale].replace('-', '_')),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.extraMeta ?? []).map(([key, content]) => meta('property', key, content)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return lines.join('\n');
}
