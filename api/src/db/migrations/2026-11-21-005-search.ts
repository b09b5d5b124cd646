import { SqliteAdapter, sql, type Kysely } from 'kysely';

// Frozen once released. Full-text search over products and the indexes the catalog's
// sorts need.
// - SQLite: an external-content FTS5 table over (name, brand, model, category,
//   description), kept in step with `products` by triggers; prefix indexes for 2 and 3
//   characters make typed-prefix queries cheap; an fts5vocab table lists the indexed
//   terms (the vocabulary for typo correction). The FTS rows are keyed by the
//   products rowid; that table has a text primary key, so its rowids are only stable
//   while nobody runs VACUUM on it (the app never does).
// - PostgreSQL: a stored generated tsvector column with the 'simple' configuration
//   (no stemming: prefix matching on model numbers and brand names must stay literal)
//   and a GIN index.

// Asked of the adapter, not by a probe query: on PostgreSQL a failing statement would
// abort the migration's transaction.
async function isSqlite(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, column] of [
    ['products_price_idx', 'price'],
    ['products_created_idx', 'created_at'],
    ['products_rating_idx', 'rating'],
  ] as const) {
    await db.schema.createIndex(name).on('products').column(column).execute();
  }
  await db.schema
    .createIndex('products_featured_idx')
    .on('products')
    .columns(['is_featured', 'review_count'])
    .execute();

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
    // Only when an indexed column changes: stock updates on every order must not
    // rewrite the full-text index.
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

export async function down(db: Kysely<any>): Promise<void> {
  if (await isSqlite(db)) {
    await sql`drop table if exists products_fts_vocab`.execute(db);
    await sql`drop trigger if exists products_fts_insert`.execute(db);
    await sql`drop trigger if exists products_fts_delete`.execute(db);
    await sql`drop trigger if exists products_fts_update`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
  } else {
    await sql`drop index if exists products_search_idx`.execute(db);
    await sql`alter table products drop column if exists search_vector`.execute(db);
  }
  for (const name of [
    'products_price_idx',
    'products_created_idx',
    'products_rating_idx',
    'products_featured_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
