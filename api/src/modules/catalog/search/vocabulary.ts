import { Lru, lowerBound } from './columns';

// Tokenising and vocabulary: what a shopper typed as the words the engine looks up, the
// words of the catalog as the index keeps them, and corrections of a misspelt word to
// the catalog's own. What was typed is cut into words of letters and digits only, so
// quotes, operators and SQL are just text.

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Units written after a number, as the index keeps them: joined, in one spelling. */
const UNITS: Record<string, string> = {
  tb: 'tb',
  gb: 'gb',
  mb: 'mb',
  hz: 'hz',
  khz: 'khz',
  mhz: 'mhz',
  ghz: 'ghz',
  w: 'w',
  mm: 'mm',
  ms: 'ms',
  mah: 'mah',
  inch: 'inch',
  inches: 'inch',
  '"': 'inch',
  '\u201d': 'inch',
  '\u2033': 'inch',
};
// "1 TB", "1TB", "1-tb" -> 1tb; '27"', "27 inch", "27-inch", "27in" -> 27inch. "in" only
// straight after the digits: "3 in 1" stays three words.
const UNIT_PATTERN =
  /(\d)(?:\s*-?\s*(tb|gb|mb|hz|khz|mhz|ghz|w|mm|ms|mah|inch(?:es)?|["\u201d\u2033])|(in))(?![\p{L}\p{N}])/giu;
const UNIT_WORD = /^\d+(?:tb|gb|mb|hz|khz|mhz|ghz|w|mm|ms|mah|inch)$/;
/** Joiners inside Bangla words (র‍্যাম) are no word boundary. */
const JOINERS = /[\u200c\u200d]/g;

function normalizeUnits(text: string): string {
  return text.replace(
    UNIT_PATTERN,
    (_, digit: string, unit: string | undefined, inch: string | undefined) =>
      `${digit}${inch !== undefined ? 'inch' : UNITS[unit!.toLowerCase()]!}`,
  );
}

/**
 * What a shopper typed as words the index looks up: lower case, accents removed, units
 * joined to their number, runs of letters, marks and digits; in order, duplicates removed.
 */
export function tokenize(text: string): string[] {
  const words =
    normalizeUnits(text.replace(JOINERS, ''))
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const tokens: string[] = [];
  for (const word of words) {
    const token = foldToken(word).slice(0, MAX_TOKEN_LENGTH);
    if (token === '' || tokens.includes(token)) continue;
    tokens.push(token);
    if (tokens.length === MAX_TOKENS) break;
  }
  return tokens;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Rows of the distance table prefixDistances fills, reused (a word is at most 40 letters). */
let rowPrevPrev = new Int32Array(64);
let rowPrev = new Int32Array(64);
let rowNext = new Int32Array(64);

/**
 * The distance (as editDistance counts it) from `a` to each prefix of `b` up to `width`
 * letters: entry j is the distance to b's first j letters. Null when every one is more
 * than `max` (the table stops as soon as a row is all above it: no later row can come
 * back under). The array is reused by the next call.
 */
function prefixDistances(a: string, b: string, width: number, max: number): Int32Array | null {
  if (rowPrev.length <= width) {
    rowPrevPrev = new Int32Array(width + 1);
    rowPrev = new Int32Array(width + 1);
    rowNext = new Int32Array(width + 1);
  }
  let prevPrev = rowPrevPrev;
  let prev = rowPrev;
  let row = rowNext;
  for (let j = 0; j <= width; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev;
}

export interface VocabularyTerm {
  term: string;
  /** How many products contain it; breaks ties towards common words. */
  docs: number;
}

/**
 * Corrects a word that is no prefix of any indexed term to the closest prefix of one
 * (1 edit for short words, 2 from 6 letters), e.g. "ryzne" -> "ryzen",
 * "nvidai" -> "nvidia". Returns the word unchanged when nothing is close enough.
 */
export function correctToken(
  token: string,
  vocabulary: readonly VocabularyTerm[],
  hasPrefix: (prefix: string) => boolean,
): string {
  // Never a short word, a number or a model number (letters and digits): only words of
  // Latin letters from 5 letters, 1 edit (a transposition is one), 2 from 9.
  if (token.length < 5 || !/^[a-z]+$/.test(token) || hasPrefix(token)) return token;
  const max = token.length >= 9 ? 2 : 1;
  // Ties go to the candidate as long as the word (ryzne -> ryzen, not ryze), then to
  // the more common term.
  let best: { text: string; distance: number; gap: number; docs: number } | undefined;
  const shortest = Math.max(2, token.length - max);
  for (const { term, docs } of vocabulary) {
    const longest = Math.min(term.length, token.length + max);
    if (longest < shortest) continue;
    // One table gives the distance to each of the term's prefixes at once.
    const distances = prefixDistances(token, term, longest, max);
    if (distances === null) continue;
    for (let length = shortest; length <= longest; length += 1) {
      const distance = distances[length]!;
      if (distance > max) continue;
      const gap = Math.abs(length - token.length);
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && gap < best.gap) ||
        (distance === best.distance && gap === best.gap && docs > best.docs)
      ) {
        best = { text: term.slice(0, length), distance, gap, docs };
      }
    }
  }
  return best?.text ?? token;
}

/**
 * Words as the index keeps them: lower case, accents removed, units joined to their
 * number, letters and digits. With `models` (names and model numbers), a word of letters
 * and digits also gives its parts (rtx4060ti: rtx, 4060, ti) and a word of letters
 * followed by one starting with a digit also gives the two joined (ryzen 5: ryzen5), so
 * a model number is found however it is written.
 */
export function indexWords(text: string, models = false): string[] {
  // Most catalog text is ASCII: the Unicode-aware path is only needed for the rest.
  const words: string[] = ASCII.test(text)
    ? (normalizeUnits(text)
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? [])
    : (normalizeUnits(text.replace(JOINERS, ''))
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []);
  if (!models) return words;
  const more: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (MIXED.test(word) && !UNIT_WORD.test(word)) {
      for (const part of word.match(PARTS)!) more.push(part);
    }
    const next = words[i + 1];
    if (next !== undefined && LETTER_END.test(word) && DIGIT_START.test(next)) {
      more.push(word + next);
    }
  }
  return more.length === 0 ? words : words.concat(more);
}

const ASCII = /^[ -~\t\n\r]*$/;
const MIXED = /^(?=.*\p{L})(?=.*\p{N})/u;
const PARTS = /\p{L}+|\p{N}+/gu;
const LETTER_END = /\p{L}$/u;
const DIGIT_START = /^\p{N}/u;

/** A typed word as the index keeps words (accents removed). */
export function foldToken(token: string): string {
  return token.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A 32-bit FNV-1a hash: tells whether a product's words changed without keeping them. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const CORRECTION_CACHE_ENTRIES = 2_000;

/** Corrections against the catalog's words, kept until the words change. */
export class Corrector {
  private readonly corrections = new Lru<string>(CORRECTION_CACHE_ENTRIES);
  private vocabulary: VocabularyTerm[] | null = null;

  constructor(
    /** The indexed words, sorted. */
    private readonly terms: () => string[],
    /** How many products hold a word. */
    private readonly docs: (term: string) => number,
  ) {}

  /** The catalog's words changed. */
  clear(): void {
    this.corrections.clear();
    this.vocabulary = null;
  }

  correct(token: string): string {
    const cached = this.corrections.get(token);
    if (cached !== undefined) return cached;
    const terms = this.terms();
    const corrected = correctToken(token, this.vocabularyTerms(), (prefix) => {
      const at = lowerBound(terms, prefix);
      return at < terms.length && terms[at]!.startsWith(prefix);
    });
    this.corrections.set(token, corrected);
    return corrected;
  }

  /** Indexed words of letters only (model numbers are never corrected, nor corrected to). */
  vocabularyTerms(): VocabularyTerm[] {
    this.vocabulary ??= this.terms()
      .filter((term) => term.length >= 2 && term.length <= 30 && /^[a-z]+$/.test(term))
      .map((term) => ({ term, docs: this.docs(term) }));
    return this.vocabulary;
  }
}
