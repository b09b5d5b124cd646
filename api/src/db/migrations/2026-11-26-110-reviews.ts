import type { Kysely } from 'kysely';

// Frozen once released. Buyers' reviews (decision 25, docs/reviews.md): one per shopper
// and product, moderated by staff (pending -> published | hidden, an edit goes back to
// pending), and one 'helpful' vote per shopper and review. products.rating and
// products.review_count become the figures of the published reviews, kept in step by
// the reviews service on every moderation; the figures seeded until now were not
// earned by anyone, so every product starts with none.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('pros', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cons', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('hidden_reason', 'text')
    .addColumn('helpful_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .addUniqueConstraint('product_reviews_one_per_user', ['product_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('product_reviews_product_idx')
    .on('product_reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('product_reviews_status_idx')
    .on('product_reviews')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('product_review_votes')
    .addColumn('review_id', 'text', (col) => col.notNull().references('product_reviews.id'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_review_votes_pk', ['review_id', 'user_id'])
    .execute();
  await db.updateTable('products').set({ rating: 0, review_count: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_review_votes').execute();
  await db.schema.dropIndex('product_reviews_status_idx').ifExists().execute();
  await db.schema.dropIndex('product_reviews_product_idx').ifExists().execute();
  await db.schema.dropTable('product_reviews').execute();
}
