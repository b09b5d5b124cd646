'use strict';

// The shop's categories: the one list the API's seed, the home page's tiles, the nav bar and
// the footer's quick links all read. Each lands on /category/{slug} (docs/product.md D1).
// Plain CommonJS typed by its JSDoc, like builder-slots.js, so the API loads it as it is.

/**
 * In the home page's grid order (docs/product.md#screens); the last two exist for the PC
 * Builder only (anti-virus, UPS) and have no tile.
 *   tile: a tile on the home page; navLabel: its label in the nav bar, null when it is not
 *   there; inFooter: one of the footer's quick links; ja, bn: its name and nav label in
 *   Japanese and Bangla (decision 22: category names are translated, product names not).
 */
const CATEGORY_LIST = /** @type {const} */ ([
  {
    slug: 'desktop-components',
    name: 'Desktop Components',
    tile: true,
    navLabel: 'Desktop PC',
    inFooter: true,
    ja: { name: 'デスクトップパーツ', navLabel: 'デスクトップPC' },
    bn: { name: 'ডেস্কটপ কম্পোনেন্ট', navLabel: 'ডেস্কটপ পিসি' },
  },
  {
    slug: 'laptops',
    name: 'Laptops',
    tile: true,
    navLabel: 'Laptops',
    inFooter: true,
    ja: { name: 'ノートパソコン', navLabel: 'ノートPC' },
    bn: { name: 'ল্যাপটপ', navLabel: 'ল্যাপটপ' },
  },
  {
    slug: 'monitors',
    name: 'Monitors',
    tile: true,
    navLabel: 'Monitors',
    inFooter: true,
    ja: { name: 'モニター', navLabel: 'モニター' },
    bn: { name: 'মনিটর', navLabel: 'মনিটর' },
  },
  {
    slug: 'graphics-cards',
    name: 'Graphics Cards',
    tile: true,
    navLabel: null,
    inFooter: true,
    ja: { name: 'グラフィックボード', navLabel: null },
    bn: { name: 'গ্রাফিক্স কার্ড', navLabel: null },
  },
  {
    slug: 'peripherals',
    name: 'Peripherals',
    tile: true,
    navLabel: 'Peripherals',
    inFooter: true,
    ja: { name: '周辺機器', navLabel: '周辺機器' },
    bn: { name: 'পেরিফেরাল', navLabel: 'পেরিফেরাল' },
  },
  {
    slug: 'storage',
    name: 'Storage',
    tile: true,
    navLabel: null,
    inFooter: false,
    ja: { name: 'ストレージ', navLabel: null },
    bn: { name: 'স্টোরেজ', navLabel: null },
  },
  {
    slug: 'networking',
    name: 'Networking',
    tile: true,
    navLabel: null,
    inFooter: false,
    ja: { name: 'ネットワーク機器', navLabel: null },
    bn: { name: 'নেটওয়ার্কিং', navLabel: null },
  },
  {
    slug: 'gaming',
    name: 'Gaming',
    tile: true,
    navLabel: 'Gaming',
    inFooter: false,
    ja: { name: 'ゲーミング', navLabel: 'ゲーミング' },
    bn: { name: 'গেমিং', navLabel: 'গেমিং' },
  },
  {
    slug: 'software',
    name: 'Software',
    tile: false,
    navLabel: null,
    inFooter: false,
    ja: { name: 'ソフトウェア', navLabel: null },
    bn: { name: 'সফটওয়্যার', navLabel: null },
  },
  {
    slug: 'power-backup',
    name: 'Power Backup',
    tile: false,
    navLabel: null,
    inFooter: false,
    ja: { name: '電源バックアップ', navLabel: null },
    bn: { name: 'পাওয়ার ব্যাকআপ', navLabel: null },
  },
]);

/**
 * @typedef {(typeof CATEGORY_LIST)[number]['slug']} CategorySlug
 * @typedef {object} ShopCategory
 * @property {CategorySlug} slug
 * @property {string} name
 * @property {boolean} tile
 * @property {string | null} navLabel
 * @property {boolean} inFooter
 * @property {{ name: string, navLabel: string | null }} ja
 * @property {{ name: string, navLabel: string | null }} bn
 */

/** @type {readonly Readonly<ShopCategory>[]} */
const CATEGORIES = Object.freeze(CATEGORY_LIST.map((category) => Object.freeze({ ...category })));

/** @type {readonly Readonly<ShopCategory>[]} The home page's tiles, in grid order. */
const HOME_TILE_CATEGORIES = Object.freeze(CATEGORIES.filter((category) => category.tile));

/**
 * A category's name in a language ('en', 'ja' or 'bn'; English for any other).
 * @param {Readonly<ShopCategory>} category
 * @param {string} locale
 * @returns {string}
 */
function categoryName(category, locale) {
  return locale === 'ja' || locale === 'bn' ? category[locale].name : category.name;
}

/**
 * A category's label in the nav bar in a language; null when the nav bar does not show it.
 * @param {Readonly<ShopCategory>} category
 * @param {string} locale
 * @returns {string | null}
 */
function categoryNavLabel(category, locale) {
  return locale === 'ja' || locale === 'bn' ? category[locale].navLabel : category.navLabel;
}

module.exports = { CATEGORIES, HOME_TILE_CATEGORIES, categoryName, categoryNavLabel };
