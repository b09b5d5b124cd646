import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Frozen once released. A change number on every product row, so each API instance can
// keep its in-memory search index in step with the database by reading only what
// changed since its last look ("revision > n"), whichever instance or script wrote it.
// - products.revision: set by the database on every insert and update (a trigger, so
//   no writer can forget it; stock changes from orders included).
// - catalog_revision: one row; `deletes` counts deleted products (a deleted row leaves
//   nothing to read, so an index reloads when this number moves).
// SQLite numbers changes from the one-row table inside the writing transaction (SQLite
// has one writer at a time, so numbers follow commit order). PostgreSQL takes them from
// a sequence (no lock shared by all writers); numbers there may commit out of order,
// which the readers allow for by looking back a few seconds.

async function isSqlite(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('revision', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('catalog_revision')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('deletes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalog_revision').values({ id: 1, value: 0, deletes: 0 }).execute();

  if (await isSqlite(db)) {
    // Triggers do not fire themselves again (recursive_triggers is off), and the
    // full-text trigger only fires for its own columns, so the nested update is cheap.
    const bump = sql`update catalog_revision set value = value + 1 where id = 1;
      update products set revision = (select value from catalog_revision where id = 1)
        where rowid = new.rowid;`;
    await sql`create trigger products_revision_insert after insert on products begin ${bump} end`.execute(
      db,
    );
    await sql`create trigger products_revision_update after update on products begin ${bump} end`.execute(
      db,
    );
    await sql`create trigger products_revision_delete after delete on products begin
      update catalog_revision set deletes = deletes + 1 where id = 1;
    end`.execute(db);
  } else {
    await sql`create sequence products_revision_seq`.execute(db);
    await sql`create function products_set_revision() returns trigger language plpgsql as $$
      begin
        new.revision := nextval('products_revision_seq');
        return new;
      end $$`.execute(db);
    await sql`create trigger products_revision before insert or update on products
      for each row execute function products_set_revision()`.execute(db);
    await sql`create function products_count_delete() returns trigger language plpgsql as $$
      begin
        update catalog_revision set deletes = deletes + 1 where id = 1;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_revision_delete after delete on products
      for each statement execute function products_count_delete()`.execute(db);
  }
  await db.schema.createIndex('products_revision_idx').on('products').column('revision').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isSqlite(db)) {
    for (const name of [
      'products_revision_insert',
      'products_revision_update',
      'products_revision_delete',
    ]) {
      await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists products_revision on products`.execute(db);
    await sql`drop trigger if exists products_revision_delete on products`.execute(db);
    await sql`drop function if exists products_set_revision()`.execute(db);
    await sql`drop function if exists products_count_delete()`.execute(db);
    await sql`drop sequence if exists products_revision_seq`.execute(db);
  }
  await db.schema.dropIndex('products_revision_idx').ifExists().execute();
  await db.schema.dropTable('catalog_revision').ifExists().execute();
  await db.schema.alterTable('products').dropColumn('revision').execute();
}
