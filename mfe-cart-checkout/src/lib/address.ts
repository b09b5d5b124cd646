import type { Translator } from '@shop/shared';
import { say } from './say';

// Japanese addresses in Japanese order on Japanese pages (decision 22): 〒postcode,
// prefecture, city, town, then the street and building; the name after it, family name
// first, with 様.

export interface JapaneseAddressParts {
  zipCode: string;
  /** The prefecture by the API's (English) name. */
  state: string;
  city: string;
  town?: string | null | undefined;
  address: string;
}

const latin = (text: string) => /[A-Za-z0-9]$/.test(text);

/** Parts written one after the other, as Japanese does; a space only between Latin words. */
function run(parts: readonly string[]): string {
  return parts
    .filter((part) => part.trim() !== '')
    .reduce(
      (line, part) =>
        line && latin(line) && /^[A-Za-z0-9]/.test(part) ? `${line} ${part}` : line + part,
      '',
    );
}

/** '〒900-0001 沖縄県那覇市久茂地 1-2-3': one line, prefecture in Japanese. */
export function japaneseAddress(parts: JapaneseAddressParts, prefectures: Translator): string {
  return japaneseAddressLines(parts, prefectures).join(' ');
}

/** ['〒900-0001', '沖縄県那覇市久茂地', '1-2-3']: postcode, the place, then street and building. */
export function japaneseAddressLines(
  parts: JapaneseAddressParts,
  prefectures: Translator,
): string[] {
  const place = run([say(prefectures, parts.state), parts.city.trim(), (parts.town ?? '').trim()]);
  return [parts.zipCode ? `〒${parts.zipCode}` : '', place, parts.address.trim()].filter(
    (line) => line !== '',
  );
}

/** '山田 花子 様': family name first, with the honorific. */
export function japaneseName(firstName: string, lastName: string): string {
  return `${[lastName, firstName].filter((part) => part.trim() !== '').join(' ')} 様`;
}
