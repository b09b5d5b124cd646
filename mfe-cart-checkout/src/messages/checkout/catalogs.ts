import type { Catalogs } from '@shop/shared';

// The checkout's, the order pages' and My Orders' words (see ../catalogs.ts).
export const checkoutMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "checkout-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "checkout-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "checkout-messages-bn" */ './bn.json'),
};
