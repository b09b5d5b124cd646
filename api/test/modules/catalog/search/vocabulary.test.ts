import {
  correctToken,
  editDistance,
  indexWords,
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

  it('joins units to their number, spelt one way, in queries and in the catalog', () => {
    for (const text of ['1 tb', '1TB', '1-tb', '1 Tb']) expect(tokenize(text)).toEqual(['1tb']);
    for (const text of ['27 inch', '27"', '27-inch', '27in', '27 inches', '27″']) {
      expect(tokenize(text)).toEqual(['27inch']);
    }
    expect(tokenize('144 hz monitor')).toEqual(['144hz', 'monitor']);
    expect(tokenize('3 in 1')).toEqual(['3', 'in', '1']);
    expect(indexWords('Dell S2721DGF 27" QHD 165Hz Monitor')).toEqual([
      'dell',
      's2721dgf',
      '27inch',
      'qhd',
      '165hz',
      'monitor',
    ]);
  });

  it('gives names and models the parts and joins of their model numbers', () => {
    expect(indexWords('MSI GeForce RTX 4060 Ventus', true)).toContain('rtx4060');
    expect(indexWords('AMD Ryzen 5 7600', true)).toContain('ryzen5');
    expect(indexWords('Zotac RTX4060Ti', true)).toEqual(
      expect.arrayContaining(['rtx4060ti', 'rtx', '4060', 'ti']),
    );
    // Not a unit's parts, and not in descriptions.
    expect(indexWords('Kingston 16GB', true)).not.toEqual(expect.arrayContaining(['16']));
    expect(indexWords('up to 4 cores')).toEqual(['up', 'to', '4', 'cores']);
  });

  it('keeps Japanese and Bangla words whole', () => {
    expect(tokenize('マウス')).toEqual(['マウス']);
    expect(tokenize('মনিটর')).toHaveLength(1);
    expect(tokenize('র‍্যাম')).toEqual(tokenize('র্যাম'));
  });

  it('corrects only words of 5 letters or more: 1 edit, 2 from 9 letters', () => {
    const vocabulary = [
      { term: 'motherboard', docs: 3 },
      { term: 'ryzen', docs: 5 },
      { term: 'cable', docs: 2 },
    ];
    const has = (prefix: string) => vocabulary.some(({ term }) => term.startsWith(prefix));
    expect(correctToken('rizen', vocabulary, has)).toBe('ryzen');
    expect(correctToken('rizne', vocabulary, has)).toBe('rizne');
    expect(correctToken('mothrbaord', vocabulary, has)).toBe('motherboard');
    expect(correctToken('cabel', vocabulary, has)).toBe('cable');
    expect(correctToken('cabl3', vocabulary, has)).toBe('cabl3');
    expect(correctToken('cbl', vocabulary, has)).toBe('cbl');
  });
});
