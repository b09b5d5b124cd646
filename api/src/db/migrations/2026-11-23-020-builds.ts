import type { Kysely } from 'kysely';

// Frozen once released. Saved PC builds of signed-in shoppers: a name and the chosen
// part per slot (JSON text, so both databases store it the same way), with a separate
// random id for the shared read-only view.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('builds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('share_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('parts', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('builds_user_idx')
    .on('builds')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('builds').execute();
}
