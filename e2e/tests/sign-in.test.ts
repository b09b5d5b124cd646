import type { Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, collectErrors, screenshot } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// Sign-in for real: the header modal with a code read from the mail the API wrote to the
// test shop's outbox, the signed-in menu, staying signed in across a reload, signing
// out, and the password pages.

const suite = shopSuite();

const header = (page: Page) => page.getByRole('banner');

async function signInWithCode(page: Page, email: string, shotName?: string) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.waitFor();
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  expect(await send.isDisabled()).toBe(true);
  await dialog.getByLabel('Email').fill(email);
  if (shotName) await screenshot(page, `${shotName}-email`);
  const since = Date.now();
  await send.click();
  await dialog.getByLabel('OTP code').waitFor();
  await dialog.getByText(/Resend in 00:5\d|Resend in 01:00/).waitFor();
  expect(await dialog.getByRole('button', { name: 'Resend OTP' }).isDisabled()).toBe(true);
  const code = await codeFromOutbox(suite.shop.dataDir, email, since);
  await dialog.getByLabel('OTP code').fill(code);
  if (shotName) await screenshot(page, `${shotName}-otp`);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('sign in with an e-mailed code, see the menu, stay signed in across a reload, sign out', async () => {
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  await page.goto(suite.shop.url);
  const email = `rahim.${Date.now()}@example.com`;

  await signInWithCode(page, email, 'sign-in-modal-1280');

  const name = email.split('@')[0] ?? '';
  const account = header(page).getByRole('button', { name });
  await account.waitFor();
  await account.click();
  const menu = page.getByRole('menu');
  await menu.getByText(email).waitFor();
  for (const item of ['My Profile', 'My Orders', 'Sign Out']) {
    await menu.getByRole('menuitem', { name: item }).waitFor();
  }
  await screenshot(page, 'sign-in-menu-1280');
  await menu.screenshot({ path: path.join(SCREENSHOT_DIR, 'sign-in-menu-1280-close.png') });

  await page.reload();
  await header(page).getByRole('button', { name }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('circuithaat.access_token'))).toBeTruthy();

  await page.goto(`${suite.shop.url}/about`);
  await header(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('circuithaat.access_token'))).toBeNull();

  await page.reload();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  expect(errors).toEqual([]);
});

test('the modal fits a 360 px phone, closes with Escape, and a wrong code is refused', async () => {
  const phone = await suite.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(suite.shop.url);
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  // The modal must not widen the page (whatever the rest of the layout does).
  const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByText('Please enter a valid email address').waitFor();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    Math.max(360, widthBefore),
  );
  await screenshot(page, 'sign-in-modal-360');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const email = `karim.${Date.now()}@example.jp`;
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = await codeFromOutbox(suite.shop.dataDir, email, since);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByLabel('OTP code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.getByText('Invalid OTP. Please try again.').waitFor();
  await screenshot(page, 'sign-in-otp-360');
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'sign-in-otp-360-close.png') });
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await dialog.getByLabel('Email').waitFor();
  await phone.close();
});

test("on 320 and 360 px phones 'Sign In' shows whole, and signed in with a long address the header still fits the screen", async () => {
  const phone = await suite.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(suite.shop.url);
  // Beside the logo and the currency switch, the label is not cut short ('Sig…').
  const signIn = header(page).getByRole('button', { name: 'Sign In' });
  const whole = () => signIn.evaluate((element) => element.scrollWidth <= element.clientWidth);
  await signIn.waitFor();
  expect(await whole()).toBe(true);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await whole()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `shopper.with.a.long.name.${Date.now()}@example.com`;
  await signInWithCode(page, email);
  const account = header(page).getByRole('button', { name: email.split('@')[0] ?? '' });
  await account.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const box = await account.boundingBox();
  expect(box && box.x + box.width <= 360).toBe(true);
  await screenshot(page, 'sign-in-long-name-360');
  await phone.close();
});

test('register and log in through the pages; /profile asks a signed-out visitor to sign in', async () => {
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const email = `nusrat.${Date.now()}@example.com`;

  await page.goto(`${suite.shop.url}/profile`);
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  await page.keyboard.press('Escape');

  await page.goto(`${suite.shop.url}/register`);
  await page.getByRole('heading', { name: 'Register' }).waitFor();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('You must agree to the terms and conditions').waitFor();
  await page.getByLabel('First name').fill('Nusrat');
  await page.getByLabel('Last name').fill('Jahan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunbeam42');
  await page.getByLabel('Confirm password').fill('Sunbeam42');
  await page.getByLabel('I agree to the terms and conditions').check();
  await screenshot(page, 'register-page-1280');
  const sent = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The address is proven before the account opens (docs/product.md D15): a code step.
  await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  await screenshot(page, 'register-confirm-1280');
  const code = await codeFromOutbox(suite.shop.dataDir, email, sent);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await header(page).getByRole('button', { name: 'Nusrat Jahan' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  await header(page).getByRole('button', { name: 'Nusrat Jahan' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  await page.getByLabel('Phone (optional)').fill('+880 1712-345678');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Your profile was saved.').waitFor();

  await header(page).getByRole('button', { name: 'Nusrat Jahan' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();

  await page.goto(`${suite.shop.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Wrong123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid email or password').waitFor();
  await page.getByLabel('Password').fill('Sunbeam42');
  await page.getByRole('button', { name: 'Login' }).click();
  await header(page).getByRole('button', { name: 'Nusrat Jahan' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
});
