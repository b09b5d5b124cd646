import { splitLocale, type Locale } from '@shop/shared/src/contracts/locales';
import { EARLY_CLICKS_SCRIPT } from './early-clicks';
import type { RenderResult } from './render-types';

// The page the shell's server answers: the built index.html (its scripts and styles), with
// the server's HTML inside #root, the data for hydration beside it, and in <head> the
// page's tags, the remote's styles and a preload of the image most likely to be the
// largest paint.

/** What the head tags are made from (the catalog data the page rendered with). */
export interface HeadInput {
  origin: string;
  /** The path as the route table knows it (no language prefix), with its query. */
  path: string;
  /** The page's language (the address's prefix). */
  locale?: Locale;
  product?: unknown;
  category?: { slug: string; name: string };
  products?: unknown[];
  /** The API answered 404 for the page's product or category. */
  notFound?: boolean;
}

/** JSON that cannot end the <script> element it sits in, nor start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The catalog data of the page, for the head tags. */
export function headInput(result: RenderResult, origin: string, url: string): HeadInput {
  const [pathname = '/', query] = url.split(/\?(.*)/s);
  const { locale, path } = splitLocale(pathname);
  const entries = result.payload.entries;
  const success = (key: string) => {
    const entry = entries[key];
    return entry?.status === 'success' ? entry.data : undefined;
  };
  // The whole path, query included (a search or a later page of a list is told apart).
  const missing = (key: string) => {
    const entry = entries[key];
    return entry?.status === 'error' && entry.error.status === 404;
  };
  const input: HeadInput = {
    origin,
    path: query === undefined ? path : `${path}?${query}`,
    locale,
  };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product?.[1]) {
    const key = `product:${decodeURIComponent(product[1])}`;
    input.product = success(key);
    if (missing(key)) input.notFound = true;
  }
  const category = /^\/(?:category|main-category)\/([^/]+)$/.exec(path);
  if (category?.[1] && missing(`sub:${decodeURIComponent(category[1]).toLowerCase()}`)) {
    input.notFound = true;
  }
  // The page rendered its not-found view (an unknown category, sub-category or product).
  if (result.status === 404) input.notFound = true;
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(result.html)?.[1];
  if (category?.[1] && h1 && !input.notFound) {
    input.category = { slug: decodeURIComponent(category[1]), name: decodeText(h1) };
  }
  const products: unknown[] = [];
  for (const [key, entry] of Object.entries(entries)) {
    // A search without words settles with no data (null).
    if (entry.status !== 'success' || entry.data == null) continue;
    const data = entry.data as { items?: unknown[]; featured?: unknown[]; fresh?: unknown[] };
    if (key.startsWith('list:') || key.startsWith('search:')) products.push(...(data.items ?? []));
    if (key === 'showcase') products.push(...(data.featured ?? []), ...(data.fresh ?? []));
  }
  if (products.length) input.products = products;
  return input;
}

/** A title when no head-tag module is there: the page's own heading. */
function fallbackTitle(result: RenderResult): string | null {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(result.html)?.[1];
  const name = h1 ? decodeText(h1) : '';
  return name && !/^circuit haat/i.test(name) ? `${name} · Circuit Haat` : null;
}

export function pageHtml(
  template: string,
  result: RenderResult,
  origin: string,
  url: string,
  seoHead?: (input: HeadInput) => string,
  shellStyles: string[] = [],
): string {
  // The page's language, for search engines, screen readers, fonts and line breaking.
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${result.locale ?? 'en'}"`);
  const head: string[] = [];
  // The shell's own styles load with its code in the browser; a page that shows before
  // (or without) any script needs them at once. data-href is the chunk's file name as
  // the shell's code asks for it: finding it, the code does not add the same stylesheet
  // again (a second copy makes the browser restyle the whole page, ~150 ms on a phone).
  for (const style of shellStyles) {
    const file = escapeAttr(style.replace(/^\//, ''));
    head.push(`<link rel="stylesheet" href="${escapeAttr(style)}" data-href="${file}">`);
  }
  // The likely largest paint first and at high priority; React's preloads of the page's
  // other eager images after it (the same image once).
  let hints = result.headHints;
  if (result.lcpImage) {
    const href = escapeAttr(result.lcpImage);
    hints = hints.replace(/<link\b[^>]*>/g, (tag) =>
      tag.includes(`href="${href}"`) || tag.includes(`href="${result.lcpImage}"`) ? '' : tag,
    );
    head.push(`<link rel="preload" as="image" href="${href}" fetchpriority="high">`);
  }
  if (hints) head.push(hints);
  for (const style of result.styles)
    head.push(`<link rel="stylesheet" href="${escapeAttr(style)}">`);
  for (const script of result.scripts) {
    head.push(`<link rel="preload" as="script" href="${escapeAttr(script)}">`);
  }
  const tags = seoHead?.(headInput(result, origin, url)) ?? '';
  if (tags) {
    // The module's own title and description replace the template's.
    if (/<title[\s>]/.test(tags)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
    if (/name="description"/.test(tags))
      html = html.replace(/<meta\s+name="description"[\s\S]*?>/, '');
    head.push(tags);
  } else {
    const title = fallbackTitle(result);
    if (title)
      html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`);
  }
  html = html.replace('</head>', `${head.join('\n')}\n</head>`);
  // The page reads without JavaScript now: the notice saying it cannot is not true.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(
    '<div id="root"></div>',
    // Presses before hydration are kept and replayed after it (early-clicks.ts).
    `<script>${EARLY_CLICKS_SCRIPT}</script>` +
      `<div id="root">${result.html}</div>` +
      `<script type="application/json" id="shop-ssr-data">${scriptSafeJson(result.payload)}</script>`,
  );
}
