'use strict';

// The card rules a gateway applies before charging (docs/product.md D8: number by Luhn,
// expiry MM/YY and not past, CVV of 3 or 4 digits), for the checkout's fields and the API's
// check of what arrives. Plain CommonJS typed by its JSDoc, like contracts/builder-slots.js,
// so the API loads it as it is. Messages never echo the card data back.

const CARD_NUMBER_INVALID = 'Card number is invalid';
const EXPIRY_INVALID = 'Expiry date must be MM/YY';
const EXPIRY_PAST = 'Card has expired';
const CVV_INVALID = 'CVV must be 3 or 4 digits';

/**
 * The digits of a typed card number: people type spaces and dashes in groups of four.
 * @param {string} raw
 * @returns {string}
 */
function cardDigits(raw) {
  return raw.replace(/[\s-]/g, '');
}

/**
 * @param {string} digits
 * @returns {boolean}
 */
function passesLuhn(digits) {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * 12 to 19 digits (nothing else) passing the Luhn check.
 * @param {string} digits
 * @returns {boolean}
 */
function isCardNumber(digits) {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/**
 * MM/YY (spaces allowed around the parts) as a month (1-12) and a four-digit year.
 * @param {string} raw
 * @returns {{ month: number; year: number } | null}
 */
function parseCardExpiry(raw) {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(raw);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * A card is good through the last day of its expiry month.
 * @param {{ month: number; year: number }} expiry
 * @param {{ month: number; year: number }} today month 1-12, in the caller's time zone
 * @returns {boolean}
 */
function cardHasExpired(expiry, today) {
  return expiry.year * 12 + expiry.month < today.year * 12 + today.month;
}

/**
 * @param {string} raw
 * @returns {boolean}
 */
function isCvv(raw) {
  return /^\d{3,4}$/.test(raw.trim());
}

/**
 * What is wrong with a typed card number, or null.
 * @param {string} raw
 * @returns {string | null}
 */
function cardNumberProblem(raw) {
  return isCardNumber(cardDigits(raw)) ? null : CARD_NUMBER_INVALID;
}

/**
 * What is wrong with a typed expiry (EXPIRY_INVALID or EXPIRY_PAST), or null.
 * @param {string} raw
 * @param {{ month: number; year: number }} today month 1-12, in the caller's time zone
 * @returns {string | null}
 */
function expiryProblem(raw, today) {
  const expiry = parseCardExpiry(raw);
  if (!expiry) return EXPIRY_INVALID;
  return cardHasExpired(expiry, today) ? EXPIRY_PAST : null;
}

/**
 * What is wrong with a typed CVV, or null.
 * @param {string} raw
 * @returns {string | null}
 */
function cvvProblem(raw) {
  return isCvv(raw) ? null : CVV_INVALID;
}

module.exports = {
  CARD_NUMBER_INVALID,
  EXPIRY_INVALID,
  EXPIRY_PAST,
  CVV_INVALID,
  cardDigits,
  passesLuhn,
  isCardNumber,
  parseCardExpiry,
  cardHasExpired,
  isCvv,
  cardNumberProblem,
  expiryProblem,
  cvvProblem,
};
