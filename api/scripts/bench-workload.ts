import { SEED_CATEGORIES } from '../src/db/seed/catalog-categories';

// What the benches ask for: shoppers' varied searches, listings and suggestions, drawn at
// random so that no answer cache can serve them. Shared by `npm run bench` (over HTTP)
// and `npm run bench:index` (the index alone, in this process).

// What shoppers type: categories, brands, series, model numbers, and short prefixes
// typed on the way (a 1-letter query matches nearly the whole catalog).
export const TERMS = [
  'ryzen',
  'intel core',
  'rtx',
  'rtx 4060',
  'radeon',
  'ssd',
  'nvme',
  'samsung',
  'gaming laptop',
  'monitor',
  '27 inch',
  'keyboard',
  'wireless mouse',
  'headphone',
  'router',
  'wifi',
  'ram',
  'ddr5',
  'power supply',
  'cooler',
  'motherboard',
  'asus',
  'msi',
  'logitech',
  'hdd',
  'ups',
  'black',
  'pro',
  'a',
  'gaming',
];
export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
/** The shelves shoppers open: the home page's category tiles. */
export const CATEGORIES = SEED_CATEGORIES.filter((category) => category.position !== null).map(
  (category) => category.slug,
);
const BRANDS = ['AMD', 'Intel', 'ASUS', 'MSI', 'Samsung', 'Logitech', 'Gigabyte', 'Corsair'];
const SUGGEST_WORDS = [
  'ryzen',
  'geforce',
  'samsung',
  'logitech',
  'keyboard',
  'monitor',
  'corsair',
  'gigabyte',
  'router',
  'intel',
  'nvme',
  'headphone',
  'ryzne',
  'nvidai',
  'keybord',
  'moniter',
];

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
// Most shoppers stay on the first pages.
const page = () => pick([1, 1, 1, 1, 2, 2, 3, 4, 5, 8]);
const ceiling = () => 500 * (2 + Math.floor(Math.random() * 400));

/** A price ceiling, sort and page, sometimes a brand or in-stock filter. */
function refine(params: URLSearchParams): URLSearchParams {
  params.set('sort', pick(SORTS));
  params.set('maxPrice', String(ceiling()));
  params.set('page', String(page()));
  if (Math.random() < 0.2) params.append('brand', pick(BRANDS));
  if (Math.random() < 0.3) params.set('inStock', 'true');
  return params;
}

/** A search's query string: one of the common terms, refined. */
export function variedSearch(): URLSearchParams {
  return refine(new URLSearchParams({ q: pick(TERMS) }));
}

/**
 * A search for words shoppers seldom type: two words of a product's name, each a whole
 * word or its first letters, refined. Most have never been asked, so nothing the index
 * keeps per word combination helps (its prefix lists, intersections, digests).
 */
export function uncommonSearch(names: readonly string[][]): URLSearchParams {
  const words = pick(names);
  const chosen = [pick(words), pick(words)].map((word) =>
    Math.random() < 0.5 ? word : word.slice(0, 3 + Math.floor(Math.random() * 3)),
  );
  return refine(new URLSearchParams({ q: chosen.join(' ') }));
}

/** Words shoppers misspell (the typo searches misspell them afresh each time). */
const TYPO_WORDS = [
  'ryzen',
  'geforce',
  'samsung',
  'keyboard',
  'monitor',
  'logitech',
  'motherboard',
  'corsair',
  'gigabyte',
  'headphone',
  'radeon',
  'kingston',
  'processor',
  'wireless',
];

/** One edit: a letter changed, dropped or doubled, or two neighbours swapped. */
function misspell(word: string): string {
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return (
        word.slice(0, at) +
        String.fromCharCode(97 + Math.floor(Math.random() * 26)) +
        word.slice(at + 1)
      );
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/**
 * A search with a misspelt word (so many different ones that each is new to the
 * corrections the index keeps), sometimes beside a correct one, refined.
 */
export function typoSearch(): URLSearchParams {
  const typo = misspell(pick(TYPO_WORDS));
  const q = Math.random() < 0.3 ? `${typo} ${pick(['pro', 'gaming', 'black', '1tb'])}` : typo;
  return refine(new URLSearchParams({ q }));
}

/** Words shoppers use for a product type, in the shop's three languages. */
const TYPE_WORDS = [
  'gpu',
  'video card',
  'graphics card',
  'psu',
  'cpu',
  'ram',
  '16gb ram',
  'casing',
  'pc case',
  'hdd',
  'antivirus',
  'グラボ',
  'メモリ',
  '電源',
  'マウス',
  'モニター',
  'মনিটর',
  'ল্যাপটপ',
  'র‍্যাম',
];

/** A search for a product type in everyday words, refined. */
export function synonymSearch(): URLSearchParams {
  return refine(new URLSearchParams({ q: pick(TYPE_WORDS) }));
}

/** A category listing's query string, refined. */
export function variedListing(): URLSearchParams {
  return refine(new URLSearchParams({ category: pick(CATEGORIES) }));
}

/**
 * What the search box sends while a product's name is typed: its first words, then 2
 * letters up to the whole of the next word; sometimes a misspelt word instead. So many
 * different texts that the API's 2 s answer cache seldom answers one.
 */
export function typedName(names: readonly string[][]): string {
  const words = names.length > 0 ? pick(names) : ['gaming', pick(SUGGEST_WORDS)];
  const at = Math.floor(Math.random() * words.length);
  const word = Math.random() < 0.2 ? pick(SUGGEST_WORDS) : words[at]!;
  const typed = word.slice(0, 2 + Math.floor(Math.random() * Math.max(1, word.length - 1)));
  return [...words.slice(0, at), typed].join(' ');
}

/** Product names as the benches type them: lower case, first five words. */
export function nameWords(name: string): string[] {
  return name.toLowerCase().split(/\s+/).slice(0, 5);
}
