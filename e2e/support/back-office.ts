import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { codeFromOutbox } from './outbox';
import type { ShopSuite } from './suite';

// Staff and shoppers of one browser suite: code sign-in through the API (the code from
// the shop's outbox), pages that start signed in, calls to the API with a bearer token,
// and orders placed as a shopper. Call `closeAll()` after each test.

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; name: string; role?: string };
}

export interface StockedProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  stockQuantity: number;
}

export function backOffice(suite: ShopSuite) {
  const contexts: BrowserContext[] = [];
  // The shop rotates the tokens on every start and a rotated refresh token used again
  // ends the session, so the latest pair a page holds is kept for the next page.
  const inUse: { page: Page; session: Session }[] = [];

  async function api<T>(
    pathname: string,
    init: {
      method?: string;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${suite.shop.apiUrl}/api/v1${pathname}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function signIn(email: string): Promise<Session> {
    const since = Date.now();
    const challenge = await api<{ userId: string; challengeId?: string }>('/auth/user/signin', {
      body: { email, verificationType: 'email' },
    });
    expect(challenge.status).toBe(200);
    const otpCode = await codeFromOutbox(suite.shop.dataDir, email, since);
    const verified = await api<Session>('/auth/user/verify-otp', {
      body: {
        userId: challenge.body.userId,
        ...(challenge.body.challengeId ? { challengeId: challenge.body.challengeId } : {}),
        otpCode,
        verificationType: 'email',
      },
    });
    expect(verified.status).toBe(200);
    return verified.body;
  }

  async function signedInPage(session: Session, width = 1280): Promise<Page> {
    const context = await suite.newContext();
    contexts.push(context);
    await context.addInitScript(
      (stored: { access: string; refresh: string; user: string }) => {
        // Only on the context's first page: later pages keep the tokens the shop rotated.
        if (!localStorage.getItem('circuithaat.refresh_token')) {
          localStorage.setItem('circuithaat.access_token', stored.access);
          localStorage.setItem('circuithaat.refresh_token', stored.refresh);
          localStorage.setItem('user', stored.user);
        }
        sessionStorage.setItem('circuithaat.startupPopupShown', 'true');
      },
      {
        access: session.access_token,
        refresh: session.refresh_token,
        user: JSON.stringify(session.user),
      },
    );
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    inUse.push({ page, session });
    return page;
  }

  async function closeAll(): Promise<void> {
    for (const { page, session } of inUse.splice(0)) {
      const stored = await page
        .evaluate(() => ({
          access: localStorage.getItem('circuithaat.access_token'),
          refresh: localStorage.getItem('circuithaat.refresh_token'),
        }))
        .catch(() => null);
      if (stored?.access && stored.refresh) {
        session.access_token = stored.access;
        session.refresh_token = stored.refresh;
      }
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  }

  /** Products the back office finds for `q` with at least `least` units in stock. */
  async function stocked(token: string, q: string, least = 3): Promise<StockedProduct[]> {
    const found = await api<{ items: StockedProduct[] }>(
      `/admin/products?${q ? `q=${encodeURIComponent(q)}&` : ''}pageSize=100`,
      { token },
    );
    return found.body.items.filter((p) => p.stockQuantity >= least);
  }

  async function product(slug: string): Promise<Omit<StockedProduct, 'stockQuantity'>> {
    return (await api<Omit<StockedProduct, 'stockQuantity'>>(`/products/slug/${slug}`)).body;
  }

  async function stockOf(id: string): Promise<number> {
    return (await api<{ stock: number }>(`/inventory/${encodeURIComponent(id)}/check`)).body.stock;
  }

  async function placeOrder(
    session: Session,
    items: { productId: string; quantity: number }[],
    currency: 'BDT' | 'JPY' = 'BDT',
  ): Promise<string> {
    const placed = await api<{ orderId: string }>('/orders', {
      token: session.access_token,
      headers: { 'Idempotency-Key': `e2e-orders-${Date.now()}-${Math.random()}` },
      body: {
        items,
        currency,
        shipping: {
          firstName: 'Rina',
          lastName: 'Sato',
          email: session.user.email,
          phone: '+81 90 1234 5678',
          address: '1-2-3 Shibuya',
          city: 'Tokyo',
          state: 'Tokyo',
          zipCode: '150-0002',
          country: 'Japan',
        },
        payment: {
          cardNumber: '4242 4242 4242 4242',
          cardHolder: 'RINA SATO',
          expiryDate: '12/30',
          cvv: '123',
        },
        subtotal: 1,
        shippingCost: 0,
        couponDiscount: 0,
        total: 1,
      },
    });
    expect(placed.status).toBe(201);
    return placed.body.orderId;
  }

  return { api, signIn, signedInPage, closeAll, stocked, product, stockOf, placeOrder };
}

/**
 * A screenshot into `dir` (when set), named for what it shows: the whole page, the
 * viewport only (a modal dialog), or one part of the page (`target`).
 */
export async function shotInto(
  dir: string | undefined,
  page: Page,
  name: string,
  options: { fullPage?: boolean; target?: Locator } = {},
): Promise<void> {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  if (options.target) await options.target.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
}
