import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { BuildsTable } from './builds.tables';

// All SQL of saved builds. Owner checks are part of every query (`user_id = ?`), so a
// build of someone else is simply not found.

export type BuildRow = Selectable<BuildsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function listByUser(db: Db, userId: string): Promise<BuildRow[]> {
  return db
    .selectFrom('builds')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOwned(db: Db, userId: string, id: string): Promise<BuildRow | undefined> {
  return db
    .selectFrom('builds')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findShared(db: Db, shareId: string): Promise<BuildRow | undefined> {
  return db.selectFrom('builds').selectAll().where('share_id', '=', shareId).executeTakeFirst();
}

export async function countByUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('builds')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** PostgreSQL: holds the user's row until commit, so two saves cannot both pass the limit. */
export async function lockUser(db: Transaction<Database>, userId: string): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(db);
}

export async function insert(db: Db, row: BuildRow): Promise<void> {
  await db.insertInto('builds').values(row).execute();
}

export async function rename(
  db: Db,
  userId: string,
  id: string,
  name: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('builds')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('builds')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function productCategories(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; builder_category: string | null }[]> {
  return db
    .selectFrom('products')
    .select(['id', 'builder_category'])
    .where('id', 'in', [...ids])
    .execute();
}
