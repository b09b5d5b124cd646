// Japan's 47 prefectures (English names, north to south) and the delivery-days table of
// docs/product.md#constants. Prefectures the table does not list take DEFAULT_DELIVERY_DAYS (docs/product.md D4).

export const PREFECTURES = [
  'Hokkaido',
  'Aomori',
  'Iwate',
  'Miyagi',
  'Akita',
  'Yamagata',
  'Fukushima',
  'Ibaraki',
  'Tochigi',
  'Gunma',
  'Saitama',
  'Chiba',
  'Tokyo',
  'Kanagawa',
  'Niigata',
  'Toyama',
  'Ishikawa',
  'Fukui',
  'Yamanashi',
  'Nagano',
  'Gifu',
  'Shizuoka',
  'Aichi',
  'Mie',
  'Shiga',
  'Kyoto',
  'Osaka',
  'Hyogo',
  'Nara',
  'Wakayama',
  'Tottori',
  'Shimane',
  'Okayama',
  'Hiroshima',
  'Yamaguchi',
  'Tokushima',
  'Kagawa',
  'Ehime',
  'Kochi',
  'Fukuoka',
  'Saga',
  'Nagasaki',
  'Kumamoto',
  'Oita',
  'Miyazaki',
  'Kagoshima',
  'Okinawa',
] as const;

export type Prefecture = (typeof PREFECTURES)[number];

export const DEFAULT_DELIVERY_DAYS = 2;

/**
 * Not in the product notes: they cover Japan only. Abroad we promise a flat week after shipping,
 * a typical figure for EMS to North America and the UK.
 */
export const INTERNATIONAL_DELIVERY_DAYS = 7;

const SPEC_DELIVERY_DAYS: Partial<Record<Prefecture, number>> = {
  Tokyo: 1,
  Ibaraki: 1,
  Yamanashi: 1,
  Osaka: 1,
  Kyoto: 1,
  Aichi: 1,
  Hokkaido: 2,
  Aomori: 2,
  Okayama: 2,
  Kochi: 2,
  Fukuoka: 2,
  Okinawa: 3,
};

export const DELIVERY_DAYS: Readonly<Record<Prefecture, number>> = Object.fromEntries(
  PREFECTURES.map((name) => [name, SPEC_DELIVERY_DAYS[name] ?? DEFAULT_DELIVERY_DAYS]),
) as Record<Prefecture, number>;

const BY_KEY = new Map<string, Prefecture>(PREFECTURES.map((name) => [name.toLowerCase(), name]));

/**
 * The prefecture a shopper meant, or null. Accepts any case and the common suffixes
 * ("Tokyo-to", "Osaka-fu", "Aichi-ken", "Aichi Prefecture").
 */
export function resolvePrefecture(input: string | undefined | null): Prefecture | null {
  if (!input) return null;
  const key = input
    .trim()
    .toLowerCase()
    .replace(/\s+prefecture$/, '')
    .replace(/-(to|fu|ken|do)$/, '');
  return BY_KEY.get(key) ?? null;
}
