// Turns what a shopper typed into a safe full-text query. User text never reaches FTS5
// or tsquery syntax raw: it is cut into words of letters and digits only, and each word
// becomes a quoted prefix term. Quotes, operators (AND, OR, NEAR, *, ^, :, parentheses)
// and SQL are therefore just text; words like "and" or "near" are searched as words.

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

/** FTS5: every word must match as a prefix, e.g. `"rtx"* "406"*`. */
export function toFtsPrefixQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `"${token}"*`).join(' ');
}

/** PostgreSQL to_tsquery('simple', ...): `rtx:* & 406:*`. Tokens hold no operators. */
export function toTsPrefixQuery(tokens: readonly string[]): string {
  return tokens.map((token) => `${token}:*`).join(' & ');
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
