import type { Catalogs } from '@shop/shared';

// What a slot says when its remote's part cannot be shown: loaded with the notice, only on
// a page where a part failed, so no page that works carries them.
export const slotMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "slot-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "slot-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "slot-messages-bn" */ './bn.json'),
};
