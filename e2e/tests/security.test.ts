import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { shopSuite } from '../support/suite';

// Security review finding 6: the shop works with its Content Security Policy on. Every
// page a shopper uses loads its remotes, styles, images and API answers without one
// CSP violation, and the headers are what the policy promises.

const suite = shopSuite();

/** Records every CSP violation the page reports, from its first script on. */
const WATCH_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

async function openWatched(path: string): Promise<{ page: Page; console: string[] }> {
  const context = suite.context;
  await context.addInitScript(WATCH_VIOLATIONS);
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.goto(`${suite.shop.url}${path}`);
  return { page, console };
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  // Late loads (lazy remotes, images) have had their chance once the network is quiet.
  await page.waitForLoadState('networkidle');
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  return [...reported, ...console];
}

async function firstProductSlug(): Promise<string> {
  const answer = await fetch(`${suite.shop.apiUrl}/api/v1/products?pageSize=1`);
  const body = (await answer.json()) as { items?: { slug: string }[] };
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error(`no product in ${JSON.stringify(body).slice(0, 200)}`);
  return slug;
}

test('the shell answers with a CSP that allows no inline script but by its hash, no framing, no sniffing', async () => {
  const response = await fetch(`${suite.shop.url}/`);
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  // Exactly the remotes of remotes.json, by origin.
  const remotes = (await (await fetch(`${suite.shop.url}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  for (const url of Object.values(remotes)) expect(scriptSrc).toContain(new URL(url).origin);
  // Stripe.js (decision 21), as Stripe's security guide asks: its script, its frames (card
  // fields, 3-D Secure) and its API; nothing wider.
  expect(scriptSrc).toContain('https://js.stripe.com');
  expect(/frame-src ([^;]+)/.exec(csp)?.[1]).toBe(
    "'self' https://js.stripe.com https://hooks.stripe.com",
  );
  expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toContain('https://api.stripe.com');
  expect(csp).not.toContain('*.stripe.com');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // The shell's HTML holds no inline script but the ones the CSP names by their hash.
  const html = await response.text();
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((match) => match[1] ?? '');
  for (const code of inline)
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);

  const remoteEntry = await fetch(Object.values(remotes)[0] as string);
  expect(remoteEntry.headers.get('x-content-type-options')).toBe('nosniff');
});

test.each([
  ['home', '/', 'main [data-testid="product-card"]'],
  ['sign-in page', '/login', 'h1'],
  ['builder', '/pc-builder', 'main h1'],
])('the %s loads without a CSP violation', async (name, path, ready) => {
  const { page, console } = await openWatched(path);
  await page.locator(ready).first().waitFor();
  expect(await violations(page, console)).toEqual([]);
  await screenshot(page, `security-${name.replace(/\W+/g, '-')}-1280`);
});

test('a product page, the sign-in modal and checkout load without a CSP violation', async () => {
  const slug = await firstProductSlug();
  const { page, console } = await openWatched(`/product/${slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  expect(await violations(page, console)).toEqual([]);

  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  expect(await violations(page, console)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`${suite.shop.url}/checkout`);
  await page
    .getByRole('heading', { name: /checkout/i })
    .first()
    .waitFor();
  expect(await violations(page, console)).toEqual([]);
  await screenshot(page, 'security-checkout-1280');
});
