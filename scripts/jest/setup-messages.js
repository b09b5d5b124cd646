/* global beforeAll */
// An app's message catalogs (src/messages/catalogs.ts) loaded in every language before its
// tests run, as the page loads its language before its first render: components show
// their words at once instead of suspending first.
beforeAll(async () => {
  const { loadMessages, LOCALES } = require('@shop/shared');
  const catalogs = require(globalThis.__APP_CATALOGS__);
  await Promise.all(
    Object.values(catalogs).flatMap((each) => LOCALES.map((locale) => loadMessages(each, locale))),
  );
});
