import path from 'node:path';
import { APPS, type AppName } from '../../scripts/lib/apps';
import { launchBrowser } from '../support/browser';
import { coldScripts, kib, packageCopies, servedScripts, servedKib } from '../support/page-bytes';
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
  catalog: 158,
  // Decision 21's ways to pay (the method choice, Stripe's loader chunk, the order page's
  // payment states): 138.0 -> 143.0 KiB; the Stripe.js script itself is Stripe's, not ours.
  // The shared i18n runtime's fallback copy comes on top (see catalog).
  cart: 149,
  auth: 139,
  pcBuilder: 139,
  admin: 136,
};

/**
 * A cold home page's JavaScript, KiB as sent. 180 since the three languages: the i18n
 * runtime (2.0 KiB), the shell's English words (1.4 KiB) and the locale code measured
 * 175.5 KiB (docs/i18n.md).
 */
const COLD_HOME_BUDGET_KIB = 180;

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

test(`a cold home page loads at most ${COLD_HOME_BUDGET_KIB} KiB of JavaScript, one React, one React DOM, one federation runtime`, async () => {
  const browser = await launchBrowser();
  try {
    const scripts = await coldScripts(
      browser,
      suite.shop.url,
      (page) => page.getByRole('heading', { name: 'Shop by category' }).waitFor(),
      { ...process.env, ...TEST_PORTS },
    );
    const total = kib(scripts.reduce((sum, script) => sum + script.bytes, 0));
    const listing = scripts.map((s) => `${kib(s.bytes).toFixed(1)} ${s.url}`).join('\n');
    expect(scripts.length).toBeGreaterThan(0);
    if (total > COLD_HOME_BUDGET_KIB) {
      throw new Error(
        `A cold home page loads ${total.toFixed(1)} KiB of JavaScript, over its budget of ${COLD_HOME_BUDGET_KIB} KiB:\n${listing}`,
      );
    }
    expect(packageCopies(scripts)).toEqual({
      react: [expect.any(String)],
      'react-dom': [expect.any(String)],
      'federation runtime': [expect.any(String)],
    });
  } finally {
    await browser.close();
  }
});
