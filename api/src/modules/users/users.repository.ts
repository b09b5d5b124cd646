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
  is_verified?: number;
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

/**
 * The owner proved the address. A row that was never proven loses any password set
 * before (whoever set it never showed they own the address); a registration proven by
 * this code brings its own names and password.
 */
export async function proveUserAddress(
  db: Db,
  user: Pick<UserRow, 'id' | 'is_verified'>,
  registration:
    | { first_name: string | null; last_name: string | null; password_hash: string | null }
    | undefined,
  now: string,
): Promise<void> {
  const changes: {
    is_verified: number;
    updated_at: string;
    password_hash?: string | null;
    first_name?: string | null;
    last_name?: string | null;
  } = { is_verified: 1, updated_at: now };
  if (user.is_verified !== 1) changes.password_hash = null;
  if (registration) Object.assign(changes, registration);
  await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
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

/** Swaps the hash only if it is still the one that was checked (a parallel change wins). */
export async function replacePasswordHash(
  db: Db,
  id: string,
  oldHash: string,
  newHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash, updated_at: now })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}
