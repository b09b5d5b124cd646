import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Frozen once released. Drops the full-text indexes of migration 2026-11-21-005 that
// nothing reads any more: search runs on the in-memory engine of each API instance
// (api/src/modules/catalog/search/), which follows products by their change numbers.
// - SQLite: the FTS5 table, its vocabulary table and the three triggers that kept it in
//   step (each product write paid for them).
// - PostgreSQL: the generated tsvector column and its GIN index (each product write
//   recomputed the column and updated the index).
// The other indexes of 005 (price, date, rating, featured) stay: the slug list and the
// back office still sort by them.

async function isSqlite(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (await isSqlite(db)) {
    await sql`drop trigger if exists products_fts_insert`.execute(db);
    await sql`drop trigger if exists products_fts_delete`.execute(db);
    await sql`drop trigger if exists products_fts_update`.execute(db);
    await sql`drop table if exists products_fts_vocab`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
    return;
  }
  await sql`drop index if exists products_search_idx`.execute(db);
  await sql`alter table products drop column if exists search_vector`.execute(db);
}

/** Puts the indexes back as 005 made them (rebuilt from the products). */
export async function down(db: Kysely<any>): Promise<void> {
  if (await isSqlite(db)) {
    await sql`create virtual table products_fts using fts5(
      name, brand, model, category, description,
      content='products', content_rowid='rowid',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
    await sql`create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, name, brand, model, category, description)
      values (new.rowid, new.name, new.brand, new.model, new.category, new.description);
    end`.execute(db);
    await sql`create trigger products_fts_delete after delete on products begin
      insert into products_fts(products_fts, rowid, name, brand, model, category, description)
      values ('delete', old.rowid, old.name, old.brand, old.model, old.category, old.description);
    end`.execute(db);
    await sql`create trigger products_fts_update after update of name, brand, model, category, description on products begin
      insert into products_fts(products_fts, rowid, name, brand, model, category, description)
      values ('delete', old.rowid, old.name, old.brand, old.model, old.category, old.description);
      insert into products_fts(rowid, name, brand, model, category, description)
      values (new.rowid, new.name, new.brand, new.model, new.category, new.description);
    end`.execute(db);
    await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
    await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(
      db,
    );
    return;
  }
  await sql`alter table products add column search_vector tsvector
    generated always as (to_tsvector('simple',
      name || ' ' || brand || ' ' || model || ' ' || replace(category, '-', ' ') || ' ' || description
    )) stored`.execute(db);
  await sql`create index products_search_idx on products using gin (search_vector)`.execute(db);
}
