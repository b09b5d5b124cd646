import type { Page } from 'playwright-core';
import { collectErrors, screenshot } from '../support/browser';
import { codeFromOutbox, mailFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// The whole journey of a new visitor, at a phone and a desktop width: the startup popup,
// a search and a filter, a product into the cart, a compatible PC built and added,
// sign-in with the mailed code, a coupon, a shipping estimate, a checkout done with the
// keyboard alone, the confirmation mail and its link, My Orders at the drawer's total,
// and signing out.

const suite = shopSuite();

const VIEWPORTS = [
  { label: '360', width: 360, height: 780 },
  { label: '1280', width: 1280, height: 900 },
] as const;

/** Elements the keyboard reached without a visible focus ring, by name. */
const unringed = new Set<string>();

/**
 * Tabs (forward) until the focused element's name matches, as a keyboard user would:
 * its label, aria-label or text. Fails when a whole lap does not reach it. Every element
 * passed on the way must show where focus is (an outline or a focus shadow on it or a
 * close container); those that do not are collected in `unringed`.
 */
async function tabTo(page: Page, name: RegExp, maxPresses = 120): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement & {
        labels?: NodeListOf<HTMLLabelElement>;
      };
      if (!element || element === document.body) return { text: '', ring: true, tag: '' };
      const outlined = (node: Element) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      };
      let ring = getComputedStyle(element).boxShadow !== 'none';
      for (let node: Element | null = element, depth = 0; node && depth < 4; depth += 1) {
        ring ||= outlined(node);
        node = node.parentElement;
      }
      const label = element.labels?.[0]?.textContent ?? '';
      return {
        text: `${label}|${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`,
        ring,
        tag: element.tagName.toLowerCase(),
      };
    });
    if (!focused.ring) {
      unringed.add(`${focused.tag} "${focused.text.replace(/\|+/g, ' ').trim().slice(0, 40)}"`);
    }
    if (focused.text.split('|').some((part) => name.test(part.trim()))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe.each(VIEWPORTS)('the journey at $label px', ({ label, width, height }) => {
  test('from the startup popup to signing out', async () => {
    // A new visitor: no popup seen yet, nothing stored.
    const context = await suite.browser.newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(suite.shop.url);
      const popup = page.getByRole('dialog', { name: 'Updates are coming soon' });
      await popup.waitFor({ timeout: 5000 });
      await page.getByRole('button', { name: 'Explore the shop' }).click();
      await popup.waitFor({ state: 'detached' });

      // Search, filter by brand, open a product, add it.
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('ryzen');
      await page.getByRole('option').first().waitFor();
      await box.press('Escape');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=ryzen/);
      await page.locator('article[data-price]').first().waitFor();
      const filters = page.getByRole('complementary', { name: 'Filters' });
      // The brands come with the results' facets; every Ryzen is an AMD. On a phone the
      // panel is folded behind its Filters button.
      const brand = filters.getByRole('checkbox', { name: /^AMD/ });
      const toggle = filters.getByRole('button', { name: /^Filters/ });
      for (let attempt = 0; attempt < 20 && !(await brand.isVisible()); attempt += 1) {
        if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
          await toggle.click();
        await page.waitForTimeout(250);
      }
      await brand.waitFor();
      await brand.click();
      await page.waitForURL(/brand=AMD/);
      await page.locator('article[data-price]').first().waitFor();
      const brands = await page
        .locator('article[data-price]')
        .evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-brand')))]);
      expect(brands).toHaveLength(1);
      await page.locator('article[data-price]').first().locator('h3 a').click();
      await page.getByText('(With Tax)').waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      const badge = page.getByTestId('cart-badge');
      await badge.getByText('1', { exact: true }).waitFor();

      // A compatible PC: processor, motherboard and memory, then into the cart.
      await page.goto(`${suite.shop.url}/pc-builder`);
      await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
      for (const [slot, search, part] of [
        ['Processor', 'Ryzen 5 7600', 'AMD Ryzen 5 7600'],
        ['Motherboard', 'B650M-A', 'MSI PRO B650M-A WiFi'],
        ['RAM', 'Flare X5', 'G.Skill Flare X5 32GB (2x16GB) DDR5-6000'],
      ] as const) {
        await page.getByRole('link', { name: new RegExp(`^(Choose|Change) ${slot}$`) }).click();
        await page.getByRole('heading', { name: `Choose ${slot}` }).waitFor();
        await page.getByLabel('Search by name').fill(search);
        await page.locator('section[aria-busy="false"]').waitFor();
        await page
          .getByRole('button', { name: `Select This Component: ${part}`, exact: true })
          .click();
        await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
      }
      const summary = page.getByRole('complementary', { name: 'Build summary' });
      await summary.getByText('No compatibility problems found.').waitFor();
      await summary.getByRole('button', { name: 'Add to Cart' }).click();
      await summary.getByText('Added 3 parts to your cart.').waitFor();
      await badge.getByText('4', { exact: true }).waitFor();
      // The build's parts open the cart drawer (its code may still be on its way): shut it
      // before anything else is pressed.
      const closeCart = page.getByRole('button', { name: 'Close cart' });
      await closeCart.click();
      await closeCart.waitFor({ state: 'hidden' });

      // Sign in with the code the shop mailed.
      const email = `journey.${label}.${Date.now()}@example.com`;
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(email);
      const codeSince = Date.now();
      await signIn.getByRole('button', { name: 'Send OTP' }).click();
      await signIn
        .getByLabel('OTP code')
        .fill(await codeFromOutbox(suite.shop.dataDir, email, codeSince));
      await signIn.getByRole('button', { name: 'Verify OTP' }).click();
      await signIn.waitFor({ state: 'detached' });
      const account = page.getByRole('banner').getByRole('button', { name: email.split('@')[0] });
      await account.waitFor();

      // The drawer: a coupon and an estimate for Okinawa.
      await badge.click();
      const drawer = page.getByRole('dialog', { name: /Your cart/ });
      await drawer.getByLabel('Coupon code').fill('WELCOME10');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await drawer.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
      await drawer.getByRole('button', { name: 'Calculate' }).click();
      const calculate = page.getByRole('dialog', { name: 'Calculate shipping' });
      await calculate.getByLabel('Prefecture').selectOption('Okinawa');
      await calculate.getByLabel('City').fill('Naha');
      await calculate.getByLabel('Postcode').fill('900-0001');
      await calculate.getByRole('button', { name: 'Update' }).click();
      await calculate.getByTestId('calculate-result').getByText(/\d/).first().waitFor();
      await page.keyboard.press('Escape');
      await calculate.waitFor({ state: 'detached' });
      await drawer
        .getByTestId('summary-delivery')
        .getByText(/Okinawa/)
        .waitFor();
      await drawer.getByTestId('summary-total').getByText(/৳/).waitFor();
      const drawerTotal = (await drawer.getByTestId('summary-total').textContent()) ?? '';
      await screenshot(page, `journey-drawer-${label}`);

      // From here the keyboard alone: Place Order, the form, the test card, submit; focus
      // visible on every element the keyboard passes.
      unringed.clear();
      await tabTo(page, /^Place Order$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByTestId('summary-total').getByText(drawerTotal).waitFor();
      await typeInto(page, /^First name/, 'Hanako');
      await typeInto(page, /^Last name/, 'Yamada');
      await typeInto(page, /^Address/, '1-2-3 Kumoji');
      await typeInto(page, /^Card number/, '4242 4242 4242 4242');
      await typeInto(page, /^Name on card/, 'HANAKO YAMADA');
      await typeInto(page, /^Expiry/, '12/30');
      await typeInto(page, /^CVV/, '123');
      await tabTo(page, /^Place Order$/);
      const mailSince = Date.now();
      await page.keyboard.press('Enter');
      const success = page.getByTestId('order-success');
      await success.waitFor();
      const orderId = (await success.getByTestId('order-id').textContent()) ?? '';
      expect(orderId).toMatch(/^CH-[0-9A-Z]{10}$/);
      expect([...unringed]).toEqual([]);
      await screenshot(page, `journey-success-${label}`);

      // The confirmation mail, and the order opened from its link.
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, mailSince);
      expect(mail).toContain(`Total: ${drawerTotal}`);
      const link = new RegExp(`${suite.shop.url}/orders/${orderId}[^\\s"<>]*`).exec(mail)?.[0];
      expect(link).toBeDefined();
      await page.goto(link ?? '');
      await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
      await page.getByText(drawerTotal).first().waitFor();

      // My Orders lists it at the total the drawer showed.
      await page.goto(`${suite.shop.url}/orders`);
      const row = page.getByRole('link', { name: new RegExp(`Order ${orderId}`) });
      await row.waitFor();
      expect(await row.textContent()).toContain(drawerTotal);

      // Sign out.
      await account.click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
