/* global beforeAll */
// An app's message catalogs (every src/messages/**/catalogs.ts) loaded in every language before its
// tests run, as the page loads its language before its first render: components show
// their words at once instead of suspending first.
beforeAll(async () => {
  const { loadMessages, LOCALES } = require('@shop/shared');
  const files = globalThis.__APP_CATALOGS__;
  const catalogs = files.flatMap((file) => Object.values(require(file)));
  await Promise.all(
    catalogs.flatMap((each) => LOCALES.map((locale) => loadMessages(each, locale))),
  );
});
