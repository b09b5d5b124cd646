import {
  correctToken,
  editDistance,
  tokenize,
} from '../../../../src/modules/catalog/search/vocabulary';

describe('search text', () => {
  it('keeps only words of letters and digits, lower-cased and de-duplicated', () => {
    expect(tokenize('"; DROP TABLE products; --')).toEqual(['drop', 'table', 'products']);
    expect(tokenize('NEAR( * " AND OR')).toEqual(['near', 'and', 'or']);
    expect(tokenize('RTX-4060 rtx')).toEqual(['rtx', '4060']);
    expect(tokenize('  !!  ')).toEqual([]);
    expect(tokenize('a b c d e f g h i j')).toHaveLength(8);
  });

  it('measures edits including transpositions', () => {
    expect(editDistance('ryzne', 'ryzen', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 1)).toBe(0);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('corrects a typo to the closest indexed prefix, preferring common terms', () => {
    const vocabulary = [
      { term: 'ryzen', docs: 30 },
      { term: 'razer', docs: 10 },
      { term: 'corsair', docs: 20 },
    ];
    const sorted = vocabulary.map((v) => v.term).sort();
    const has = (prefix: string) => sorted.some((term) => term.startsWith(prefix));
    expect(correctToken('ryzne', vocabulary, has)).toBe('ryzen');
    expect(correctToken('corsiar', vocabulary, has)).toBe('corsair');
    expect(correctToken('ryz', vocabulary, has)).toBe('ryz');
    expect(correctToken('qqqqq', vocabulary, has)).toBe('qqqqq');
  });
});
