import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  productTypes,
  readProductTypes,
  typeTerm,
} from '../../../../src/modules/catalog/search/product-types';
import { tokenize } from '../../../../src/modules/catalog/search/vocabulary';

describe('product-type vocabulary', () => {
  it('reads the three languages and maps their words to the catalog types', () => {
    const { phrases } = productTypes();
    const graphics = [typeTerm('category', 'graphics-cards')];
    for (const word of ['gpu', 'video card', 'グラボ', 'গ্রাফিক্স কার্ড']) {
      // Keys are the phrases' words as queries are cut into them (accents, kana marks off).
      expect(phrases.get(tokenize(word).join(' '))).toEqual(graphics);
    }
    expect(phrases.get('psu')).toEqual([typeTerm('sub', 'Power Supply')]);
    expect(phrases.get('ssd')).toEqual([typeTerm('sub', 'NVMe SSD'), typeTerm('sub', 'SATA SSD')]);
  });

  it('refuses a file that does not match the schema, naming it and the place', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'types-'));
    const file = path.join(dir, 'xx.json');
    fs.writeFileSync(file, JSON.stringify({ language: 'en', types: [{ words: [] }] }));
    try {
      expect(() => readProductTypes(file)).toThrow(/xx\.json: \/types\/0\/words/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
