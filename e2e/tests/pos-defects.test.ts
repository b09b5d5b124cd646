import { backOffice, shotInto, type Session } from '../support/back-office';
import { shopSuite } from '../support/suite';

// The counter as a clerk meets it: a quantity over stock is lowered and the line says
// so; a name search pages on past its first 10 results; a reload keeps the sale being
// rung up; and the sale is stored where the receipt says it happened, the Dhaka showroom.

const ADMIN = 'pos.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);
const SHOTS = process.env.ORDERS_SCREENSHOTS_DIR;

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
}, 60_000);

afterEach(() => staff.closeAll());

test('over-stock quantity says "Only N in stock", search shows more, a reload keeps the basket, the sale is stored in Bangladesh', async () => {
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 2);
  const page = await staff.signedInPage(admin);
  await page.goto(`${suite.shop.url}/pos`);
  const scan = page.getByLabel(/Scan or type a product code/);
  await scan.fill(product!.id);
  await scan.press('Enter');
  const quantity = page.getByLabel(`Quantity of ${product!.name}`);
  await quantity.fill(String(product!.stockQuantity + 5));
  await page.getByText(`Only ${product!.stockQuantity} in stock`).waitFor();
  expect(await quantity.inputValue()).toBe(String(product!.stockQuantity));
  await shotInto(SHOTS, page, 'pos-stock-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shotInto(SHOTS, page, 'pos-stock-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The basket survives a reload of the tab.
  await page.reload();
  await quantity.waitFor();
  expect(await quantity.inputValue()).toBe(String(product!.stockQuantity));

  // A name with more than 10 matches: the first 10, then more on request.
  let term = '';
  let total = 0;
  for (const candidate of ['Corsair', 'AMD', 'Samsung', 'ASUS', 'Intel']) {
    const found = await staff.api<{ total: number }>(`/admin/products?q=${candidate}&pageSize=1`, {
      token: admin.access_token,
    });
    if (found.body.total > 10) {
      term = candidate;
      total = found.body.total;
      break;
    }
  }
  expect(total).toBeGreaterThan(10);
  await scan.fill(term);
  await scan.press('Enter');
  const results = page.getByRole('list', { name: 'Matching products' }).getByRole('listitem');
  await page.getByText(`Showing 10 of ${total}`).waitFor();
  expect(await results.count()).toBe(10);
  await page.getByRole('button', { name: 'Show more' }).click();
  const shown = Math.min(20, total);
  await page.getByText(`Showing ${shown} of ${total}`).waitFor();
  expect(await results.count()).toBe(shown);

  // Ring up and pay cash: the stored sale names the showroom, in Bangladesh.
  await page
    .getByLabel('Cash handed over (৳)')
    .fill(String(product!.price * product!.stockQuantity));
  await page.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await receipt.getByText('Dhaka showroom').waitFor();
  const latest = await staff.api<{ items: { id: string }[] }>(
    '/admin/orders?channel=pos&pageSize=1',
    { token: admin.access_token },
  );
  const saleId = latest.body.items[0]!.id;
  await receipt.getByText(`Sale ${saleId}`).waitFor();
  const stored = await staff.api<{ shipping: { city: string; country: string } }>(
    `/admin/orders/${saleId}`,
    { token: admin.access_token },
  );
  expect(stored.body.shipping).toMatchObject({ city: 'Dhaka', country: 'Bangladesh' });

  // A finished sale leaves nothing behind for the next reload.
  await page.getByRole('button', { name: 'New sale' }).click();
  await page.reload();
  await page.getByText('Nothing rung up yet.').waitFor();
});
