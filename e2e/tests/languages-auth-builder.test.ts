import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, hydrationComplaints } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// The sign-in remote and the PC Builder in 日本語 and বাংলা, at a phone's 360 px and a
// desktop's 1280 px: a Japanese shopper signs in with a mailed code in Japanese; a Bangla
// shopper's build shows a DDR4/DDR5 problem in a Bangla sentence (the page writes it
// from its catalog by the finding's code and values), its share link stays under /bn, and
// the server-rendered builder page hydrates without a warning. Screenshots go to
// test-results/languages/ to be looked at.

const suite = shopSuite();
const SHOTS = path.resolve(__dirname, '../../test-results/languages');
const SIZES = [
  ['360', { width: 360, height: 780 }],
  ['1280', { width: 1280, height: 900 }],
] as const;
const SELECTION_KEY = 'circuithaat.pcBuilder.selection';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function expectNoOverflow(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

interface ListedPart {
  id: string;
  name: string;
}

/** A seeded part of a slot, as the builder's API lists it (with its builder specs). */
async function part(slot: string, q: string, name: string): Promise<ListedPart> {
  const query = new URLSearchParams({ slot, q, compatibleOnly: 'false', pageSize: '48' });
  const response = await fetch(`${suite.shop.url}/api/v1/builder/parts?${query.toString()}`);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: ListedPart[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`the seeded catalog has no ${name} for ${slot}`);
  return found;
}

let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

describe.each(SIZES)('at %s px', (size, viewport) => {
  test('/ja: the sign-in dialog and its code step in Japanese, signed in at the end', async () => {
    context = await suite.newContext({ viewport, locale: 'ja-JP' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const complaints = hydrationComplaints(page);
    await page.goto(`${suite.shop.url}/ja`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'ログイン' }).click();
    const dialog = page.getByRole('dialog', { name: 'ログイン' });
    await dialog.getByText(/ワンタイムコードをお送りします/).waitFor();
    await dialog.getByLabel('メールアドレス').fill('not-an-email');
    await dialog.getByText('正しいメールアドレスを入力してください').waitFor();
    await expectNoOverflow(page);
    await shot(page, `sign-in-ja-${size}`);

    const email = `taro.${size}.${Date.now()}@example.com`;
    await dialog.getByLabel('メールアドレス').fill(email);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'コードを送信' }).click();
    await dialog.getByLabel('ワンタイムコード').waitFor();
    await dialog
      .getByText(`${email} に6桁のコードをお送りしました。有効期限は10分です。`)
      .waitFor();
    await dialog.getByText(/後に再送信できます/).waitFor();
    expect(await dialog.getByRole('button', { name: 'コードを再送信' }).isDisabled()).toBe(true);
    await shot(page, `sign-in-code-ja-${size}`);
    const code = await codeFromOutbox(suite.shop.dataDir, email, since);
    await dialog.getByLabel('ワンタイムコード').fill(code);
    await dialog.getByRole('button', { name: 'コードを確認' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header.getByRole('button', { name: email.split('@')[0]! }).click();
    await page.getByRole('menuitem', { name: 'マイページ' }).click();
    await page.waitForURL((url) => url.pathname === '/ja/profile');
    await page.getByRole('heading', { name: 'マイページ', level: 1 }).waitFor();
    await expectNoOverflow(page);
    await shot(page, `profile-ja-${size}`);
    expect(complaints).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('/bn PC Builder: a DDR4 kit on a DDR5 board is a Bangla sentence; the share link keeps /bn; no hydration warning', async () => {
    const [board, ram, cpu] = await Promise.all([
      part('motherboard', 'B650M', 'MSI PRO B650M-A WiFi'),
      part('ram', 'LPX 16GB', 'Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200'),
      part('cpu', 'Ryzen 5 7600', 'AMD Ryzen 5 7600'),
    ]);
    context = await suite.newContext({ viewport, locale: 'bn-BD' });
    // A returning shopper's build, kept in this browser.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      SELECTION_KEY,
      JSON.stringify({ cpu, motherboard: board, ram }),
    ] as const);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const complaints = hydrationComplaints(page);

    // The server renders the builder in Bangla.
    const html = await (await fetch(`${suite.shop.url}/bn/pc-builder`)).text();
    expect(html).toMatch(/<html lang="bn"/);
    expect(html).toContain('পিসি বিল্ডার');
    expect(html).toContain('মাদারবোর্ড');

    await page.goto(`${suite.shop.url}/bn/pc-builder`);
    await page.getByRole('heading', { name: 'পিসি বিল্ডার', level: 1 }).waitFor();
    const summary = page.getByRole('complementary', { name: 'বিল্ডের সারাংশ' });
    const problem = summary.locator('[data-code="memory-type"]');
    await problem.waitFor();
    expect(await problem.innerText()).toBe(
      'সমস্যা: Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 হলো DDR4, কিন্তু MSI PRO B650M-A WiFi-এ DDR5 মেমোরি লাগে।',
    );
    await page.waitForLoadState('networkidle');
    await expectNoOverflow(page);
    await shot(page, `builder-bn-${size}`);
    await problem.scrollIntoViewIfNeeded();
    await shot(page, `builder-bn-problem-${size}`);

    await summary.getByRole('button', { name: 'শেয়ার লিংক' }).click();
    const link = await summary.getByLabel('এই বিল্ডের লিংক').inputValue();
    const shared = new URL(link);
    expect(shared.pathname).toBe('/bn/pc-builder');
    expect(shared.searchParams.get('view')).toBe('shared');
    expect(shared.searchParams.get('ram')).toBe(ram.id);

    // The link opens the shared build in Bangla, its problem in Bangla too.
    await page.goto(link);
    await page.getByRole('heading', { name: /^শেয়ার করা বিল্ড/, level: 1 }).waitFor();
    await page
      .locator('[data-code="memory-type"]')
      .getByText(/হলো DDR4, কিন্তু MSI PRO B650M-A WiFi-এ DDR5 মেমোরি লাগে/)
      .waitFor();
    await expectNoOverflow(page);
    await shot(page, `shared-build-bn-${size}`);
    expect(complaints).toEqual([]);
    expect(errors).toEqual([]);
  });
});
