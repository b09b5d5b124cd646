import path from 'node:path';
import { APPS, type AppName } from '../../scripts/lib/apps';
import { launchBrowser } from '../support/browser';
import {
  COLD_HOME_BUDGET_KIB,
  coldScripts,
  kib,
  packageCopies,
  servedScripts,
  servedKib,
} from '../support/page-bytes';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// What the shop's JavaScript costs, as the servers send it (brotli). Each app has a
// budget for all the JavaScript its build serves (its own code and its fallback copies of
// the shared packages); a cold home page has one for everything it loads, with one copy
// each of React, React DOM and the federation runtime. Raising a budget is a decision to
// make in review, with the page-speed benchmark's figures (npm run bench -w e2e).

const ROOT = path.resolve(__dirname, '../..');

/** KiB of brotli per app: about 10% above the builds of the day the budgets were set. */
const APP_BUDGETS_KIB: Record<AppName, number> = {
  shell: 140,
  // +3: every app carries its fallback copy of the shared i18n runtime (docs/i18n.md).
  // +7: its words in three languages, six catalogs of 0.9-2.7 KiB each (10.8 KiB in all,
  // the English left its code): 157.1 -> 163.6 KiB. A page loads one language's one or two.
  // +2: back in stock (decision 25): the form's chunk (1.0 KiB) and its words in three
  // languages (0.3-0.5 KiB each), loaded only by an out-of-stock product's page: 166.0 KiB.
  // +12: decision 25's comparison and recently viewed (163.5 -> 175.7 KiB alone): /compare's
  // page (table, rows, share), the tray, the strip, their words in three languages (0.7-0.9
  // KiB each, a page loads one), and the library modules the new page's chunk repeats. A cold
  // page loads only the toggle and the stored set (see COLD_HOME_BUDGET_KIB).
  // +7: the wishlist (decision 25): the heart on every card, the /wishlist page and the
  // part that merges and saves the list in the account (each loaded only where needed),
  // and the page's words in three languages (0.4-0.6 KiB each): about 164 -> 170.4 KiB.
  // +7: buyers' reviews (decision 25): the product page's reviews section, its own chunk
  // (3.4 KiB) loaded when the shopper comes near it, and its words in three languages
  // (0.9-1.2 KiB each; a page loads one); a cold page loads none of it: 163.5 -> 171.0 KiB.
  catalog: 195,
  // Decision 21's ways to pay (the method choice, Stripe's loader chunk, the order page's
  // payment states): 138.0 -> 143.0 KiB; the Stripe.js script itself is Stripe's, not ours.
  // The shared i18n runtime's fallback copy comes on top (see catalog).
  // +14: its catalogs in three languages, 14.4 KiB as built: the drawer's (1.1 en, 1.5 ja,
  // 1.5 bn), the checkout's and order pages' (2.3, 3.2, 3.3) and the prefectures' (0.5, 0.6,
  // 0.5); a page loads one language of those it needs, a cold page none (docs/i18n.md).
  // +7: after the purchase (decision 24): the receipt download, the /track page and the
  // order page's return or claim section, with their words in three languages (after-sale/,
  // 0.9-1.2 KiB each; a page loads one): 162.0 -> 168.6 KiB. +2: the timeline's carrier
  // names in three languages and /track's carrier link: 170.7 KiB.
  cart: 172,
  // +3: the shared i18n runtime's fallback copy (see catalog) and the sign-in remote's
  // words in three languages (7.0 KiB brotli, the header's own 0.9 of it; a page loads one
  // language): 139.1 KiB built.
  auth: 142,
  // +7: the i18n runtime's fallback copy and the builder's words in three languages
  // (13.9 KiB brotli: slots, lists, the compatibility sentences; a page loads one): 143.7.
  pcBuilder: 146,
  // +14: the back office's and the counter's words in three languages (docs/i18n.md),
  // one chunk each, only the page's loaded: en 4.0, ja 4.7, bn 5.0 KiB (131.0 -> 144.7 KiB).
  // +3: the Reviews tab (decision 25) and its words in three languages: 148.7 -> 150.8 KiB.
  admin: 153,
};

const suite = shopSuite();

test.each(APPS.map((app) => [app.name, app.dir] as const))(
  'the %s build serves no more JavaScript than its budget',
  (name, dir) => {
    const dist = path.join(ROOT, dir, 'dist');
    expect(servedScripts(dist).length).toBeGreaterThan(0);
    const total = servedKib(dist);
    if (total > APP_BUDGETS_KIB[name]) {
      throw new Error(
        `${name} serves ${total.toFixed(1)} KiB of JavaScript (brotli), over its budget of ${APP_BUDGETS_KIB[name]} KiB`,
      );
    }
  },
);

/**
 * The home page in each language, found by its heading's test id (its words differ), as
 * its shoppers' browsers open it: one that prefers the page's language, and one that
 * prefers another and is offered it in a bar written in that language (the offer's own
 * three sentences, not the shell's whole catalog twice).
 */
const HOMES = [
  ['English', '/', 'en-US', null],
  ['日本語', '/ja', 'ja-JP', null],
  ['বাংলা', '/bn', 'bn-BD', null],
  ['日本語, to a browser preferring English', '/ja', 'en-US', 'en'],
  ['বাংলা, to a browser preferring English', '/bn', 'en-US', 'en'],
  ['English, to a browser preferring Japanese', '/', 'ja-JP', 'ja'],
] as const;

test.each(HOMES)(
  `a cold home page in %s (%s) loads at most ${COLD_HOME_BUDGET_KIB} KiB of JavaScript, one React, one React DOM, one federation runtime`,
  async (_language, address, browserLocale, offered) => {
    const pageLanguage = address === '/' ? 'en' : address.slice(1);
    const browser = await launchBrowser();
    try {
      const scripts = await coldScripts(
        browser,
        `${suite.shop.url}${address === '/' ? '' : address}`,
        async (page) => {
          await page.getByTestId('home-heading').waitFor({ state: 'attached' });
          // Live, not just the server's HTML: the category tiles' heading is hydrated.
          await page.locator('#categories-title').waitFor();
          if (offered) await page.locator(`section[lang="${offered}"]`).waitFor();
        },
        { ...process.env, ...TEST_PORTS },
        undefined,
        browserLocale,
      );
      const total = kib(scripts.reduce((sum, script) => sum + script.bytes, 0));
      const listing = scripts.map((s) => `${kib(s.bytes).toFixed(1)} ${s.url}`).join('\n');
      expect(scripts.length).toBeGreaterThan(0);
      // Only the page's language's words.
      const otherWords = scripts.filter(
        (s) =>
          /messages-(en|ja|bn)/.test(s.url) &&
          !s.url.includes(`messages-${pageLanguage}`) &&
          !(offered && s.url.includes(`offer-messages-${offered}`)),
      );
      expect(otherWords.map((s) => s.url)).toEqual([]);
      if (total > COLD_HOME_BUDGET_KIB) {
        throw new Error(
          `A cold home page (${address}) loads ${total.toFixed(1)} KiB of JavaScript, over its budget of ${COLD_HOME_BUDGET_KIB} KiB:\n${listing}`,
        );
      }
      // Only the home page's words: the listing, product and search pages' stay behind.
      expect(scripts.filter((s) => /listing-messages/.test(s.url))).toEqual([]);
      expect(packageCopies(scripts)).toEqual({
        react: [expect.any(String)],
        'react-dom': [expect.any(String)],
        'federation runtime': [expect.any(String)],
      });
    } finally {
      await browser.close();
    }
  },
);
