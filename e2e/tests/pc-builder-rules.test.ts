import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { shopSuite } from '../support/suite';

// The PC Builder's one rule set, seen as a shopper sees it on the real API and seeded
// catalog: an NR200P build with an ATX supply and a 360 mm cooler, the DDR4 dead end of a
// Core Ultra explained, an RX 7800 XT with a 650 W supply, a hand-edited share link, and
// Add to Cart naming a sold-out part first. Screenshots at 1280 and 360 px go to
// test-results/pc-builder-rules/.

const suite = shopSuite();

const PHONE = { viewport: { width: 360, height: 740 } };
const SHOTS = path.resolve(__dirname, '../../test-results/pc-builder-rules');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // From the top, so the header (it hides while scrolling) is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Build summary' });

async function openBuilder(context?: BrowserContext): Promise<Page> {
  const page = await suite.open('/pc-builder', context);
  await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
  return page;
}

/** Waits until the part list shows the answer to the current filters. */
async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** From the builder: open a slot's list and search it. */
async function openList(page: Page, slot: string, search: string, allParts = false) {
  await page.getByRole('link', { name: new RegExp(`^(Choose|Change) ${slot}$`) }).click();
  await page.getByRole('heading', { name: `Choose ${slot}` }).waitFor();
  if (allParts) await page.getByRole('switch', { name: 'Compatible only' }).uncheck();
  await page.getByLabel('Search by name').fill(search);
  await settled(page);
}

async function select(page: Page, part: string) {
  const button = page.getByRole('button', { name: `Select This Component: ${part}`, exact: true });
  await button.waitFor();
  await button.click();
  await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
}

async function choose(page: Page, slot: string, search: string, part: string, allParts = false) {
  await openList(page, slot, search, allParts);
  await select(page, part);
}

async function noSideScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

interface ListedPart {
  id: string;
  name: string;
  stock: boolean;
}

async function parts(query: string): Promise<ListedPart[]> {
  const response = await fetch(`${suite.shop.url}/api/v1/builder/parts?pageSize=48&${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ListedPart[] }).items;
}

test('1280 px: an NR200P with an ATX supply and a 360 mm cooler shows both Problems with their sizes', async () => {
  const page = await openBuilder();
  const errors = collectErrors(page);
  await choose(page, 'Processor', 'Ryzen 5 7600', 'AMD Ryzen 5 7600');
  await choose(page, 'Motherboard', 'B650I', 'Gigabyte B650I Aorus Ultra');
  await choose(page, 'Casing', 'NR200P', 'Cooler Master MasterBox NR200P Mini-ITX Case');

  // No supply of the catalog fits the case: the empty list says the case is why.
  await openList(page, 'Power Supply', 'RM750e');
  await page.getByText('No products found').waitFor();
  await page
    .getByText(/because of the Cooler Master MasterBox NR200P Mini-ITX Case \(Casing\)/)
    .waitFor();
  await shot(page, 'nr200p-power-supply-list-1280');
  await page.getByRole('switch', { name: 'Compatible only' }).uncheck();
  await settled(page);
  await page
    .getByText(/is an ATX power supply, but the Cooler Master/)
    .first()
    .waitFor();
  await select(page, 'Corsair RM750e 750W Power Supply');

  await choose(page, 'CPU Cooler', 'Kraken Elite 360', 'NZXT Kraken Elite 360', true);

  const box = summary(page);
  await box
    .getByText(
      'The NZXT Kraken Elite 360 has a 360 mm radiator, but the Cooler Master MasterBox NR200P Mini-ITX Case mounts radiators of 120, 240, 280 mm only.',
    )
    .waitFor();
  await box
    .getByText(
      'The Corsair RM750e 750W Power Supply is an ATX power supply, but the Cooler Master MasterBox NR200P Mini-ITX Case takes SFX, SFX-L power supplies only.',
    )
    .waitFor();
  expect(await box.getByText('No compatibility problems found.').count()).toBe(0);
  await shot(page, 'nr200p-build-1280');
  expect(errors).toEqual([]);
});

test('360 px: a Core Ultra with DDR4 is a Problem, and the empty motherboard list says why', async () => {
  const phone = await suite.newContext(PHONE);
  const page = await openBuilder(phone);
  await choose(page, 'Processor', 'Ultra 7 265K', 'Intel Core Ultra 7 265K');
  // The compatible memory list has no DDR4 for this processor; with the switch off it does.
  await openList(page, 'RAM', 'LPX 16GB');
  await page.getByText('No products found').waitFor();
  await page.getByRole('switch', { name: 'Compatible only' }).uncheck();
  await settled(page);
  await select(page, 'Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200');
  await summary(page)
    .getByText(
      'The Intel Core Ultra 7 265K supports DDR5 memory only, but the Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200 is DDR4.',
    )
    .waitFor();
  await noSideScroll(page);
  await shot(page, 'ddr4-dead-end-build-360');

  await page.getByRole('link', { name: 'Choose Motherboard' }).click();
  await settled(page);
  await page.getByText('No products found').waitFor();
  await page
    .getByText(/2 only because of the Corsair Vengeance LPX 16GB \(2x8GB\) DDR4-3200 \(RAM\)/)
    .waitFor();
  await noSideScroll(page);
  await shot(page, 'ddr4-dead-end-motherboards-360');
  await phone.close();
});

test('an RX 7800 XT with a 650 W supply: the list flags it, the summary recommends the maker’s 750 W (1280 and 360 px)', async () => {
  const page = await openBuilder();
  await choose(page, 'Processor', 'Ryzen 5 7600', 'AMD Ryzen 5 7600');
  await choose(page, 'Graphics Card', 'RX 7800 XT', 'ASUS Radeon RX 7800 XT TUF Gaming 16GB');
  expect(await summary(page).getByTestId('recommended-psu').innerText()).toBe('750 W');

  // Fits, flagged: not hidden.
  await openList(page, 'Power Supply', 'CX650');
  const card = page.locator('[data-product-id]', { hasText: 'Corsair CX650 650W Power Supply' });
  await card.getByText(/Warning: .*recommends at least 750 W/).waitFor();
  await shot(page, 'rx7800xt-power-supply-list-1280');
  await select(page, 'Corsair CX650 650W Power Supply');

  const box = summary(page);
  await box
    .getByText(
      /The Corsair CX650 650W Power Supply gives 650 W; the ASUS Radeon RX 7800 XT TUF Gaming 16GB’s maker recommends at least 750 W/,
    )
    .waitFor();
  await box.getByText('The parts fit together, with a warning.').waitFor();
  expect(await box.getByText('No compatibility problems found.').count()).toBe(0);
  await shot(page, 'rx7800xt-build-1280');

  const phone = await suite.newContext(PHONE);
  const small = await openBuilder(phone);
  await small.evaluate(
    (selection) => localStorage.setItem('circuithaat.pcBuilder.selection', selection),
    await page.evaluate(() => localStorage.getItem('circuithaat.pcBuilder.selection') ?? '{}'),
  );
  await small.reload();
  await summary(small)
    .getByText(/maker recommends at least 750 W/)
    .waitFor();
  await noSideScroll(small);
  await shot(small, 'rx7800xt-build-360');
  await phone.close();
});

test('a hand-edited share link with a keyboard as the processor shows its Problem (1280 and 360 px)', async () => {
  const [keyboard] = await parts('slot=keyboard&q=K120');
  const [board] = await parts('slot=motherboard&q=B650M-A');
  const link = `/pc-builder?view=shared&name=Tampered&cpu=${keyboard!.id}&motherboard=${board!.id}`;
  for (const [context, width] of [
    [suite.context, 1280],
    [await suite.newContext(PHONE), 360],
  ] as const) {
    const page = await suite.open(link, context);
    await page.getByRole('heading', { name: 'Shared build: Tampered' }).waitFor();
    await page
      .getByText('The Logitech K120 Keyboard is a keyboard, not a part for the Processor slot.')
      .waitFor();
    expect(await page.getByText('No compatibility problems found.').count()).toBe(0);
    if (width === 360) await noSideScroll(page);
    await shot(page, `tampered-link-${width}`);
  }
});

test('Add to Cart names a sold-out part before it adds anything', async () => {
  let soldOut: { slot: string; part: ListedPart } | undefined;
  for (const slot of ['storage', 'ram', 'cpu-cooler', 'casing', 'power-supply', 'motherboard']) {
    const part = (await parts(`slot=${slot}&compatibleOnly=false`)).find((p) => !p.stock);
    if (part) {
      soldOut = { slot, part };
      break;
    }
  }
  expect(soldOut).toBeDefined();
  const slotName = {
    storage: 'Storage',
    ram: 'RAM',
    'cpu-cooler': 'CPU Cooler',
    casing: 'Casing',
    'power-supply': 'Power Supply',
    motherboard: 'Motherboard',
  }[soldOut!.slot]!;
  const page = await openBuilder();
  await choose(page, 'Processor', 'Ryzen 5 7600', 'AMD Ryzen 5 7600');
  await openList(page, slotName, soldOut!.part.name, true);
  const card = page.locator('[data-product-id]', { hasText: soldOut!.part.name }).first();
  await card.getByText(/^Out of stock/).waitFor();
  await select(page, soldOut!.part.name);

  await summary(page).getByRole('button', { name: 'Add to Cart' }).click();
  const panel = summary(page).getByRole('group', { name: 'Parts that cannot be bought' });
  await panel.getByText(soldOut!.part.name).waitFor();
  await shot(page, 'sold-out-add-to-cart-1280');
  await panel.getByRole('button', { name: 'Add the other 1 part' }).click();
  await summary(page)
    .getByText(/^Added 1 part to your cart; not added/)
    .waitFor();
});
