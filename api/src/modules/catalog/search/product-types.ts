import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { tokenize } from './vocabulary';

// The words shoppers use for a product type, per language (product-types/<language>.json):
// everyday words, abbreviations and the Japanese and Bangla names of the shop's types,
// each mapped to the catalog's categories (slugs) and sub-categories (names). Kept as
// data so that a word is added without touching the engine; every file is checked
// against the schema below when it is read, and a bad one stops the API with the file
// and the place named.

export const PRODUCT_TYPE_LANGUAGES = ['en', 'ja', 'bn'] as const;
const DIR = path.join(__dirname, 'product-types');

const Words = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 });
const ProductTypeFileSchema = Type.Object(
  {
    language: Type.Union([Type.Literal('en'), Type.Literal('ja'), Type.Literal('bn')]),
    types: Type.Array(
      Type.Object(
        {
          words: Words,
          categories: Type.Optional(Words),
          subCategories: Type.Optional(Words),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ProductTypeFile = Static<typeof ProductTypeFileSchema>;

/** The term a product gets for its category or sub-category (field `type`, see weights.ts). */
export function typeTerm(kind: 'category' | 'sub', value: string): string {
  // Control characters: no typed word holds them, and the end mark keeps 'mouse' from
  // being a prefix of 'mouse pad'.
  return `\u0001${kind === 'category' ? 'c' : 's'}:${value.toLowerCase()}\u0002`;
}

export interface ProductTypes {
  /** A phrase's words joined by one space (as tokenize gives them) -> the type terms. */
  phrases: Map<string, string[]>;
  /** The most words a phrase has. */
  longest: number;
  /** Every word of every phrase: never corrected to a catalog word. */
  words: Set<string>;
}

let loaded: ProductTypes | null = null;

/** Every language's words, read and checked once (a word of any language is understood). */
export function productTypes(): ProductTypes {
  loaded ??= buildProductTypes(
    PRODUCT_TYPE_LANGUAGES.map((language) => readProductTypes(path.join(DIR, `${language}.json`))),
  );
  return loaded;
}

const check = Compile(ProductTypeFileSchema);

export function readProductTypes(file: string): ProductTypeFile {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!check.Check(value)) {
    const errors = check
      .Errors(value)
      .map((error) => `${error.instancePath || '/'} ${error.message}`)
      .join('; ');
    throw new Error(`Bad product-type vocabulary ${file}: ${errors}`);
  }
  return value;
}

export function buildProductTypes(files: readonly ProductTypeFile[]): ProductTypes {
  const phrases = new Map<string, string[]>();
  const words = new Set<string>();
  let longest = 1;
  for (const file of files) {
    for (const type of file.types) {
      const terms = [
        ...(type.categories ?? []).map((value) => typeTerm('category', value)),
        ...(type.subCategories ?? []).map((value) => typeTerm('sub', value)),
      ];
      for (const word of type.words) {
        const key = tokenize(word).join(' ');
        if (key === '') continue;
        const known = phrases.get(key) ?? [];
        phrases.set(key, [...new Set([...known, ...terms])]);
        longest = Math.max(longest, key.split(' ').length);
        for (const part of key.split(' ')) words.add(part);
      }
    }
  }
  return { phrases, longest, words };
}
