import type { Catalogs } from '@shop/shared';

// The shell's own messages (layout, its pages, the tab titles while a remote's page
// loads): one chunk per language, only the page's language loaded.
export const shellMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "messages-bn" */ './bn.json'),
};
