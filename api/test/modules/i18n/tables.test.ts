import { LOCALES, localeBase, preferredLocale } from '../../../src/i18n/locales';
import { en } from '../../../src/i18n/en';
import { MAIL_WORDS } from '../../../src/i18n/mail-words';
import { placeholdersOf, TABLES, translateMessage } from '../../../src/i18n/translate';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '../../../src/lib/error-handler';
import { ADDRESS_LIMIT, ADDRESS_NOT_FOUND } from '../../../src/modules/addresses/addresses.service';
import { MESSAGES as AUTH_MESSAGES } from '../../../src/modules/auth/auth.service';
import { BUILD_LIMIT_MESSAGE, BUILD_NOT_FOUND } from '../../../src/modules/builds/builds.service';
import { PRODUCT_NOT_FOUND } from '../../../src/modules/catalog/catalog.service';
import { COUPON_MESSAGES, minimumSpendMessage } from '../../../src/modules/coupons/coupons.rules';
import { CART_EMPTY_MESSAGE } from '../../../src/modules/orders/empty-cart';
import { codLimitMessage } from '../../../src/modules/orders/order-reservation';
import { ORDER_NOT_FOUND } from '../../../src/modules/orders/order-views';
import { CARD_FIELDS_TO_STRIPE } from '../../../src/modules/orders/payment-choice';
import { PAYMENT_INCOMPLETE } from '../../../src/modules/payments/card-validation';
import {
  FIELD_REQUIRED,
  INVALID_BD_MOBILE,
  INVALID_BD_POSTCODE,
  INVALID_EMAIL,
  INVALID_PHONE,
  SHIPPING_INCOMPLETE,
  UNKNOWN_PREFECTURE,
} from '../../../src/modules/shipping/address';
import { AREA_MESSAGES } from '../../../src/modules/shipping/bangladesh-areas';
import { UNSUPPORTED_COUNTRY_MESSAGE } from '../../../src/modules/shipping/countries';
import { DELIVERY_MESSAGES } from '../../../src/modules/shipping/delivery';
import { POSTCODE_FORMAT_MESSAGE } from '../../../src/modules/shipping/japan-postcodes';
import { UNKNOWN_PREFECTURE_MESSAGE } from '../../../src/modules/shipping/shipping.service';
import { PHONE_INVALID } from '../../../src/modules/users/users.service';

// Every message the API may send a shopper exists in every language, with the same
// placeholders, and is translated (not left in English).

const PARTS = Object.keys(en) as (keyof typeof en)[];

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s tables', (locale) => {
  it.each(PARTS)('%s: the same keys as English', (part) => {
    expect(Object.keys(TABLES[locale][part]).sort()).toEqual(Object.keys(en[part]).sort());
  });

  it.each(PARTS)('%s: the same placeholders, nothing empty', (part) => {
    const table = TABLES[locale][part] as Record<string, string>;
    for (const [key, english] of Object.entries(en[part] as Record<string, string>)) {
      const text = table[key] ?? '';
      expect({ key, text: text.trim() === '' ? '(empty)' : 'ok' }).toEqual({ key, text: 'ok' });
      expect({ key, placeholders: placeholdersOf(text) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
    }
  });

  it('error and field messages are translated, not English', () => {
    for (const part of ['errors', 'fields'] as const) {
      const table = TABLES[locale][part] as Record<string, string>;
      const untranslated = Object.entries(en[part] as Record<string, string>)
        .filter(([key, english]) => table[key] === english)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    }
  });

  it("the mails' words: the same entries as English, none empty", () => {
    const words = MAIL_WORDS[locale] as unknown as Record<string, unknown>;
    const english = MAIL_WORDS.en as unknown as Record<string, unknown>;
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
    for (const purpose of Object.keys(MAIL_WORDS.en.code) as (keyof typeof MAIL_WORDS.en.code)[]) {
      expect(Object.keys(MAIL_WORDS[locale].code[purpose]).sort()).toEqual(
        Object.keys(MAIL_WORDS.en.code[purpose]).sort(),
      );
      for (const value of Object.values(MAIL_WORDS[locale].code[purpose])) {
        expect(typeof value === 'string' ? value : value('1')).not.toBe('');
      }
    }
    for (const [key, value] of Object.entries(words)) {
      if (typeof value === 'string')
        expect({ key, empty: value === '' }).toEqual({ key, empty: false });
    }
  });
});

describe("the request's language", () => {
  it("Accept-Language's most wanted language among the shop's, by weight, then by order", () => {
    expect(preferredLocale('ja-JP,ja;q=0.9,en-US;q=0.8')).toBe('ja');
    expect(preferredLocale('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(preferredLocale('fr;q=0.9, ja;q=0.95, en;q=0.1')).toBe('ja');
    expect(preferredLocale('bn;q=0, ja')).toBe('ja');
    expect(preferredLocale('fr-FR, bn-BD;q=0.5')).toBe('bn');
    expect(preferredLocale('fr-FR, de')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });

  it("pages of a language live under the storefront's prefix", () => {
    expect(LOCALES.map(localeBase)).toEqual(['', '/ja', '/bn']);
  });
});

describe("the services' messages are all in the tables", () => {
  // The texts the services send, from their own constants: a message added there without
  // a translation fails here.
  const sent: [string, string][] = [
    ...Object.values(AUTH_MESSAGES).map((text): [string, string] => ['BAD_REQUEST', text]),
    ...Object.entries(COUPON_MESSAGES).map(([, text]): [string, string] => [
      'COUPON_INVALID',
      text,
    ]),
    ['COUPON_INVALID', minimumSpendMessage(5000)],
    ...Object.values(DELIVERY_MESSAGES).map((text): [string, string] => ['INVALID_DELIVERY', text]),
    ...Object.values(AREA_MESSAGES).map((text): [string, string] => ['UNKNOWN_AREA', text]),
    ['SHIPPING_INCOMPLETE', SHIPPING_INCOMPLETE],
    ['SHIPPING_INCOMPLETE', FIELD_REQUIRED],
    ['INVALID_EMAIL', INVALID_EMAIL],
    ['INVALID_PHONE', INVALID_PHONE],
    ['INVALID_MOBILE', INVALID_BD_MOBILE],
    ['INVALID_POSTCODE', INVALID_BD_POSTCODE],
    ['UNKNOWN_PREFECTURE', UNKNOWN_PREFECTURE],
    ['UNKNOWN_PREFECTURE', UNKNOWN_PREFECTURE_MESSAGE],
    ['INVALID_POSTCODE', POSTCODE_FORMAT_MESSAGE],
    ['UNSUPPORTED_COUNTRY', UNSUPPORTED_COUNTRY_MESSAGE],
    ['VALIDATION_ERROR', CART_EMPTY_MESSAGE],
    ['ORDER_NOT_FOUND', ORDER_NOT_FOUND],
    ['PAYMENT_INCOMPLETE', PAYMENT_INCOMPLETE],
    ['BUILD_NOT_FOUND', BUILD_NOT_FOUND],
    ['BUILD_LIMIT', BUILD_LIMIT_MESSAGE],
    ['ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND],
    ['ADDRESS_LIMIT', ADDRESS_LIMIT],
    ['BAD_REQUEST', PHONE_INVALID],
    ['PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND],
    ['CARD_FIELDS_NOT_ACCEPTED', CARD_FIELDS_TO_STRIPE],
    ['COD_LIMIT_EXCEEDED', codLimitMessage(50_000, 61_200)],
    ['INTERNAL', INTERNAL_ERROR_MESSAGE],
    ['NOT_FOUND', NOT_FOUND_MESSAGE],
  ];

  it.each(['ja', 'bn'] as const)('%s', (locale) => {
    const untranslated = sent
      .filter(([code, text]) => translateMessage(locale, text, code) === text)
      .map(([code, text]) => `${code}: ${text}`);
    expect(untranslated).toEqual([]);
    for (const [code, text] of sent) expect(translateMessage('en', text, code)).toBe(text);
  });
});
