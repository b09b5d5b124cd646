import { localizePath, preferredLocale, splitLocale } from './locales';

// How an address carries the page's language (decision 22).

test('an address without a prefix is English; /ja and /bn say their language', () => {
  expect(splitLocale('/product/x')).toEqual({ locale: 'en', path: '/product/x' });
  expect(splitLocale('/ja/product/x')).toEqual({ locale: 'ja', path: '/product/x' });
  expect(splitLocale('/bn')).toEqual({ locale: 'bn', path: '/' });
  expect(splitLocale('/ja/')).toEqual({ locale: 'ja', path: '/' });
  expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  // A path that only starts like a language is not one.
  expect(splitLocale('/japan-sale')).toEqual({ locale: 'en', path: '/japan-sale' });
  expect(splitLocale('/en/product/x')).toEqual({ locale: 'en', path: '/en/product/x' });
});

test('a path of the route table in a language, and back', () => {
  expect(localizePath('/product/x', 'ja')).toBe('/ja/product/x');
  expect(localizePath('/', 'bn')).toBe('/bn');
  expect(localizePath('/about', 'en')).toBe('/about');
  for (const path of ['/', '/search', '/pc-builder/select/cpu'])
    for (const locale of ['en', 'ja', 'bn'] as const)
      expect(splitLocale(localizePath(path, locale))).toEqual({ locale, path });
});

test("a browser's preferred language among the shop's, by order or by weight", () => {
  expect(preferredLocale(['ja-JP', 'en-US'])).toBe('ja');
  expect(preferredLocale(['fr-FR', 'bn-BD', 'en'])).toBe('bn');
  expect(preferredLocale(['fr-FR', 'de'])).toBeNull();
  expect(preferredLocale('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
  expect(preferredLocale('fr;q=0.9, ja;q=0.95, en;q=0.1')).toBe('ja');
  expect(preferredLocale('bn;q=0, ja')).toBe('ja');
  expect(preferredLocale(undefined)).toBeNull();
  expect(preferredLocale('')).toBeNull();
});
