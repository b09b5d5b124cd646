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
// Plain CommonJS with a declaration file beside it, because the API is compiled by tsc and
// run by Node without a bundler, while the remotes are bundled; this is the one form both
// load as it is (as contracts/builder-slots.js).

/**
 * Rounds half away from zero, so a discount of -x shows the same digits as a price of x.
 * Fixing to 6 decimals first absorbs float noise: 50 * 1.15 is 57.49999999999999.
 */
function roundWhole(value) {
  const rounded = Math.sign(value) * Math.round(Number(Math.abs(value).toFixed(6)));
  // Never hand back -0: it would print as "-৳0".
  return rounded === 0 ? 0 : rounded;
}

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

function shownLine(line, currency, rate) {
  const unitPrice = convertFromBdt(line.unitPrice, currency, rate);
  return { unitPrice, quantity: line.quantity, lineTotal: unitPrice * line.quantity };
}

function shownProductTotal(lines, currency, rate) {
  return lines.reduce((sum, line) => sum + shownLine(line, currency, rate).lineTotal, 0);
}

function shownSaving(price, currency, rate, quantity = 1) {
  const { oldPrice } = price;
  if (oldPrice === undefined || oldPrice === null || !(oldPrice > price.price)) return 0;
  const difference =
    convertFromBdt(oldPrice, currency, rate) - convertFromBdt(price.price, currency, rate);
  return Math.max(0, difference) * quantity;
}

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
