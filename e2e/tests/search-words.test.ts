import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { shopSuite } from '../support/suite';

// What shoppers type into the box on a phone: a misspelt brand is corrected (and said
// so, with a way back to the text as typed), and the everyday, Japanese and Bangla words
// for a product type find that type.

const suite = shopSuite();
const SHOTS = path.resolve(__dirname, '../../test-results/search-words');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const firstResults = (page: Page) =>
  page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.slice(0, 5).map((card) => card.textContent ?? ''));

describe('search words at 360 px', () => {
  test('a misspelt "rizen" shows Ryzen, says so, and can search the text as typed', async () => {
    const context = await suite.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${suite.shop.url}/search?q=rizen`);
      const correction = page.getByTestId('search-correction');
      await correction.getByText('Showing results for').waitFor();
      expect(await correction.locator('strong').textContent()).toBe('ryzen');
      const names = await firstResults(page);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/ryzen/i);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await shot(page, 'corrected-rizen-360');

      await correction.getByRole('link', { name: 'Search instead for rizen' }).click();
      await page.waitForURL((url) => url.searchParams.get('exact') === 'true');
      await correction.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['gpu', /graphics card|geforce|radeon|rtx|rx \d/i],
    ['グラボ', /graphics card|geforce|radeon|rtx|rx \d/i],
    ['মনিটর', /monitor/i],
  ])('"%s" finds that product type first', async (query, expected) => {
    const context = await suite.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.shop.url}/search?q=${encodeURIComponent(query)}`);
      await page.getByTestId('product-card').first().waitFor();
      const names = await firstResults(page);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(expected);
    } finally {
      await context.close();
    }
  });
});
