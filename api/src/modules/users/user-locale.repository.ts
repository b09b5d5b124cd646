import { isLocale, type Locale } from '../../i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The account's language, or null when it has none yet (or the account is gone). */
export async function findUserLocale(db: Kysely<Database>, userId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', userId)
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : null;
}

/** Stores the account's language; a row that already has it is not written. */
export async function saveUserLocale(
  db: Kysely<Database>,
  userId: string,
  locale: Locale,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '!=', locale)]))
    .execute();
}
