import { type Kysely } from 'kysely';

// Frozen once released. The shop speaks English, Japanese and Bangla (decision 22):
// - users.locale: the account's language ('en' | 'ja' | 'bn'), remembered at sign-in and
//   when a signed-in call names another; used when a call names none. Null until known.
// - orders.locale: the language the order was placed in, for its mails (confirmation,
//   payment, shipped, cancelled, refunded). Orders placed before this speak English.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('locale').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
