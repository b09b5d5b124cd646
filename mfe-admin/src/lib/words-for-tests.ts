import { loadMessages, type Locale } from '@shop/shared';
import { adminMessages } from '../messages/catalogs';
import { wordsOf, type Words } from './i18n';

/** The admin's words in a language, for tests of the functions that take them. */
export async function wordsIn(locale: Locale): Promise<Words> {
  const i18n = await loadMessages(adminMessages, locale);
  return wordsOf({ t: (id, values) => i18n._(id, values), locale });
}
