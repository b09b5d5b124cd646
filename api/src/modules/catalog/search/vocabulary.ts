import { Lru, lowerBound } from './columns';

// Tokenising and vocabulary: what a shopper typed as the words the engine looks up, the
// words of the catalog as the index keeps them, and corrections of a misspelt word to
// the catalog's own. What was typed is cut into words of letters and digits only, so
// quotes, operators and SQL are just text.

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Lower-cased words of letters and digits, in order, duplicates removed. */
export function tokenize(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const tokens: string[] = [];
  for (const word of words) {
    const token = word.slice(0, MAX_TOKEN_LENGTH);
    if (!tokens.includes(token)) tokens.push(token);
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
  if (token.length < 3 || hasPrefix(token) || /^\p{N}+$/u.test(token)) return token;
  const max = token.length >= 6 ? 2 : 1;
  // Ties go to the candidate as long as the word (ryzne -> ryzen, not ryze), then to
  // the more common term.
  let best: { text: string; distance: number; gap: number; docs: number } | undefined;
  for (const { term, docs } of vocabulary) {
    for (let length = token.length - 1; length <= token.length + 1; length += 1) {
      if (length < 2 || length > term.length) continue;
      const candidate = term.slice(0, length);
      const distance = editDistance(token, candidate, max);
      if (distance > max) continue;
      const gap = Math.abs(length - token.length);
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && gap < best.gap) ||
        (distance === best.distance && gap === best.gap && docs > best.docs)
      ) {
        best = { text: candidate, distance, gap, docs };
      }
    }
  }
  return best?.text ?? token;
}

/** Words as the index keeps them: lower case, accents removed, letters and digits. */
export function indexWords(text: string): string[] {
  // Most catalog text is ASCII: the Unicode-aware path is only needed for the rest.
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const ASCII = /^[ -~\t\n\r]*$/;

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

  /** Indexed words with letters (model numbers alone are not worth correcting). */
  vocabularyTerms(): VocabularyTerm[] {
    this.vocabulary ??= this.terms()
      .filter((term) => term.length >= 2 && term.length <= 30 && /\p{L}/u.test(term))
      .map((term) => ({ term, docs: this.docs(term) }));
    return this.vocabulary;
  }
}
