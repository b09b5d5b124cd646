import type { Locale } from './locales';
import { bn } from './bn';
import { en, type MessageTable } from './en';
import { formatDate, formatMoney, formatNumber } from './format';
import { ja } from './ja';
import { prefectureInJapanese } from './prefectures-ja';

// The API's services write English (en.ts holds every message a shopper sees). An
// answer in Japanese or Bangla is translated on its way out: the English text is matched
// against en.ts's templates (the code's own first) and the same key's template in the
// language is filled with the same values, numbers, dates and money written as the
// language writes them (Bangla digits, ￥ in Japanese). A text no template matches stays
// English; codes never change.

export const TABLES: Record<Locale, MessageTable> = { en, ja, bn };

type Part = 'errors' | 'fields';

interface Template {
  part: Part;
  key: string;
  code: string;
  pattern: RegExp;
  names: string[];
  /** How much of the template is fixed text: the most specific template is tried first. */
  fixed: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

function compile(part: Part, key: string, template: string): Template {
  const names: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const literal = template.slice(last, match.index);
    source += escapeRegExp(literal) + '(.+?)';
    fixed += literal.length;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  const tail = template.slice(last);
  source += escapeRegExp(tail);
  fixed += tail.length;
  return {
    part,
    key,
    code: key.split('/')[0]!,
    pattern: new RegExp(`^${source}$`, 's'),
    names,
    fixed,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TEMPLATES: Template[] = (['errors', 'fields'] as const)
  .flatMap((part) =>
    Object.entries(en[part]).map(([key, template]) => compile(part, key, template)),
  )
  .sort((a, b) => b.fixed - a.fixed);

function match(
  candidates: Template[],
  text: string,
): { template: Template; values: Record<string, string> } | null {
  for (const template of candidates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, index) => (values[name] = found[index + 1] ?? ''));
    return { template, values };
  }
  return null;
}

const LIST_SEPARATOR: Record<Locale, string> = { en: ', ', ja: '、', bn: ', ' };
const OR_WORD: Record<Locale, string> = { en: ' or ', ja: 'または', bn: ' অথবা ' };
const NUMBER_NAMES = new Set(['count', 'limit']);
const DATE_NAMES = new Set(['first', 'last']);
const MONEY = /^(-?)([৳¥])([\d,]+)$/;

/** A word of the tables' terms (a country, a payment method), or a prefecture in Japanese. */
export function term(locale: Locale, word: string): string {
  const terms = TABLES[locale].terms as Record<string, string>;
  const known = terms[word];
  if (known !== undefined) return known;
  return locale === 'ja' ? prefectureInJapanese(word) : word;
}

/** A value filled into a template, written the language's way. */
function localizeValue(locale: Locale, name: string, value: string): string {
  if (NUMBER_NAMES.has(name) && /^\d+$/.test(value)) return formatNumber(Number(value), locale);
  if (DATE_NAMES.has(name) && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDate(`${value}T00:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  const money = MONEY.exec(value);
  if (money) {
    const amount = Number(money[3]!.replace(/,/g, '')) * (money[1] ? -1 : 1);
    return formatMoney(amount, money[2] === '¥' ? 'JPY' : 'BDT', locale);
  }
  if (value.includes(' or ')) {
    return value
      .split(' or ')
      .map((part) => term(locale, part))
      .join(OR_WORD[locale]);
  }
  if (value.includes(', ')) {
    return value
      .split(', ')
      .map((part) => term(locale, part))
      .join(LIST_SEPARATOR[locale]);
  }
  return term(locale, value);
}

function fill(template: string, values: Record<string, string>, locale: Locale): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    values[name] === undefined ? whole : localizeValue(locale, name, values[name]),
  );
}

/**
 * An English message in `locale`: `code`'s own templates first, then any; null when no
 * template matches.
 */
function translated(locale: Locale, text: string, code?: string, part?: Part): string | null {
  const own = code === undefined ? [] : TEMPLATES.filter((template) => template.code === code);
  const found =
    match(own, text) ??
    match(
      part === undefined ? TEMPLATES : TEMPLATES.filter((template) => template.part === part),
      text,
    ) ??
    (part === undefined ? null : match(TEMPLATES, text));
  if (!found) return null;
  const table = TABLES[locale][found.template.part] as Record<string, string>;
  return fill(table[found.template.key]!, found.values, locale);
}

/** A message the API sends (an error's, a coupon verdict's) in the shopper's language. */
export function translateMessage(locale: Locale, text: string, code?: string): string {
  if (locale === 'en') return text;
  const result = translated(locale, text, code);
  if (result !== null) return result;
  // The request schema's own sentence ("body/x must be ...") is for developers; a shopper
  // reading Japanese or Bangla gets the general one, and the fields say what is wrong.
  if (code === 'VALIDATION_ERROR') return TABLES[locale].errors.VALIDATION_ERROR;
  return text;
}

/** An error's message and its per-field messages in the shopper's language; codes unchanged. */
export function translateError<
  T extends { code: string; message: string; fields?: Record<string, string> },
>(locale: Locale, error: T): T {
  if (locale === 'en') return error;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, text]) => [
          field,
          translated(locale, text, undefined, 'fields') ?? text,
        ]),
      )
    : undefined;
  return {
    ...error,
    message: translateMessage(locale, error.message, error.code),
    ...(fields ? { fields } : {}),
  };
}
