import { loadMessages, type Locale, type MessageValues } from '@shop/shared';
import { catalogMessages } from '../messages/catalogs';
import { listingMessages } from '../messages/listing/catalogs';

/** The catalog's words in a language, as a component gets them (`t`), for tests. */
export async function wordsIn(
  locale: Locale,
  part: 'catalog' | 'listing' = 'catalog',
): Promise<(id: string, values?: MessageValues) => string> {
  const i18n = await loadMessages(part === 'catalog' ? catalogMessages : listingMessages, locale);
  return (id, values) => i18n._(id, values);
}
