import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { translated } from '../support/messages';
import { screenshots, storefrontApi } from '../support/storefront';
import { POPUP_SEEN, shopSuite } from '../support/suite';

// No English left on the Japanese and Bangla pages (decision 22): a phone shopper's walk
// through the main pages under /ja and /bn, reading every word the page shows (text and the
// labels a screen reader speaks). What may stay in Latin letters is what the maker writes
// (product names, brands, models, the product's own description and features, which the
// catalog holds in English), the shop's name, e-mail addresses, units and technical
// abbreviations everyone writes in Latin letters (GB, DDR5, USB, Wi-Fi), and the format
// masks shown as examples of what to type. Anything else fails the walk, named with its
// page. Screenshots of each page go to test-results/untranslated-text/.

const suite = shopSuite();
const api = storefrontApi(() => suite.shop.apiUrl);
const shot = screenshots('untranslated-text');
const PHONE = { width: 360, height: 780 };

interface CatalogProduct {
  slug: string;
  name: string;
  brand?: string;
  model?: string;
  description?: string;
  features?: string[];
  stockQuantity: number;
}

/** Words written in Latin letters in every language of the shop (abbreviations, units, names). */
const LATIN_EVERYWHERE = new Set(
  [
    // The shop, payment brands and services, platforms; each language's own name in the
    // language switch (English is written "English" on every page).
    'Circuit',
    'Haat',
    'English',
    'bKash',
    'Visa',
    'Mastercard',
    'JCB',
    'Amex',
    'Stripe',
    'Facebook',
    'Instagram',
    'YouTube',
    'LinkedIn',
    'Windows',
    'macOS',
    'MacBook',
    'Linux',
    'Android',
    // Technical abbreviations and units.
    'PC',
    'CPU',
    'GPU',
    'RAM',
    'SSD',
    'HDD',
    'NVMe',
    'PCIe',
    'SATA',
    'USB',
    'RGB',
    'ARGB',
    'ATX',
    'mATX',
    'ITX',
    'Micro',
    'Mini',
    'DDR',
    'DDR4',
    'DDR5',
    'GDDR6',
    'GDDR6X',
    'TDP',
    'Wi-Fi',
    'WiFi',
    'Bluetooth',
    'HDMI',
    'LED',
    'IPS',
    'OLED',
    'Hz',
    'MHz',
    'GHz',
    'GB',
    'TB',
    'MB',
    'mm',
    'cm',
    'kg',
    'RPM',
    'dB',
    'CFM',
    'W',
    'V',
    'A',
    'OTP',
    'PDF',
    'URL',
    'ID',
    'BST',
    'JST',
    'QR',
    'SKU',
    'AM',
    'PM',
    'VAT',
    'FHD',
    'QHD',
    'UHD',
    'HD',
    'AIO',
    'NAS',
    'UPS',
    'AMD',
    'Intel',
    'NVIDIA',
    'Ryzen',
    'Core',
    'GeForce',
    'Radeon',
    'Plus',
    'Bronze',
    'Silver',
    'Gold',
    'Platinum',
    'Titanium',
    'LGA',
    'AM4',
    'AM5',
    'BDT',
    'JPY',
    'mAh',
    'Gbps',
    'Mbps',
    'ms',
    'fps',
    'inch',
    'x',
    // Keys as keyboards label them.
    'Enter',
    'Esc',
    'Tab',
  ].map((word) => word.toLowerCase()),
);

/** Every word on screen and every accessible label, as one text per element. */
async function shownText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const hidden = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true') return true;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const text = node.textContent?.trim();
      if (text && !hidden(parent)) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (hidden(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The maker's words (names, brands, models, descriptions, features) of the whole catalog. */
async function makersWords(): Promise<string[]> {
  const words: string[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const list = await api.apiJson<{ items: CatalogProduct[]; totalPages?: number }>(
      `/products?pageSize=100&page=${page}`,
    );
    for (const product of list.items)
      words.push(product.name, product.brand ?? '', product.model ?? '');
    if (list.items.length < 100) break;
  }
  return words.filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * The English words left in texts once the maker's words, addresses, masks and the words
 * every language writes in Latin letters are taken out.
 */
function englishLeft(texts: string[], allowed: string[]): string[] {
  const left = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const phrase of allowed)
      if (phrase && rest.includes(phrase)) rest = rest.split(phrase).join(' ');
    rest = rest
      .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b[0-9X]*X{3,}[0-9X]*\b/g, ' ') // masks such as 01XXXXXXXXX
      .replace(/\b[A-Z0-9]{2,}-[A-Z0-9-]+\b/g, ' '); // order numbers, model numbers
    for (const word of rest.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? []) {
      const bare = word.replace(/['’]s$/, '');
      if (LATIN_EVERYWHERE.has(bare.toLowerCase())) continue;
      if (/^[A-Z0-9]+$/.test(bare) && bare.length <= 5) continue; // abbreviations: SSD, M2
      if (/\d/.test(bare)) continue; // a model's letters and digits
      if (bare.split('-').every((part) => LATIN_EVERYWHERE.has(part.toLowerCase()))) continue;
      left.add(`${bare} (in "${text.slice(0, 80)}")`);
    }
  }
  return [...left].sort();
}

let context: BrowserContext;
let allowed: string[];
let product: CatalogProduct;

beforeAll(async () => {
  // Japan's prefectures are written as addresses abroad write them (Tokyo, Osaka) on a
  // Bangla page: place names, like the makers' names.
  const prefectures = Object.values(
    JSON.parse(
      fs.readFileSync(
        path.resolve(__dirname, '../../mfe-cart-checkout/src/messages/prefectures/en.json'),
        'utf8',
      ),
    ) as Record<string, string>,
  );
  allowed = [...(await makersWords()), 'Circuit Haat', ...prefectures];
  const list = await api.apiJson<{ items: CatalogProduct[] }>(
    '/products?inStock=true&minPrice=1000&pageSize=20',
  );
  const found = list.items.find((item) => item.stockQuantity >= 5);
  if (!found) throw new Error('the seeded catalog has no product in stock');
  product = await api.apiJson<CatalogProduct>(`/products/slug/${found.slug}`);
  // The product's own text is the maker's (the catalog holds it in English).
  allowed.push(product.description ?? '', ...(product.features ?? []));
  allowed.sort((a, b) => b.length - a.length);
});

afterEach(async () => {
  await context?.close();
});

describe.each([
  { locale: 'ja', browserLocale: 'ja-JP' },
  { locale: 'bn', browserLocale: 'bn-BD' },
])('the $locale pages', ({ locale, browserLocale }) => {
  test("a walk through the main pages at 360 px finds no English outside the maker's words", async () => {
    context = await suite.newContext({ viewport: PHONE, locale: browserLocale });
    await context.addInitScript(POPUP_SEEN);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const found: Record<string, string[]> = {};
    const read = async (name: string) => {
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await shot(page, `${locale}-${name}`, false);
      const left = englishLeft(await shownText(page), allowed);
      if (left.length > 0) found[name] = left;
    };
    const visit = async (pathname: string, name: string) => {
      await page.goto(`${suite.shop.url}/${locale}${pathname}`);
      await page.locator('main h1, main h2').first().waitFor();
      await read(name);
    };

    await visit('', 'home');
    await visit('/category/laptops', 'category');
    // Two laptops compared: the tray, then /compare with their specifications side by side.
    for (const n of [0, 1]) await page.getByTestId('compare-toggle').nth(n).click();
    await page.getByTestId('compare-tray').waitFor();
    await read('compare-tray');
    await page.getByTestId('compare-open').click();
    await page.getByTestId('compare-table').waitFor();
    // The compared products' specification values are the maker's, like a product's text.
    for (const href of await page
      .getByTestId('compare-product')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const compared = await api.apiJson<{ specifications?: { value: string }[] }>(
        `/products/slug/${href.split('/').pop()}`,
      );
      allowed.push(...(compared.specifications ?? []).map((spec) => spec.value));
    }
    allowed.sort((a, b) => b.length - a.length);
    await read('compare');
    await visit('/search?q=ssd', 'search');
    await visit(`/product/${product.slug}`, 'product');
    // Into the cart from the product page, then the drawer and the checkout.
    await page
      .getByRole('button', { name: translated('Add to Cart', locale), exact: true })
      .first()
      .click();
    await page
      .getByTestId('cart-badge')
      .getByText(/^(1|১)$/)
      .waitFor();
    await page.getByTestId('cart-badge').click();
    await page.getByRole('dialog').first().waitFor();
    await read('cart-drawer');
    await page.keyboard.press('Escape');
    await visit('/checkout', 'checkout');
    await visit('/pc-builder', 'pc-builder');
    await visit('/login', 'sign-in');
    await visit('/about', 'about');
    await visit('/delivery-info', 'delivery');
    await visit('/no-such-page', 'not-found');

    expect(found).toEqual({});
    expect(errors).toEqual([]);
  });
});
