import type { Catalogs } from '@shop/shared';

// The PC Builder's words (slots, lists, filters, the summary, the compatibility sentences
// by code): one chunk per language, only the page's language loaded. The server loads the
// page's catalog while it renders the builder (useMessages suspends until it is there).
export const builderMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "builder-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "builder-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "builder-messages-bn" */ './bn.json'),
};
