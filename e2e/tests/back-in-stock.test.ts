import type { Page } from 'playwright-core';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { collectErrors, hydrationComplaints, SCREENSHOT_DIR } from '../support/browser';
import { mailFromOutbox } from '../support/outbox';
import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// Back in stock, for real (decision 25): a product sells out; a signed-out shopper on a
// phone and a signed-in one on a desktop ask "Mail me when it is back" on its page; a clerk
// adds stock in the back office; each gets the mail in the shop's outbox; its link opens
// the product, and its unsubscribe link opens a page that ends the address's requests.

const ADMIN = 'restock.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);

// The suite's shop gives up on a server render after 150 ms (then the browser renders the
// page) and this machine runs other work: the server rendering of the form is checked on a
// second shell server, as `npm start` runs it, with a generous budget.
// Within the ten ports above the shell that a file may use (the next lane starts 20 above).
const SSR_SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 14;
const ssrShellUrl = `http://localhost:${SSR_SHELL_PORT}`;
let ssrShell: ShellServerProcess | undefined;
let admin: Session;

beforeAll(async () => {
  ssrShell = await startTestShell(suite.shop.apiUrl, SSR_SHELL_PORT);
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterAll(async () => {
  await ssrShell?.close();
});

afterEach(() => staff.closeAll());

async function guestPage(width: number): Promise<Page> {
  const context = await suite.newContext();
  await context.addInitScript(() =>
    sessionStorage.setItem('circuithaat.startupPopupShown', 'true'),
  );
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

test('a shopper asks for a mail on a sold-out product; a clerk restocks it; the mail links the product and unsubscribes', async () => {
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 1);
  if (!product) throw new Error('no Ryzen in stock');
  const soldOut = await staff.api(`/admin/products/${product.id}`, {
    method: 'PATCH',
    token: admin.access_token,
    body: { stockQuantity: 0 },
  });
  expect(soldOut.status).toBe(200);

  // A signed-out shopper on a phone: the field's rule first, then the confirmation.
  const guest = `waiting.${Date.now()}@example.com`;
  // The server renders the form with the page, and the browser adopts it as it is.
  const html = await (await fetch(`${ssrShellUrl}/product/${product.slug}`)).text();
  expect(html).toContain('Mail me when it is back');
  const phone = await guestPage(360);
  const errors = collectErrors(phone);
  const complaints = hydrationComplaints(phone);
  await phone.goto(`${ssrShellUrl}/product/${product.slug}`);
  await phone.getByRole('button', { name: 'Out of Stock' }).waitFor();
  await phone.getByRole('button', { name: 'Sign In' }).waitFor();
  const box = phone.getByTestId('back-in-stock');
  await box.getByRole('heading', { name: 'Mail me when it is back' }).waitFor();
  await box.getByRole('button', { name: 'Mail me' }).click();
  await box.getByRole('alert').getByText('Email is required').waitFor();
  await box.getByLabel('E-mail address').fill(guest);
  await shotInto(SCREENSHOT_DIR, phone, 'back-in-stock-form-360', { target: box });
  await shotInto(SCREENSHOT_DIR, phone, 'back-in-stock-page-360', { fullPage: false });
  await box.getByRole('button', { name: 'Mail me' }).click();
  await box
    .getByRole('status')
    .getByText(`Done: we will e-mail ${guest} once, when ${product.name} is back in stock.`)
    .waitFor();
  await shotInto(SCREENSHOT_DIR, phone, 'back-in-stock-done-360', { target: box });
  expect(complaints).toEqual([]);
  expect(errors).toEqual([]);

  // A signed-in shopper on a desktop: no field, the account's address.
  const shopper = await staff.signIn(`regular.${Date.now()}@example.com`);
  const desktop = await staff.signedInPage(shopper, 1280);
  await desktop.goto(`${suite.shop.url}/product/${product.slug}`);
  const signedInBox = desktop.getByTestId('back-in-stock');
  await signedInBox.getByText(`We will write to ${shopper.user.email}.`).waitFor();
  await shotInto(SCREENSHOT_DIR, desktop, 'back-in-stock-form-1280', { target: signedInBox });
  await signedInBox.getByRole('button', { name: 'Mail me' }).click();
  await signedInBox.getByTestId('back-in-stock-done').waitFor();
  await shotInto(SCREENSHOT_DIR, desktop, 'back-in-stock-done-1280');

  // The clerk adds stock in the back office.
  const since = Date.now();
  const office = await staff.signedInPage(admin);
  await office.goto(`${suite.shop.url}/admin?tab=products&q=${encodeURIComponent(product.name)}`);
  await office.getByRole('button', { name: product.name }).first().click();
  const form = office.getByRole('form', { name: `Edit ${product.name}` });
  await form.getByLabel('Units to add or take away').fill('3');
  await form.getByLabel('Reason').fill('delivery');
  await form.getByRole('button', { name: 'Adjust', exact: true }).click();
  await form.getByRole('status').getByText('Stock raised by 3.').waitFor();

  const subject = `${product.name} is back in stock`;
  const mail = await mailFromOutbox(suite.shop.dataDir, guest, subject, since, 20_000);
  await mailFromOutbox(suite.shop.dataDir, shopper.user.email, subject, since, 20_000);
  const productLink = /(https?:\/\/\S+\/product\/[\w-]+)/.exec(mail)?.[1];
  const unsubscribeLink =
    /(https?:\/\/\S+\/api\/v1\/stock-alerts\/unsubscribe\?id=[\w-]+&token=[\w-]+)/.exec(mail)?.[1];
  expect(productLink).toBe(`${suite.shop.url}/product/${product.slug}`);
  expect(unsubscribeLink).toBeDefined();

  // The mail's links, as the shopper follows them.
  await phone.goto(productLink!);
  await phone.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await phone.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
  expect(await phone.getByTestId('back-in-stock').count()).toBe(0);

  await phone.goto(unsubscribeLink!);
  await phone.getByText('Stop every back-in-stock mail to this address?').waitFor();
  await shotInto(SCREENSHOT_DIR, phone, 'back-in-stock-unsubscribe-360');
  await phone.getByRole('button', { name: 'Stop these mails' }).click();
  await phone
    .getByRole('status')
    .getByText(/^Done: this address/)
    .waitFor();
  await shotInto(SCREENSHOT_DIR, phone, 'back-in-stock-unsubscribed-360');
  await phone.getByRole('link', { name: 'Back to the shop' }).waitFor();

  // A wrong token opens a page that says so.
  await phone.goto(unsubscribeLink!.replace(/token=[\w-]+/, 'token=wrong'));
  await phone.getByText('This link is not valid.', { exact: false }).waitFor();
  await phone.context().close();
});
