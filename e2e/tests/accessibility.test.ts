import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// axe-core on every kind of screen a shopper meets, at a desktop and a phone width: no
// serious or critical violation. Then what axe cannot judge: focus is visible when the
// keyboard moves it, and the carousel and the startup popup hold still when the shopper
// asked the system for reduced motion.

const suite = shopSuite();
const AXE_SOURCE = `${fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;true`;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page, include?: string): Promise<string[]> {
  // The shop's Content Security Policy refuses inline scripts (addScriptTag), so axe is
  // evaluated through the debugging protocol, which the page's policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(scope ? { include: [scope] } : document, {
      resultTypes: ['violations'],
    });
    return result.violations;
  }, include ?? null);
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`,
      ),
    );
}

interface ApiProduct {
  slug: string;
  name: string;
}

async function anyProduct(): Promise<ApiProduct> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1/products?inStock=true&pageSize=1`);
  const list = (await response.json()) as { items: ApiProduct[] };
  const product = list.items[0];
  if (!product) throw new Error('the seeded catalog has no product in stock');
  return product;
}

async function signIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP code').fill(await codeFromOutbox(suite.shop.dataDir, email, since));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '360', width: 360, height: 780 },
] as const;

describe.each(VIEWPORTS)('at $label px', ({ label, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const report: Record<string, string[]> = {};

  beforeAll(async () => {
    context = await suite.newContext({ viewport: { width, height } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  const check = async (screen: string, include?: string) => {
    // Let fonts, images and late lists settle so axe judges what the shopper sees.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    report[screen] = await violations(page, include);
    expect({ screen, violations: report[screen] }).toEqual({ screen, violations: [] });
  };

  test('home, category, search and product pages', async () => {
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await check('home');

    await page.goto(`${suite.shop.url}/category/desktop-components`);
    await page.locator('main h1').first().waitFor();
    await page.locator('article[data-price]').first().waitFor();
    await check('category');

    await page.goto(`${suite.shop.url}/search?q=ryzen`);
    await page.locator('article[data-price]').first().waitFor();
    await check('search');

    const product = await anyProduct();
    await page.goto(`${suite.shop.url}/product/${product.slug}`);
    await page.getByRole('heading', { name: product.name }).first().waitFor();
    await check('product');
  });

  test('the cart drawer and checkout', async () => {
    const product = await anyProduct();
    await page.goto(`${suite.shop.url}/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByTestId('cart-badge').click();
    const drawer = page.getByRole('dialog', { name: /Your cart/ });
    await drawer.waitFor();
    await drawer.getByTestId('summary-total').waitFor();
    await check('cart drawer');

    await drawer.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await check('checkout');
  });

  test('the sign-in modal, /orders and /profile', async () => {
    await page.goto(suite.shop.url);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    await check('sign-in modal');
    await page.keyboard.press('Escape');

    await signIn(page, `a11y.${label}.${Date.now()}@example.com`);
    await page.goto(`${suite.shop.url}/orders`);
    await page.locator('main h1').first().waitFor();
    await check('orders');

    await page.goto(`${suite.shop.url}/profile`);
    await page.locator('main h1').first().waitFor();
    await check('profile');
  });

  test('the PC Builder and a selection screen', async () => {
    await page.goto(`${suite.shop.url}/pc-builder`);
    await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
    await check('pc-builder');

    await page.getByRole('link', { name: /^(Choose|Change) Processor$/ }).click();
    await page.getByRole('heading', { name: 'Choose Processor' }).waitFor();
    await page.locator('section[aria-busy="false"]').waitFor();
    await check('selection');
  });
});

test('keyboard focus is always visible', async () => {
  const page = await suite.open('/');
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  const invisible: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The ring may be drawn by a close container (a product card around its link).
      const outlined = (node: Element) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      };
      let ring = getComputedStyle(element).boxShadow !== 'none';
      for (let node: Element | null = element, depth = 0; node && depth < 4; depth += 1) {
        ring ||= outlined(node);
        node = node.parentElement;
      }
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return { ring, name: `${element.tagName.toLowerCase()} "${name}"` };
    });
    if (focus && !focus.ring) invisible.push(focus.name);
  }
  expect(invisible).toEqual([]);
});

test('with reduced motion the carousel and the startup popup do not animate', async () => {
  const calm = await suite.browser.newContext({ reducedMotion: 'reduce' });
  try {
    const page = await calm.newPage();
    await page.goto(suite.shop.url);
    const dialog = page.getByRole('dialog', { name: 'Updates are coming soon' });
    await dialog.waitFor({ timeout: 5000 });
    const popupMotion = await dialog.evaluate((element) => {
      const durations: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        durations.push(style.transitionDuration, style.animationDuration);
      }
      return durations;
    });
    expect(popupMotion.filter((duration) => !/^0s(, 0s)*$/.test(duration))).toEqual([]);
    await page.getByRole('button', { name: 'Explore the shop' }).click();

    const carousel = page.getByRole('region', { name: 'Featured offers' });
    await carousel.waitFor();
    // Colour fades on hover are no motion; what moves things (a transform, a position,
    // a keyframe animation) must be off.
    const moving = await carousel.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).flatMap((node) => {
        const style = getComputedStyle(node);
        const sliding =
          !/^0s(, 0s)*$/.test(style.transitionDuration) &&
          /\b(all|transform|translate|left|right|top|bottom|margin-left|opacity)\b/.test(
            style.transitionProperty,
          );
        const animated =
          style.animationName !== 'none' && !/^0s(, 0s)*$/.test(style.animationDuration);
        return sliding || animated
          ? [`${node.tagName.toLowerCase()}.${node.className}: ${style.transitionProperty}`]
          : [];
      }),
    );
    expect(moving).toEqual([]);

    // Nor does it advance by itself (it would every 4 s): the slide on show stays the first
    // until the shopper picks another with a dot.
    const activeSlide = () =>
      carousel
        .locator('[aria-roledescription="slide"][data-active="true"]')
        .getAttribute('aria-label');
    expect(await activeSlide()).toMatch(/^1 of \d$/);
    await page.waitForTimeout(9_000);
    expect(await activeSlide()).toMatch(/^1 of \d$/);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    expect(await activeSlide()).toMatch(/^2 of \d$/);
  } finally {
    await calm.close();
  }
});
