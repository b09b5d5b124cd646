// Where in a product a word was found, and what that weighs for relevance: postings
// record the fields, ranking and the digests count the weights.

/** Field bits of a posting, and what a word found there weighs for relevance. */
export const FIELDS = ['name', 'brand', 'model', 'category', 'description'] as const;
export const FIELD_WEIGHTS = [10, 6, 6, 2, 1];
/** Name, brand and model: the fields suggestions read. */
export const SUGGEST_FIELDS = 0b00111;
export const FIELD_BITS = 5;
const MAX_SCORE_PER_WORD = 10;
export const MAX_TOKENS = 8;
export const MAX_SCORE = MAX_SCORE_PER_WORD * MAX_TOKENS;
/** A score: 0..MAX_SCORE (a word's weight, or several words' weights added). */
export const WEIGHTS = MAX_SCORE + 1;

/** The weight of the best field among a posting's field bits. */
export function maskWeight(mask: number): number {
  let best = 0;
  for (let field = 0; field < FIELDS.length; field += 1) {
    if ((mask & (1 << field)) !== 0 && FIELD_WEIGHTS[field]! > best) best = FIELD_WEIGHTS[field]!;
  }
  return best;
}
