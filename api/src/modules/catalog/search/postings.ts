import { growInt32, Lru, lowerBound, type PriceView, type Scratch } from './columns';
import type { Digests } from './facets';
import { indexWords } from './vocabulary';
import type { QueryTerm } from './query-words';
import { FIELD_BITS, MAX_SCORE, maskWeight, TYPE_FIELD } from './weights';

// Postings: for each word of the catalog, the products holding it (with which fields),
// and what a query's words match: the products holding a word that starts with each
// typed prefix, intersected, with their relevance scores.

const PREFIX_CACHE_ENTRIES = 256;
/** About 5 bytes a doc (rank and weight): some 5 MB at most. */
const PREFIX_CACHE_DOCS = 1_000_000;

/** The doc of a list's last used entry (the list may hold spare slots after it), or -1. */
function lastDoc(list: Int32Array, used: number): number {
  return used === 0 ? -1 : list[used - 1]! >>> FIELD_BITS;
}

/** word -> postings (doc << FIELD_BITS | field bits), doc ascending. */
export class Postings {
  private readonly lists = new Map<string, Int32Array>();
  private readonly usedLength = new Map<string, number>();
  private sortedTerms: string[] | null = null;

  /** A word's postings (after terms() was called: no spare slots). */
  get(word: string): Int32Array | undefined {
    return this.lists.get(word);
  }

  /**
   * Indexes a product's fields (FIELDS' order, type excepted) and its type terms (see
   * typeTerm). Names and models also give their model numbers' parts and joins.
   */
  add(doc: number, fields: readonly string[], typeTerms: readonly string[]): void {
    this.sortedTerms = null;
    const bits = new Map<string, number>();
    fields.forEach((text, field) => {
      for (const word of indexWords(text, field === 0 || field === 2)) {
        bits.set(word, (bits.get(word) ?? 0) | (1 << field));
      }
    });
    for (const term of typeTerms) bits.set(term, (bits.get(term) ?? 0) | (1 << TYPE_FIELD));
    for (const [word, mask] of bits) {
      const entry = (doc << FIELD_BITS) | mask;
      const list = this.lists.get(word);
      if (list === undefined) {
        this.lists.set(word, Int32Array.of(entry));
      } else if (lastDoc(list, this.used(word, list)) < doc) {
        // Appending in doc order is the common case (initial load, new products). The
        // array grows by doubling; its used length is kept in a side map.
        this.append(word, list, entry);
      } else {
        const used = this.used(word, list);
        const merged = new Int32Array(used + 1);
        let j = 0;
        let placed = false;
        for (let i = 0; i < used; i += 1) {
          if (!placed && list[i]! >>> FIELD_BITS > doc) {
            merged[j++] = entry;
            placed = true;
          }
          merged[j++] = list[i]!;
        }
        if (!placed) merged[j++] = entry;
        this.lists.set(word, merged);
        this.usedLength.delete(word);
      }
    }
  }

  private used(word: string, list: Int32Array): number {
    return this.usedLength.get(word) ?? list.length;
  }

  private append(word: string, list: Int32Array, entry: number): void {
    const used = this.used(word, list);
    let target = list;
    if (used === list.length) {
      target = new Int32Array(Math.max(4, list.length * 2));
      target.set(list);
      this.lists.set(word, target);
    }
    target[used] = entry;
    this.usedLength.set(word, used + 1);
  }

  /** Takes a doc out of every word's list (lists are in doc order: a binary search each). */
  remove(doc: number): void {
    this.sortedTerms = null;
    for (const [word, list] of this.lists) {
      const used = this.used(word, list);
      let low = 0;
      let high = used;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (list[mid]! >>> FIELD_BITS < doc) low = mid + 1;
        else high = mid;
      }
      if (low === used || list[low]! >>> FIELD_BITS !== doc) continue;
      if (used === 1) {
        this.lists.delete(word);
        this.usedLength.delete(word);
        continue;
      }
      const kept = new Int32Array(used - 1);
      kept.set(list.subarray(0, low));
      kept.set(list.subarray(low + 1, used), low);
      this.lists.set(word, kept);
      this.usedLength.delete(word);
    }
  }

  /** Every word, sorted (a prefix's words are a range). */
  terms(): string[] {
    if (this.sortedTerms === null) {
      // Trim the doubling slack once loading is done.
      for (const [word, used] of this.usedLength) {
        this.lists.set(word, this.lists.get(word)!.slice(0, used));
      }
      this.usedLength.clear();
      this.sortedTerms = [...this.lists.keys()].sort();
    }
    return this.sortedTerms;
  }

  /** Whether some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const terms = this.terms();
    const at = lowerBound(terms, prefix);
    return at < terms.length && terms[at]!.startsWith(prefix);
  }
}

/**
 * The products holding a word that starts with a prefix (as ranks in price order,
 * ascending), with the best field weight of each; or those holding every one of several
 * words, with their weights added.
 */
export interface PrefixHits {
  docs: Int32Array;
  weights: Uint8Array;
}

export interface TextMatch {
  docs: Int32Array;
  scores: Uint16Array | Uint8Array;
  /** The key of a kept list (null: the list is this query's scratch, see matchText). */
  word: string | null;
}

/** What typed words match, with the lists it made kept for the next queries. */
export class Matcher {
  // Bounded by the docs held too: a one-letter prefix holds nearly the whole catalog.
  private readonly prefixCache = new Lru<PrefixHits>(
    PREFIX_CACHE_ENTRIES,
    PREFIX_CACHE_DOCS,
    (hits) => hits.docs.length,
  );

  constructor(
    private readonly postings: Postings,
    private readonly scratch: Scratch,
    private readonly digests: Digests,
  ) {}

  /** Ranks or words changed: every kept list is stale. */
  clear(): void {
    this.prefixCache.clear();
  }

  /**
   * The products holding a word that starts with one of a term's prefixes, as ranks in
   * price order, each with its best weight.
   */
  prefixHits(term: QueryTerm, view: PriceView): PrefixHits {
    const cached = this.prefixCache.get(term.key);
    if (cached) return cached;
    const terms = this.postings.terms();
    const { rank: rankOf, order } = view;
    const stamp = this.scratch.nextStamp();
    const seen = this.scratch.seen;
    const weight = this.scratch.score;
    let ranks = new Int32Array(64);
    let count = 0;
    for (const prefix of term.prefixes) {
      for (let at = lowerBound(terms, prefix); at < terms.length; at += 1) {
        if (!terms[at]!.startsWith(prefix)) break;
        const list = this.postings.get(terms[at]!)!;
        // A whole word weighs one more than a word it only starts ('ryzen 7': the
        // Ryzen 7 before the Ryzen 5 7600).
        const whole = terms[at]!.length === prefix.length ? 1 : 0;
        for (let i = 0; i < list.length; i += 1) {
          const rank = rankOf[list[i]! >>> FIELD_BITS]!;
          if (rank < 0) continue;
          const mask = list[i]! & ((1 << FIELD_BITS) - 1);
          if (seen[rank] !== stamp) {
            seen[rank] = stamp;
            weight[rank] = 0;
            if (count === ranks.length) ranks = growInt32(ranks, count + 1);
            ranks[count++] = rank;
          }
          weight[rank] = Math.max(weight[rank]!, maskWeight(mask) + whole);
        }
      }
    }
    if (count * 16 > order.length) {
      // Many products (a short prefix): collecting them in order from the stamps is one
      // pass over the catalog, cheaper than sorting them.
      const ordered = new Int32Array(count);
      let n = 0;
      for (let rank = 0; rank < order.length; rank += 1)
        if (seen[rank] === stamp) ordered[n++] = rank;
      ranks = ordered;
    } else {
      ranks = ranks.slice(0, count).sort();
    }
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) weights[i] = weight[ranks[i]!]!;
    const hits = { docs: ranks, weights };
    this.prefixCache.set(term.key, hits);
    return hits;
  }

  /**
   * Products holding every word prefix, as ranks in price order, with their relevance
   * scores (same positions), and the word when there is one (its list is the cached one:
   * read it, never write it).
   */
  matchText(words: readonly QueryTerm[], view: PriceView): TextMatch {
    const lists = words.map((term) => ({ word: term.key, hits: this.prefixHits(term, view) }));
    // Rarest word first: the intersection never grows.
    lists.sort((a, b) => a.hits.docs.length - b.hits.docs.length);
    const first = lists[0]!;
    if (lists.length === 1) {
      return { docs: first.hits.docs, scores: first.hits.weights, word: first.word };
    }
    // Several words: the intersection is kept like a prefix's list (same cache, same
    // invalidation), so a repeated combination ('intel core') reads a list with a digest.
    const key = words
      .map((term) => term.key)
      .sort()
      .join(' ');
    const known = this.prefixCache.get(`\u0000${key}`);
    if (known !== undefined)
      return { docs: known.docs, scores: known.weights, word: `\u0000${key}` };
    // Kept from the second time it is asked: most combinations are asked once.
    const again = this.digests.askedBefore(`\u0000${key}`);
    let current: Int32Array = first.hits.docs;
    let scores: Uint16Array | Uint8Array = first.hits.weights;
    // Which of the two scratch pairs the next step writes (it reads the other one).
    let flip: 0 | 1 = 0;
    for (const { word, hits } of lists.slice(1)) {
      const next = this.scratch.matchDocs[flip];
      const nextScores = this.scratch.matchScores[flip];
      flip = flip === 0 ? 1 : 0;
      let n = 0;
      const digest = this.digests.digestOf(word, hits.docs, hits.weights, view);
      if (digest !== null) {
        // A broad word: a look-up per product of the rarer list, no merge.
        const member = digest.member;
        for (let i = 0; i < current.length; i += 1) {
          const rank = current[i]!;
          const held = member[rank]!;
          if (held === 0) continue;
          next[n] = rank;
          nextScores[n] = Math.min(MAX_SCORE, scores[i]! + held - 1);
          n += 1;
        }
      } else {
        // Merge two ordered lists.
        let j = 0;
        for (let i = 0; i < current.length; i += 1) {
          const rank = current[i]!;
          while (j < hits.docs.length && hits.docs[j]! < rank) j += 1;
          if (j === hits.docs.length) break;
          if (hits.docs[j] !== rank) continue;
          next[n] = rank;
          nextScores[n] = Math.min(MAX_SCORE, scores[i]! + hits.weights[j]!);
          n += 1;
        }
      }
      current = next.subarray(0, n);
      scores = nextScores.subarray(0, n);
    }
    if (!again) return { docs: current, scores, word: null };
    const docs = current.slice();
    const weights = Uint8Array.from(scores);
    this.prefixCache.set(`\u0000${key}`, { docs, weights });
    return { docs, scores: weights, word: `\u0000${key}` };
  }
}
