import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { UserAddressesTable } from './addresses.tables';

export type AddressRow = Selectable<UserAddressesTable>;

// Every query names the owner: a shopper's ids never reach another shopper's rows.

export function listAddressRows(db: Kysely<Database>, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findAddressRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countAddressRows(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddressRow(
  db: Kysely<Database>,
  row: Insertable<UserAddressesTable>,
): Promise<void> {
  await db.insertInto('user_addresses').values(row).execute();
}

export async function updateAddressRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Updateable<UserAddressesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAddressRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
