import { sql, type Kysely } from 'kysely';

// Frozen once released. Commerce: coupons and their redemptions, orders with their
// lines, and the idempotency keys that make POST /orders safe to retry.
// Portable across SQLite and PostgreSQL: text ids made by the application, integer
// taka, booleans as integer 0/1, JSON as text, timestamps as ISO-8601 UTC text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    // Stored upper-cased; codes are matched case-insensitively by normalising input.
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // 'percentage' (value = percent off) or 'fixed' (value = whole taka off).
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value > 0`))
    .addColumn('min_spend', 'integer', (col) => col.notNull().defaultTo(0))
    // Null: no cap on a percentage discount.
    .addColumn('max_discount', 'integer')
    // Validity window, ISO-8601 UTC; null = open on that side.
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    // Null: unlimited. used_count is bumped in the order's transaction.
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`used_count >= 0`),
    )
    .addColumn('per_user_limit', 'integer')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id'))
    // sha256 of the guest access token; the token itself is never stored.
    .addColumn('access_token_hash', 'text', (col) => col.notNull())
    // Random salt the token is derived from (with the server secret), so a replayed
    // idempotent answer can hand the same token back without storing it.
    .addColumn('access_token_salt', 'text', (col) => col.notNull())
    // placed | paid | shipped | delivered | cancelled
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    // JSON: the shipping form (name, address, ...); no payment data.
    .addColumn('shipping', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('prefecture', 'text')
    // Display currency the shopper chose and the JPY-per-BDT rate at order time.
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('subtotal', 'integer', (col) => col.notNull())
    .addColumn('shipping_cost', 'integer', (col) => col.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull())
    // What the gateway charged, in taka; null until paid.
    .addColumn('amount_charged', 'integer')
    .addColumn('payment_brand', 'text')
    .addColumn('payment_last4', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('delivery_days', 'integer', (col) => col.notNull())
    // Tokyo calendar dates, YYYY-MM-DD.
    .addColumn('ship_date', 'text', (col) => col.notNull())
    .addColumn('delivery_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    // Name and price as sold; the catalog may change later.
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('line_total', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('coupon_code', 'text', (col) => col.notNull().references('coupons.code'))
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    // Lower-cased e-mail: the account's for a signed-in user, the shipping one for a guest.
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_customer_idx')
    .on('coupon_redemptions')
    .columns(['coupon_code', 'customer_email'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    // `<scope>:<client key>`; scope is the user id or 'guest'.
    .addColumn('key', 'text', (col) => col.primaryKey())
    // HMAC of the canonical request body (keyed, as the body holds card data).
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // pending | done
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    // JSON of the first answer, without secrets (the guest token is re-derived).
    .addColumn('response_body', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('coupons').execute();
}
