import type { Kysely } from 'kysely';

// Frozen once released. The signed-in shopper's wishlist: one row per product, with the
// price it had when it was added (whole taka) and when, so the page can say what changed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('price_when_added', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_items').execute();
}
