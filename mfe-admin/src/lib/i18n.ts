import {
  formatDate,
  formatMoney,
  formatNumber,
  useMessages,
  type Locale,
  type Translator,
} from '@shop/shared';
import { adminMessages } from '../messages/catalogs';

/**
 * The back office's words and formats in the page's language: `t` for messages, and
 * money (taka, the currency prices are kept in), dates and counts through Intl. Staff
 * names, product names and order numbers are shown as they are.
 */
export interface Words {
  locale: Locale;
  t: Translator['t'];
  /** An amount in taka: ৳12,500 (en), ১২,৫০০৳ (bn). */
  taka: (amount: number) => string;
  /** A moment: date and time, medium and short. */
  when: (iso: string) => string;
  /** A count or any plain number. */
  num: (value: number) => string;
}

const cache = new WeakMap<Translator['t'], Words>();

/** The words of a translator (one object per translator: safe in effect deps). */
export function wordsOf({ t, locale }: { t: Translator['t']; locale: Locale }): Words {
  let words = cache.get(t);
  if (!words) {
    words = {
      locale,
      t,
      taka: (amount) => formatMoney(amount, 'BDT', 1, locale),
      when: (iso) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }),
      num: (value) => formatNumber(value, locale),
    };
    cache.set(t, words);
  }
  return words;
}

/** The admin's words in the page's language (suspends until its catalog is there). */
export function useWords(): Words {
  return wordsOf(useMessages(adminMessages));
}

/**
 * The locale a calendar day is written in: English as the back office always wrote it
 * ("Sat, 28 Nov 2026"), the others as their language does.
 */
export const DAY_LOCALES: Record<Locale, string> = { en: 'en-GB', ja: 'ja-JP', bn: 'bn-BD' };
