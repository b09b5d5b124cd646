import { pageTitle, SITE_NAME, type Product } from '@shop/shared';
import { fixedTitle, isPublicRoute, OWN_PAGES, routeAt } from '../src/routes';

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
  /** The requested path with its query, e.g. /category/laptops?page=2. */
  path: string;
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

export const HOME_DESCRIPTION =
  'Circuit Haat: computer hardware, components and accessories for Bangladesh and Japan, priced in taka or yen.';

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

interface Head {
  title: string;
  description: string;
  canonical: string;
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

function productHead(origin: string, product: Product): Head {
  const url = `${origin}/product/${encodeURIComponent(product.slug)}`;
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
  origin: string,
  category: { slug: string; name: string },
  params: URLSearchParams,
  products: ProductSummary[] | undefined,
): Head {
  // Further pages of a category are pages of their own; filters and sorting are not.
  const page = Number(params.get('page'));
  const base = `${origin}/category/${encodeURIComponent(category.slug)}`;
  const canonical = Number.isInteger(page) && page > 1 ? `${base}?page=${page}` : base;
  const first = products?.find((product) => product.image);
  return {
    title: pageTitle(category.name),
    description: `Shop ${category.name.toLowerCase()} at ${SITE_NAME}: compare brands and prices in taka or yen, with fast delivery.`,
    canonical,
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
              url: `${origin}/product/${encodeURIComponent(product.slug)}`,
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
function fixedPage(pathname: string): { title: string; description?: string } | undefined {
  const route = routeAt(pathname);
  if (!route || !isPublicRoute(route) || route.path.includes(':') || route.path === '/') return;
  return route.kind === 'own' ? OWN_PAGES[route.page] : { title: fixedTitle(route) };
}

function otherHead(
  origin: string,
  pathname: string,
  params: URLSearchParams,
  notFound: boolean,
): Head {
  // A product or category the API says does not exist (not one the server had no time to
  // load): the title the page itself shows, and not for an index.
  const missing = !notFound
    ? null
    : pathname.startsWith('/product/')
      ? 'Product not found'
      : /^\/(main-)?category\//.test(pathname)
        ? 'Category not found'
        : pathname.startsWith('/sub-category/')
          ? 'Sub-category not found'
          : null;
  if (missing) {
    return {
      title: pageTitle(missing),
      description: HOME_DESCRIPTION,
      canonical: `${origin}${pathname}`,
      type: 'website',
      noindex: true,
      jsonLd: [],
    };
  }
  if (pathname === '/') {
    return {
      title: pageTitle('Home'),
      description: HOME_DESCRIPTION,
      canonical: `${origin}/`,
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/search?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }
  if (pathname === '/search') {
    const q = params.get('q')?.trim() ?? '';
    return {
      title: pageTitle(q ? `Search: ${q}` : 'Search'),
      description: q
        ? `Search results for “${q}” at ${SITE_NAME}.`
        : `Search the ${SITE_NAME} catalog.`,
      canonical: `${origin}/search`,
      type: 'website',
      // Result pages change by the minute and repeat the product pages: not for an index.
      noindex: true,
      jsonLd: [],
    };
  }
  const fixed = fixedPage(pathname);
  return {
    title: fixed ? pageTitle(fixed.title) : SITE_NAME,
    description: fixed?.description ?? HOME_DESCRIPTION,
    canonical: `${origin}${pathname}`,
    type: 'website',
    jsonLd: [],
  };
}

/**
 * The tags for inside <head> (title included; the page template must not carry its own
 * title or description), one per line, every value escaped.
 */
export function seoHead(input: SeoInput): string {
  const origin = trimOrigin(input.origin);
  const { pathname, params } = pathnameOf(input.path);
  const head = input.product
    ? productHead(origin, input.product)
    : input.category
      ? categoryHead(origin, input.category, params, input.products)
      : otherHead(origin, pathname, params, input.notFound === true);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.extraMeta ?? []).map(([key, content]) => meta('property', key, content)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return lines.join('\n');
}
