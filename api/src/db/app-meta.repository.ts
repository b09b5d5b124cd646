import type { Kysely } from 'kysely';
import type { Database } from './database';

export async function getAppMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setAppMeta(
  db: Kysely<Database>,
  key: string,
  value: string,
  now: Date = new Date(),
): Promise<void> {
  const updatedAt = now.toISOString();
  // ON CONFLICT ... DO UPDATE is spelled the same in SQLite and PostgreSQL.
  await db
    .insertInto('app_meta')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
