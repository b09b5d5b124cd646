import { insertProduct, type FixtureProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  insertStaffUser,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Buyers' reviews (docs/reviews.md): only a shopper whose order with the product was
// delivered writes one, once per product; staff publish or hide it; the product's
// rating and count everywhere (its page, lists, search) are those of the published
// reviews; 'helpful' votes once per shopper, never on one's own review.

/** Asks until `check` passes: lists follow the database within about a second. */
async function eventually(check: () => Promise<void>, attempts = 40): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const review = (rating: number, title = 'Runs cool and fast') => ({
  rating,
  title,
  body: 'Compiles my projects in half the time of the old one.',
  pros: 'Fast',
  cons: 'Needs a good cooler',
});

describeEachDatabase('buyers reviews', (database) => {
  let server: CommerceServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    admin = await insertStaffUser(database.db, 'admin');
  });

  afterAll(async () => {
    await server?.close();
  });

  const as = (user: TestUser, extra: Record<string, string> = {}) => ({
    headers: { authorization: `Bearer ${user.token}`, ...extra },
  });

  /** A shopper with an order of `product`, delivered unless told otherwise. */
  async function buyer(product: FixtureProduct, status = 'delivered'): Promise<TestUser> {
    const shopper = await insertUser(database.db);
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: product.id, quantity: 1 }], email: shopper.email }),
      { token: shopper.token },
    );
    expect(placed.status).toBe(201);
    await database.db
      .updateTable('orders')
      .set({ status: status as 'delivered' })
      .where('id', '=', placed.body.orderId as string)
      .execute();
    return shopper;
  }

  const write = (product: FixtureProduct, user: TestUser, body: unknown, lang?: string) =>
    request(server, 'POST', `/products/${product.id}/reviews`, {
      body,
      ...as(user, lang ? { 'accept-language': lang } : {}),
    });
  const moderate = (id: string, action: 'publish' | 'hide', body?: unknown) =>
    request(server, 'POST', `/admin/reviews/${id}/${action}`, {
      ...(action === 'hide' ? { body } : {}),
      ...as(admin),
    });
  const listed = (product: FixtureProduct, query = '') =>
    request(server, 'GET', `/products/${product.id}/reviews${query}`);

  it('only a shopper whose order with the product was delivered may review it', async () => {
    const product = await insertProduct(database.db, { price: 3000 });
    const stranger = await insertUser(database.db);
    const waiting = await buyer(product, 'shipped');
    const received = await buyer(product);

    expect(
      (await request(server, 'POST', `/products/${product.id}/reviews`, { body: review(5) }))
        .status,
    ).toBe(401);
    const refused = await write(product, stranger, review(5));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('REVIEW_NOT_ALLOWED');
    const notYet = await write(product, waiting, review(5), 'ja');
    expect(notYet.status).toBe(403);
    expect(notYet.body.error.message).toBe(
      'この商品のレビューは、商品を受け取ったお客様のみ書けます',
    );
    const mineBefore = await request(
      server,
      'GET',
      `/products/${product.id}/reviews/mine`,
      as(waiting),
    );
    expect(mineBefore.body).toEqual({ canReview: false, review: null, votedReviewIds: [] });

    const mine = await request(server, 'GET', `/products/${product.id}/reviews/mine`, as(received));
    expect(mine.body).toMatchObject({ canReview: true, review: null });
    const made = await write(product, received, review(5));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      rating: 5,
      title: 'Runs cool and fast',
      status: 'pending',
      verifiedPurchase: true,
    });
    // Waiting for staff: not listed, not counted.
    expect((await listed(product)).body).toMatchObject({ reviewCount: 0, reviews: [] });
  });

  it('checks what is written: stars 1-5, a title and a text within their lengths', async () => {
    const product = await insertProduct(database.db);
    const shopper = await buyer(product);
    for (const body of [
      { ...review(6) },
      { ...review(0) },
      { ...review(4), title: 'x'.repeat(101) },
      { ...review(4), body: 'x'.repeat(2001) },
      { ...review(4), extra: 'no' },
      { rating: 4, title: 'No text' },
    ]) {
      const answer = await write(product, shopper, body);
      expect(answer.status).toBe(400);
    }
    const blank = await write(product, shopper, { ...review(4), title: '   ' }, 'bn');
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ title: expect.any(String) });
    // Text is kept as typed (the storefront renders it as text, never as markup).
    const markup = await write(product, shopper, { ...review(4), title: '<b>bold</b> claim' });
    expect(markup.status).toBe(201);
    expect(markup.body.title).toBe('<b>bold</b> claim');
  });

  it('one review per product: a second one is refused, an edit goes back to moderation', async () => {
    const product = await insertProduct(database.db);
    const shopper = await buyer(product);
    const first = await write(product, shopper, review(5));
    expect(first.status).toBe(201);
    const second = await write(product, shopper, review(1));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('REVIEW_EXISTS');

    expect((await moderate(first.body.id, 'publish')).status).toBe(200);
    await eventually(async () => {
      const item = await request(server, 'GET', `/products/${product.id}`);
      expect(item.body).toMatchObject({ rating: 5, reviewCount: 1 });
    });
    const edited = await request(server, 'PUT', `/products/${product.id}/reviews/mine`, {
      body: { ...review(2), title: 'Changed my mind' },
      ...as(shopper),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: first.body.id, rating: 2, status: 'pending' });
    // Until staff read the new text, it counts nowhere.
    expect((await listed(product)).body).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
    await eventually(async () => {
      const item = await request(server, 'GET', `/products/${product.id}`);
      expect(item.body).toMatchObject({ rating: 0, reviewCount: 0 });
    });
    const other = await insertUser(database.db);
    const noReview = await request(server, 'PUT', `/products/${product.id}/reviews/mine`, {
      body: review(3),
      ...as(other),
    });
    expect(noReview.status).toBe(404);
  });

  it('moderation changes the rating shown on the product, in lists and in search', async () => {
    const product = await insertProduct(database.db, { name: 'Quillwort Reviewed Cooler' });
    const [ann, bob, cat] = [await buyer(product), await buyer(product), await buyer(product)];
    const a = await write(product, ann, review(5, 'Silent'));
    const b = await write(product, bob, review(4, 'Good value'));
    const c = await write(product, cat, review(1, 'Spam spam'));

    const shown = async (rating: number, reviewCount: number) =>
      eventually(async () => {
        const item = await request(server, 'GET', `/products/${product.id}`);
        expect(item.body).toMatchObject({ rating, reviewCount });
        const found = await request(server, 'GET', '/products/search?q=quillwort');
        expect(found.body.items).toEqual([expect.objectContaining({ rating, reviewCount })]);
        const list = await request(server, 'GET', `/products?category=test-parts&pageSize=100`);
        const inList = (list.body.items as { id: string }[]).find((one) => one.id === product.id);
        expect(inList).toMatchObject({ rating, reviewCount });
      });
    await shown(0, 0);

    // Only staff moderate.
    const byShopper = await request(server, 'POST', `/admin/reviews/${a.body.id}/publish`, as(ann));
    expect(byShopper.status).toBe(403);
    const queue = await request(server, 'GET', '/admin/reviews?status=pending', as(admin));
    expect(queue.body.reviews.map((one: { id: string }) => one.id)).toEqual(
      expect.arrayContaining([a.body.id, b.body.id, c.body.id]),
    );

    expect((await moderate(a.body.id, 'publish')).body).toMatchObject({ status: 'published' });
    expect((await moderate(b.body.id, 'publish')).body).toMatchObject({ status: 'published' });
    await shown(4.5, 2);
    const published = await moderate(c.body.id, 'publish');
    expect(published.body.status).toBe('published');
    await shown(3.3, 3);

    expect((await moderate(c.body.id, 'hide', { reason: '  ' })).status).toBe(400);
    const hidden = await moderate(c.body.id, 'hide', { reason: 'Not about the product' });
    expect(hidden.body).toMatchObject({ status: 'hidden', hiddenReason: 'Not about the product' });
    await shown(4.5, 2);

    const page = await listed(product);
    expect(page.body).toMatchObject({
      rating: 4.5,
      reviewCount: 2,
      breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect(page.body.reviews.map((one: { title: string }) => one.title).sort()).toEqual([
      'Good value',
      'Silent',
    ]);
    // The writer sees why it was hidden.
    const own = await request(server, 'GET', `/products/${product.id}/reviews/mine`, as(cat));
    expect(own.body.review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Not about the product',
    });
    // Staff see pending ones first.
    const all = await request(server, 'GET', '/admin/reviews', as(admin));
    const statuses = (all.body.reviews as { status: string }[]).map((one) => one.status);
    const firstDone = statuses.findIndex((status) => status !== 'pending');
    expect(statuses.slice(firstDone)).not.toContain('pending');
    expect(statuses).toContain('pending');
  });

  it('a helpful vote counts once per shopper, never on one own review, and sorts the list', async () => {
    const product = await insertProduct(database.db);
    const [ann, bob] = [await buyer(product), await buyer(product)];
    const reader = await insertUser(database.db);
    await database.db
      .updateTable('users')
      .set({ first_name: 'Rina', last_name: 'Sato' })
      .where('id', '=', ann.id)
      .execute();
    const a = await write(product, ann, review(5, 'First'));
    const b = await write(product, bob, review(3, 'Second'));
    await moderate(a.body.id, 'publish');
    await moderate(b.body.id, 'publish');

    const vote = (id: string, user?: TestUser) =>
      request(server, 'POST', `/reviews/${id}/helpful`, user ? as(user) : {});
    expect((await vote(a.body.id)).status).toBe(401);
    const own = await vote(a.body.id, ann);
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('OWN_REVIEW');
    expect((await vote(a.body.id, reader)).body).toEqual({ helpfulCount: 1 });
    const again = await vote(a.body.id, reader);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_VOTED');
    expect((await vote(a.body.id, bob)).body).toEqual({ helpfulCount: 2 });

    const helpful = await listed(product, '?sort=helpful');
    expect(helpful.body.reviews.map((one: { title: string }) => one.title)).toEqual([
      'First',
      'Second',
    ]);
    expect(helpful.body.reviews[0]).toMatchObject({ helpfulCount: 2, verifiedPurchase: true });
    // Shown by first name and initial; a profile without a name shows none (never its e-mail).
    expect(helpful.body.reviews.map((one: { author: string }) => one.author)).toEqual([
      'Rina S.',
      '',
    ]);
    const mine = await request(server, 'GET', `/products/${product.id}/reviews/mine`, as(reader));
    expect(mine.body.votedReviewIds).toEqual([a.body.id]);
    // A review waiting for staff takes no votes.
    await request(server, 'PUT', `/products/${product.id}/reviews/mine`, {
      body: review(4),
      ...as(bob),
    });
    expect((await vote(b.body.id, reader)).status).toBe(404);
    expect((await listed(product, '?sort=best')).status).toBe(400);
  });
});
