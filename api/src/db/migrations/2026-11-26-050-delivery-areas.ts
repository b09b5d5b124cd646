import { sql, type Kysely } from 'kysely';

// Frozen once released. Delivery in Bangladesh and Japan's delivery choices
// (docs/shipping.md), and the shopper's address book:
// - orders: the Bangladeshi area (division, district, upazila/thana: ids and English
//   names, as they were when the order was placed), how it is delivered ('ship',
//   'pickup' at the Dhaka showroom, 'counter' for a sale at the showroom's counter), and
//   the delivery date and time slot a Japanese shopper asked for. ship_date and
//   delivery_date stay the quote's own dates.
// - user_addresses: a signed-in shopper's saved addresses (the checkout fields as JSON
//   text, checked by the same rules as checkout), at most a few per account.

const AREA_COLUMNS = [
  'area_division_id',
  'area_division',
  'area_district_id',
  'area_district',
  'area_upazila_id',
  'area_upazila',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds columns one at a time.
  for (const column of AREA_COLUMNS) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_method', 'text', (col) => col.notNull().defaultTo('ship'))
    .execute();
  await db.schema.alterTable('orders').addColumn('requested_delivery_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_slot', 'text').execute();
  await sql`update orders set delivery_method = 'counter' where channel = 'pos'`.execute(db);
  await db.schema
    .createIndex('orders_country_area_idx')
    .on('orders')
    .columns(['country', 'area_division_id'])
    .execute();

  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('user_addresses_user_idx')
    .on('user_addresses')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_addresses_user_idx').ifExists().execute();
  await db.schema.dropTable('user_addresses').execute();
  await db.schema.dropIndex('orders_country_area_idx').ifExists().execute();
  for (const column of [
    'delivery_slot',
    'requested_delivery_date',
    'delivery_method',
    ...[...AREA_COLUMNS].reverse(),
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
