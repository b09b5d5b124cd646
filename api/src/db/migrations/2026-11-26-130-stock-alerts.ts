import { sql, type Kysely } from 'kysely';

// Frozen once released. "Mail me when it is back" (decision 25): a shopper's request for
// one mail when an out-of-stock product is in stock again. One open request per product
// and address (a partial unique index); it ends when its mail is queued ('notified') or
// when the shopper unsubscribes ('unsubscribed'). The unsubscribe link's token is never
// stored: it is derived from the server's secret and the row's random salt.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('token_salt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('stock_alerts_open_uq')
    .on('stock_alerts')
    .columns(['product_id', 'email'])
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('stock_alerts_state_idx')
    .on('stock_alerts')
    .columns(['state', 'product_id'])
    .execute();
  await db.schema
    .createIndex('stock_alerts_email_idx')
    .on('stock_alerts')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stock_alerts_email_idx').ifExists().execute();
  await db.schema.dropIndex('stock_alerts_state_idx').ifExists().execute();
  await db.schema.dropIndex('stock_alerts_open_uq').ifExists().execute();
  await db.schema.dropTable('stock_alerts').execute();
}
