// Where in a product a word was found, and what that weighs for relevance: postings
// record the fields, ranking and the digests count the weights.

/**
 * Field bits of a posting, and what a word found there weighs for relevance. `type` holds
 * no typed word: each product has a term for its category and one for its sub-category
 * there (see typeTerm), which the words shoppers use for a product type reach ('gpu',
 * 'メモリ'). It outweighs every other field, so a query that names a type ranks that
 * type first (a RAM module before a laptop with "16GB RAM" in its name).
 */
export const FIELDS = ['name', 'brand', 'model', 'category', 'description', 'type'] as const;
export const FIELD_WEIGHTS = [10, 6, 6, 2, 1, 30];
/** Name, brand, model and type: the fields suggestions read. */
export const SUGGEST_FIELDS = 0b100111;
export const TYPE_FIELD = 5;
export const FIELD_BITS = 6;
export const MAX_TOKENS = 8;
/**
 * Scores are added over a query's words (a whole word one more than a word it starts)
 * and capped here: one type and seven words.
 */
export const MAX_SCORE = 31 + 11 * (MAX_TOKENS - 1);
/** A score: 0..MAX_SCORE (a word's weight, or several words' weights added). */
export const WEIGHTS = MAX_SCORE + 1;

/** The weight of the best field among a posting's field bits (one look-up per posting). */
export function maskWeight(mask: number): number {
  return MASK_WEIGHTS[mask]!;
}

/**
 * The best field's weight for every combination of field bits, worked out once: a
 * word's list is read posting by posting, and a short prefix reaches most of the
 * catalog's postings.
 */
const MASK_WEIGHTS = Uint8Array.from({ length: 1 << FIELD_BITS }, (_, mask) => {
  let best = 0;
  for (let field = 0; field < FIELDS.length; field += 1) {
    if ((mask & (1 << field)) !== 0 && FIELD_WEIGHTS[field]! > best) best = FIELD_WEIGHTS[field]!;
  }
  return best;
});
