import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from './users.tables';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  user_ref: string;
  first_name?: string | null;
  last_name?: string | null;
  password_hash?: string | null;
  role?: string;
  created_at: string;
  updated_at: string;
}

/** Inserts unless the address is taken; true when this call created the user. */
export async function insertUserIfAbsent(db: Db, user: NewUser): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markUserVerified(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_verified: 1, updated_at: now })
    .where('id', '=', id)
    .where('is_verified', '=', 0)
    .execute();
}

export async function updateUserProfile(
  db: Db,
  id: string,
  changes: { first_name?: string | null; last_name?: string | null; phone?: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setUserRole(db: Db, id: string, role: string, now: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
}
