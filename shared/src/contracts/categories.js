'use strict';

// The shop's categories: the one list the API's seed, the home page's tiles, the nav bar and
// the footer's quick links all read. Each lands on /category/{slug} (docs/product.md D1).
// Plain CommonJS typed by its JSDoc, like builder-slots.js, so the API loads it as it is.

/**
 * In the home page's grid order (docs/product.md#screens); the last two exist for the PC
 * Builder only (anti-virus, UPS) and have no tile.
 *   tile: a tile on the home page; navLabel: its label in the nav bar, null when it is not
 *   there; inFooter: one of the footer's quick links.
 */
const CATEGORY_LIST = /** @type {const} */ ([
  {
    slug: 'desktop-components',
    name: 'Desktop Components',
    tile: true,
    navLabel: 'Desktop PC',
    inFooter: true,
  },
  { slug: 'laptops', name: 'Laptops', tile: true, navLabel: 'Laptops', inFooter: true },
  { slug: 'monitors', name: 'Monitors', tile: true, navLabel: 'Monitors', inFooter: true },
  { slug: 'graphics-cards', name: 'Graphics Cards', tile: true, navLabel: null, inFooter: true },
  {
    slug: 'peripherals',
    name: 'Peripherals',
    tile: true,
    navLabel: 'Peripherals',
    inFooter: true,
  },
  { slug: 'storage', name: 'Storage', tile: true, navLabel: null, inFooter: false },
  { slug: 'networking', name: 'Networking', tile: true, navLabel: null, inFooter: false },
  { slug: 'gaming', name: 'Gaming', tile: true, navLabel: 'Gaming', inFooter: false },
  { slug: 'software', name: 'Software', tile: false, navLabel: null, inFooter: false },
  { slug: 'power-backup', name: 'Power Backup', tile: false, navLabel: null, inFooter: false },
]);

/**
 * @typedef {(typeof CATEGORY_LIST)[number]['slug']} CategorySlug
 * @typedef {object} ShopCategory
 * @property {CategorySlug} slug
 * @property {string} name
 * @property {boolean} tile
 * @property {string | null} navLabel
 * @property {boolean} inFooter
 */

/** @type {readonly Readonly<ShopCategory>[]} */
const CATEGORIES = Object.freeze(CATEGORY_LIST.map((category) => Object.freeze({ ...category })));

/** @type {readonly Readonly<ShopCategory>[]} The home page's tiles, in grid order. */
const HOME_TILE_CATEGORIES = Object.freeze(CATEGORIES.filter((category) => category.tile));

module.exports = { CATEGORIES, HOME_TILE_CATEGORIES };
