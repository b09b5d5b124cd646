import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderStatus } from '../orders/orders.tables';
import type { ProductReviewsTable, ReviewStatus } from './reviews.tables';

// All SQL of the reviews: rows in, rows out (reviews.service.ts maps them).

type Db = Kysely<Database> | Transaction<Database>;

export type ReviewRow = ProductReviewsTable & {
  first_name: string | null;
  last_name: string | null;
};
export type AdminReviewRow = ReviewRow & {
  email: string;
  product_name: string;
  product_slug: string;
};

// An order counts as received once it was delivered: its status says so, or (for an
// order refunded after delivery) its timeline has the delivered step (order_events).
const RECEIVED_STATUSES: OrderStatus[] = ['delivered', 'partially_refunded'];

export async function productExists(db: Db, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `userId` has an order holding `productId` that was delivered. */
export async function receivedProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select('o.id')
    .where('o.user_id', '=', userId)
    .where('i.product_id', '=', productId)
    .where((eb) =>
      eb.or([
        eb('o.status', 'in', RECEIVED_STATUSES),
        eb.exists(
          eb
            .selectFrom('order_events as e')
            .select('e.id')
            .whereRef('e.order_id', '=', 'o.id')
            .where('e.kind', '=', 'delivered'),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function withAuthor(db: Db) {
  return db
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name', 'u.name']);
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return withAuthor(db).where('r.id', '=', id).executeTakeFirst();
}

export async function findOwnReview(
  db: Db,
  userId: string,
  productId: string,
): Promise<ReviewRow | undefined> {
  return withAuthor(db)
    .where('r.user_id', '=', userId)
    .where('r.product_id', '=', productId)
    .executeTakeFirst();
}

export async function publishedReviews(
  db: Db,
  productId: string,
  sort: 'newest' | 'helpful',
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  let query = withAuthor(db)
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'published');
  if (sort === 'helpful') query = query.orderBy('r.helpful_count', 'desc');
  return query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Published reviews of a product per star count. */
export async function ratingBreakdown(db: Db, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product_reviews')
    .select(['rating', sql<number | string>`count(*)`.as('count')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  return new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
}

/** Inserts the review unless the shopper already has one of the product; false then. */
export async function insertReview(db: Db, row: ProductReviewsTable): Promise<boolean> {
  const result = await db
    .insertInto('product_reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateReview(
  db: Db,
  id: string,
  changes: Partial<ProductReviewsTable>,
): Promise<void> {
  await db.updateTable('product_reviews').set(changes).where('id', '=', id).execute();
}

/** Records one shopper's 'helpful' vote; false when they had voted already. */
export async function insertVote(
  db: Db,
  reviewId: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('product_review_votes')
    .values({ review_id: reviewId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('product_reviews')
    .set({ helpful_count: sql`helpful_count + 1` })
    .where('id', '=', reviewId)
    .execute();
  return true;
}

export async function helpfulCount(db: Db, reviewId: string): Promise<number> {
  const row = await db
    .selectFrom('product_reviews')
    .select('helpful_count')
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow();
  return Number(row.helpful_count);
}

/** Which of a product's reviews `userId` marked helpful. */
export async function votedReviewIds(db: Db, userId: string, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_review_votes as v')
    .innerJoin('product_reviews as r', 'r.id', 'v.review_id')
    .select('v.review_id')
    .where('v.user_id', '=', userId)
    .where('r.product_id', '=', productId)
    .execute();
  return rows.map((row) => row.review_id);
}

export async function reviewsForStaff(
  db: Db,
  filter: { status?: ReviewStatus | undefined; id?: string } = {},
): Promise<AdminReviewRow[]> {
  let query = db
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .selectAll('r')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      'p.name as product_name',
      'p.slug as product_slug',
    ]);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.id) query = query.where('r.id', '=', filter.id);
  return query
    .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/**
 * Sets the product's rating and review count from its published reviews. Called in the
 * transaction that changed a review's status; the product row is locked first, so two
 * moderations of one product at once count each other's result (the second waits for
 * the first to commit, then reads). The products' change trigger gives the row a new
 * revision, so every API instance's search index and list items follow within a second.
 */
export async function refreshProductRating(
  trx: Transaction<Database>,
  productId: string,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ review_count: sql`review_count` })
    .where('id', '=', productId)
    .execute();
  const row = await trx
    .selectFrom('product_reviews')
    .select([
      sql<number | string>`count(*)`.as('count'),
      sql<number | string | null>`sum(rating)`.as('total'),
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const rating = count === 0 ? 0 : Math.round((Number(row.total) / count) * 10) / 10;
  await trx
    .updateTable('products')
    .set({ rating, review_count: count })
    .where('id', '=', productId)
    .execute();
}
