import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import {
  MAX_WISHLIST_ITEMS,
  WISHLIST_WRITES_PER_MINUTE,
} from '../../../src/modules/wishlist/wishlist.schemas';
import { describeEachDatabase } from '../../helpers/databases';
import { uniqueEmail, type SignedIn } from '../auth/auth-test-kit';
import { useSignInSuite } from '../auth/sign-in-suite';

// The wishlist over real HTTP: the owner adds (twice is once), lists with prices now and
// when added, removes, and merges the browser's list at sign-in; nobody else ever sees or
// changes it.

interface Item {
  product: { id: string; slug: string; name: string; price: number; stock: boolean };
  priceWhenAdded: number;
  addedAt: string;
}
type Body = Item & { items: Item[]; max: number; error: { code: string; message: string } };

describeEachDatabase('/wishlist', (database) => {
  const suite = useSignInSuite(database);
  let owner: SignedIn;
  let stranger: SignedIn;
  let products: { id: string; slug: string; price: number }[];

  beforeAll(async () => {
    await seedCatalog(database.db);
    owner = await suite.signIn(uniqueEmail('wisher'));
    stranger = await suite.signIn(uniqueEmail('stranger'));
    products = await database.db
      .selectFrom('products')
      .select(['id', 'slug', 'price'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .limit(MAX_WISHLIST_ITEMS + 1)
      .execute();
  });

  async function call(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    language?: string,
  ) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (language) headers['accept-language'] = language;
    const response = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
  }
  const slugs = (body: Body) => body.items.map((item) => item.product.slug);

  it('adds once, lists with the price now and when added, and removes', async () => {
    const [a, b] = products;
    const first = await call('PUT', `/wishlist/${a!.slug}`, owner.access_token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      product: { id: a!.id, slug: a!.slug, price: a!.price },
      priceWhenAdded: a!.price,
    });
    suite.clock.advance(60_000);
    // Twice is once: the item keeps its first date.
    const again = await call('PUT', `/wishlist/${a!.slug}`, owner.access_token);
    expect(again.body.addedAt).toBe(first.body.addedAt);
    // By id as well as by slug.
    expect((await call('PUT', `/wishlist/${b!.id}`, owner.access_token)).status).toBe(200);

    // The price moves; the list shows it now and as it was.
    await database.db
      .updateTable('products')
      .set({ price: a!.price - 100 })
      .where('id', '=', a!.id)
      .execute();
    const list = await call('GET', '/wishlist', owner.access_token);
    expect(list.status).toBe(200);
    expect(list.body.max).toBe(MAX_WISHLIST_ITEMS);
    expect(slugs(list.body)).toEqual([b!.slug, a!.slug]); // newest first
    expect(list.body.items[1]).toMatchObject({
      product: { price: a!.price - 100 },
      priceWhenAdded: a!.price,
    });

    expect((await call('DELETE', `/wishlist/${a!.slug}`, owner.access_token)).status).toBe(204);
    // Removing what is not there is no error either.
    expect((await call('DELETE', `/wishlist/${a!.slug}`, owner.access_token)).status).toBe(204);
    expect(slugs((await call('GET', '/wishlist', owner.access_token)).body)).toEqual([b!.slug]);
    await call('DELETE', `/wishlist/${b!.slug}`, owner.access_token);
    await database.db
      .updateTable('products')
      .set({ price: a!.price })
      .where('id', '=', a!.id)
      .execute();
  });

  it('never shows or changes another shopper’s list', async () => {
    const [a] = products;
    await call('PUT', `/wishlist/${a!.slug}`, owner.access_token);
    expect(slugs((await call('GET', '/wishlist', stranger.access_token)).body)).toEqual([]);
    // The stranger's remove touches only the stranger's list.
    expect((await call('DELETE', `/wishlist/${a!.slug}`, stranger.access_token)).status).toBe(204);
    expect(slugs((await call('GET', '/wishlist', owner.access_token)).body)).toEqual([a!.slug]);
    // Signed out: 401 on every route.
    expect((await call('GET', '/wishlist')).status).toBe(401);
    expect((await call('PUT', `/wishlist/${a!.slug}`)).status).toBe(401);
    expect((await call('DELETE', `/wishlist/${a!.slug}`)).status).toBe(401);
    expect((await call('POST', '/wishlist/merge', undefined, { items: [] })).status).toBe(401);
    expect((await call('GET', '/wishlist', 'not-a-token')).status).toBe(401);
    await call('DELETE', `/wishlist/${a!.slug}`, owner.access_token);
  });

  it('merges the browser’s list without duplicates, keeping the earliest date', async () => {
    const shopper = await suite.signIn(uniqueEmail('merger'));
    const [a, b, c] = products;
    const added = await call('PUT', `/wishlist/${a!.slug}`, shopper.access_token);
    const earlier = new Date(Date.parse(added.body.addedAt) - 86_400_000).toISOString();
    const later = new Date(Date.parse(added.body.addedAt) + 1000).toISOString();
    const merged = await call('POST', '/wishlist/merge', shopper.access_token, {
      items: [
        { product: a!.slug, addedAt: earlier, priceWhenAdded: a!.price + 500 },
        { product: b!.slug, addedAt: later, priceWhenAdded: b!.price },
        { product: b!.id, addedAt: earlier, priceWhenAdded: b!.price + 1 },
        { product: c!.slug, addedAt: '2999-01-01T00:00:00.000Z', priceWhenAdded: c!.price },
        { product: 'no-such-product', addedAt: earlier, priceWhenAdded: 1 },
      ],
    });
    expect(merged.status).toBe(200);
    const bySlug = new Map(merged.body.items.map((item) => [item.product.slug, item]));
    expect([...bySlug.keys()].sort()).toEqual([a!.slug, b!.slug, c!.slug].sort());
    expect(merged.body.items).toHaveLength(3);
    // The browser had a earlier than the account: its date and price win.
    expect(bySlug.get(a!.slug)).toMatchObject({ addedAt: earlier, priceWhenAdded: a!.price + 500 });
    expect(bySlug.get(b!.slug)).toMatchObject({ addedAt: earlier, priceWhenAdded: b!.price + 1 });
    // A date in the future counts as now.
    expect(Date.parse(bySlug.get(c!.slug)!.addedAt)).toBeLessThanOrEqual(
      suite.clock.now().getTime(),
    );

    // Merged twice is merged once.
    const twice = await call('POST', '/wishlist/merge', shopper.access_token, {
      items: [{ product: a!.slug, addedAt: later, priceWhenAdded: 1 }],
    });
    expect(twice.body.items).toHaveLength(3);
    expect(twice.body.items.find((item) => item.product.slug === a!.slug)).toMatchObject({
      addedAt: earlier,
      priceWhenAdded: a!.price + 500,
    });
  });

  it('refuses bad input with 400 and an unknown product with 404, translated', async () => {
    const token = owner.access_token;
    const bad = await call('POST', '/wishlist/merge', token, {
      items: [{ product: 'x', addedAt: 'yesterday', priceWhenAdded: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toEqual(expect.any(String));
    expect(
      (await call('POST', '/wishlist/merge', token, { items: [{ product: '', addedAt: 'x' }] }))
        .status,
    ).toBe(400);
    expect((await call('POST', '/wishlist/merge', token, { items: 'x' })).status).toBe(400);
    const unknown = await call('PUT', '/wishlist/no-such-product', token, undefined, 'ja');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: '商品が見つかりません',
    });
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const shopper = await suite.signIn(uniqueEmail('collector'));
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const full = await call('POST', '/wishlist/merge', shopper.access_token, {
      items: products
        .map((product) => ({ product: product.slug, addedAt: at, priceWhenAdded: 1 }))
        .slice(0, MAX_WISHLIST_ITEMS),
    });
    expect(full.body.items).toHaveLength(MAX_WISHLIST_ITEMS);
    const last = products[MAX_WISHLIST_ITEMS]!;
    const refused = await call(
      'PUT',
      `/wishlist/${last.slug}`,
      shopper.access_token,
      undefined,
      'bn',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WISHLIST_FULL');
    expect(refused.body.error.message).toContain('উইশলিস্টে');
    // One already there is still fine (idempotent), and a merge past the limit leaves the rest out.
    expect((await call('PUT', `/wishlist/${products[0]!.slug}`, shopper.access_token)).status).toBe(
      200,
    );
    const merged = await call('POST', '/wishlist/merge', shopper.access_token, {
      items: [{ product: last.slug, addedAt: at, priceWhenAdded: 1 }],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.items).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it('gives a signed-out shopper the products of the browser’s list as they are now', async () => {
    const [a, b] = products;
    const answer = await call(
      'GET',
      `/wishlist/products?ref=${a!.slug}&ref=${b!.id}&ref=no-such-product`,
    );
    expect(answer.status).toBe(200);
    const found = (answer.body as unknown as { items: Item['product'][] }).items;
    expect(found.map((product) => product.slug).sort()).toEqual([a!.slug, b!.slug].sort());
    expect(found.find((product) => product.slug === a!.slug)).toMatchObject({ price: a!.price });
    expect((await call('GET', '/wishlist/products')).status).toBe(400);
  });

  it('limits how often one client writes', async () => {
    const shopper = await suite.signIn(uniqueEmail('hammer'));
    const slug = products[0]!.slug;
    let status = 200;
    for (let i = 0; i <= WISHLIST_WRITES_PER_MINUTE && status !== 429; i++) {
      status = (await call('PUT', `/wishlist/${slug}`, shopper.access_token)).status;
    }
    expect(status).toBe(429);
  });
});
