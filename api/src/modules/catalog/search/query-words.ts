import type { ProductTypes } from './product-types';
import { tokenize } from './vocabulary';

// What a query's text asks for: its words, each a set of alternatives a product's words
// must start with (a misspelt word corrected to the catalog's; a word or phrase for a
// product type gives that type's terms, and a single word itself too), and the corrected
// text to show ('Showing results for ryzen') when a word was corrected. Results, facets,
// counts and suggestions all read the same words, so they never disagree.

export interface QueryTerm {
  /** Names the alternatives (the word itself when it is the only one). */
  key: string;
  /** A product matches when one of its words starts with one of these. */
  prefixes: string[];
}

export interface QueryWords {
  terms: QueryTerm[];
  /** The text as searched when a word was corrected, else null. */
  corrected: string | null;
}

export interface Understanding {
  types: ProductTypes;
  /** Whether some indexed word starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /** The closest catalog word (or the word itself; see correctToken). */
  correct(word: string): string;
}

/** The words of `text`; `exact` searches them as typed (no correction). */
export function queryWords(text: string, how: Understanding, exact = false): QueryWords {
  const { types } = how;
  const typed = tokenize(text);
  let corrected = false;
  const words = typed.map((word) => {
    if (exact || types.words.has(word) || how.hasPrefix(word)) return word;
    const better = how.correct(word);
    if (better !== word) corrected = true;
    return better;
  });
  const terms: QueryTerm[] = [];
  const keys = new Set<string>();
  const add = (term: QueryTerm) => {
    if (keys.has(term.key)) return;
    keys.add(term.key);
    terms.push(term);
  };
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let length = Math.min(types.longest, words.length - i); length >= 1; length -= 1) {
      const phrase = words.slice(i, i + length).join(' ');
      const typeTerms = types.phrases.get(phrase);
      if (typeTerms === undefined) continue;
      // One word is also searched as itself ('monitor' in a laptop's name); the words of
      // a longer phrase only together, as the type ('graphics card' in a processor's
      // description is no graphics card).
      const prefixes = length === 1 ? [...typeTerms, phrase] : typeTerms;
      add({ key: prefixes.join('|'), prefixes });
      taken = length;
      break;
    }
    if (taken === 0) {
      add({ key: words[i]!, prefixes: [words[i]!] });
      taken = 1;
    }
    i += taken;
  }
  return { terms, corrected: corrected ? words.join(' ') : null };
}
