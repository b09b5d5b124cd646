import type { Catalogs } from '@shop/shared';

// The words of the "Mail me when it is back" form: loaded with the form, which only an
// out-of-stock product's page loads. Only the page's language is downloaded.
export const backInStockMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-back-in-stock-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-back-in-stock-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-back-in-stock-messages-bn" */ './bn.json'),
};
