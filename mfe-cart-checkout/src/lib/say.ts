import type { MessageValues, Translator } from '@shop/shared';

/**
 * A message that travels as data: the cart's own (its English text is its id in the
 * catalog) in the page's language; anything else (the API's, already in the shopper's
 * language) as it came.
 */
export function say(translator: Translator, text: string, values?: MessageValues): string {
  return translator.i18n.messages[text] !== undefined ? translator.t(text, values) : text;
}

/** A prefecture by the API's name, in the page's language (the name itself when unknown). */
export function prefectureName(prefectures: Translator, name: string): string {
  return say(prefectures, name);
}
