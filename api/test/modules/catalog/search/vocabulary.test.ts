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

  it('corrects as a word-by-word comparison with every prefix of every term would', () => {
    // The rule written out plainly (editDistance to each prefix, ties to the prefix as
    // long as the word, then the commoner term), against the corrector on misspellings.
    const vocabulary = [
      'ryzen',
      'razer',
      'corsair',
      'keyboard',
      'keychron',
      'monitor',
      'motherboard',
      'mouse',
      'gigabyte',
      'geforce',
      'samsung',
      'headphone',
      'headset',
      'logitech',
      'router',
    ].map((term, i) => ({ term, docs: (i * 7) % 11 }));
    const sorted = vocabulary.map((v) => v.term).sort();
    const has = (prefix: string) => sorted.some((term) => term.startsWith(prefix));
    const plainly = (token: string): string => {
      if (token.length < 5 || has(token)) return token;
      const max = token.length >= 9 ? 2 : 1;
      let best: { text: string; distance: number; gap: number; docs: number } | undefined;
      for (const { term, docs } of vocabulary) {
        for (let length = token.length - max; length <= token.length + max; length += 1) {
          if (length < 2 || length > term.length) continue;
          const distance = editDistance(token, term.slice(0, length), max);
          if (distance > max) continue;
          const gap = Math.abs(length - token.length);
          const better =
            !best ||
            distance < best.distance ||
            (distance === best.distance && gap < best.gap) ||
            (distance === best.distance && gap === best.gap && docs > best.docs);
          if (better) best = { text: term.slice(0, length), distance, gap, docs };
        }
      }
      return best?.text ?? token;
    };
    // Deterministic misspellings: each term with a letter dropped, doubled, swapped with
    // the next or replaced, at every place, and its prefixes so changed.
    const typos = new Set<string>();
    for (const { term } of vocabulary) {
      for (let i = 0; i < term.length; i += 1) {
        typos.add(term.slice(0, i) + term.slice(i + 1));
        typos.add(term.slice(0, i + 1) + term.slice(i));
        typos.add(term.slice(0, i) + 'x' + term.slice(i + 1));
        if (i + 1 < term.length)
          typos.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
      }
    }
    for (const typo of [...typos]) typos.add(`${typo.slice(0, -2)}q`);
    let corrected = 0;
    for (const typo of typos) {
      const expected = plainly(typo);
      expect([typo, correctToken(typo, vocabulary, has)]).toEqual([typo, expected]);
      if (expected !== typo) corrected += 1;
    }
    expect(corrected).toBeGreaterThan(100);
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
