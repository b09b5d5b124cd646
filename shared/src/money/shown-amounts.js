'use strict';

// The one rule for amounts a shopper can add up (decision 3), for every screen, the order
// mail and the API's order record. Prices are kept in whole taka. A yen figure is never the
// conversion of a taka sum: rounding each sum on its own gives columns that do not add up
// (four lines at ¥1,188 under a product total of ¥4,750). Instead:
//   - each UNIT price is converted once and rounded to a whole unit of the currency;
//   - a line is that shown unit price × quantity;
//   - the product total is the sum of the shown lines;
//   - a discount and the shipping fee are converted once each, as amounts of their own;
//   - the total is product total − discount + shipping;
//   - a saving ('You save') is the shown old price − the shown price, × quantity.
// Plain CommonJS typed by its JSDoc, because the API is compiled file by file and run by
// Node without a bundler, while the remotes are bundled; this is the one form both load as
// it is (as contracts/builder-slots.js).

/**
 * @typedef {'BDT' | 'JPY'} ShownCurrency 'BDT' (taka, what prices are kept in) or 'JPY'
 *   (yen, derived with one rate).
 * @typedef {object} PricedLine
 * @property {number} unitPrice Whole taka.
 * @property {number} quantity
 * @typedef {object} ShownLine
 * @property {number} unitPrice Whole units of the shown currency.
 * @property {number} quantity
 * @property {number} lineTotal unitPrice × quantity.
 * @typedef {object} OrderAmounts The taka amounts of a cart or an order besides its lines.
 * @property {number} shipping Whole taka.
 * @property {number} discount Whole taka, 0 when there is none.
 * @typedef {object} ShownAmounts Every figure of a cart or an order in one currency, in
 *   whole units of it, adding up.
 * @property {ShownCurrency} currency
 * @property {ShownLine[]} lines
 * @property {number} productTotal The sum of the lines.
 * @property {number} shipping
 * @property {number} discount
 * @property {number} total productTotal − discount + shipping.
 */

/**
 * Rounds half away from zero, so a discount of -x shows the same digits as a price of x.
 * Fixing to 6 decimals first absorbs float noise: 50 * 1.15 is 57.49999999999999.
 * @param {number} value
 */
function roundWhole(value) {
  const rounded = Math.sign(value) * Math.round(Number(Math.abs(value).toFixed(6)));
  // Never hand back -0: it would print as "-৳0".
  return rounded === 0 ? 0 : rounded;
}

/**
 * One taka amount in whole units of the display currency. `rate` is yen per taka (the
 * `shop:currency` state or the order's recorded rate); it is ignored for BDT.
 * @param {number} amountBdt
 * @param {ShownCurrency} currency
 * @param {number} rate
 * @returns {number}
 * @throws {RangeError} for a non-finite amount, or a JPY rate that is not a positive number.
 */
function convertFromBdt(amountBdt, currency, rate) {
  if (typeof amountBdt !== 'number' || !Number.isFinite(amountBdt)) {
    throw new RangeError(`Not an amount: ${amountBdt}`);
  }
  if (currency === 'BDT') return roundWhole(amountBdt);
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`Not an exchange rate: ${rate}`);
  }
  return roundWhole(amountBdt * rate);
}

/**
 * A line as shown: the shown unit price times the quantity.
 * @param {Readonly<PricedLine>} line
 * @param {ShownCurrency} currency
 * @param {number} rate
 * @returns {ShownLine}
 */
function shownLine(line, currency, rate) {
  const unitPrice = convertFromBdt(line.unitPrice, currency, rate);
  return { unitPrice, quantity: line.quantity, lineTotal: unitPrice * line.quantity };
}

/**
 * The product total as shown: the sum of the shown lines.
 * @param {readonly Readonly<PricedLine>[]} lines
 * @param {ShownCurrency} currency
 * @param {number} rate
 * @returns {number}
 */
function shownProductTotal(lines, currency, rate) {
  return lines.reduce((sum, line) => sum + shownLine(line, currency, rate).lineTotal, 0);
}

/**
 * 'You save': the shown old price minus the shown price, times the quantity; 0 without an
 * old price higher than the price.
 * @param {{ readonly price: number; readonly oldPrice?: number | null }} price
 * @param {ShownCurrency} currency
 * @param {number} rate
 * @param {number} [quantity]
 * @returns {number}
 */
function shownSaving(price, currency, rate, quantity = 1) {
  const { oldPrice } = price;
  if (oldPrice === undefined || oldPrice === null || !(oldPrice > price.price)) return 0;
  const difference =
    convertFromBdt(oldPrice, currency, rate) - convertFromBdt(price.price, currency, rate);
  return Math.max(0, difference) * quantity;
}

/**
 * Lines, product total, discount, shipping and total as shown, each adding up.
 * @param {readonly Readonly<PricedLine>[]} lines
 * @param {Readonly<OrderAmounts>} amounts
 * @param {ShownCurrency} currency
 * @param {number} rate
 * @returns {ShownAmounts}
 */
function shownAmounts(lines, amounts, currency, rate) {
  const shown = lines.map((line) => shownLine(line, currency, rate));
  const productTotal = shown.reduce((sum, line) => sum + line.lineTotal, 0);
  // Never more than the products it is taken from (a rounded discount could be).
  const discount = Math.min(convertFromBdt(amounts.discount, currency, rate), productTotal);
  const shipping = convertFromBdt(amounts.shipping, currency, rate);
  return {
    currency,
    lines: shown,
    productTotal,
    shipping,
    discount,
    total: productTotal - discount + shipping,
  };
}

module.exports = {
  convertFromBdt,
  shownLine,
  shownProductTotal,
  shownSaving,
  shownAmounts,
};
