import type { Kysely } from 'kysely';

// Frozen: once released, a migration never changes. It uses Kysely<any> and no shared
// constants, so later edits to the Database interface cannot alter what it did.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    // ISO-8601 UTC text, written by the application (same on SQLite and PostgreSQL).
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_meta').execute();
}
