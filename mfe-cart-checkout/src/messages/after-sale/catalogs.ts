import type { Catalogs } from '@shop/shared';

// What a shopper does after buying (see ../catalogs.ts): the receipt download on an order
// page and the order tracking page (/track).
export const afterSaleMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "after-sale-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "after-sale-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "after-sale-messages-bn" */ './bn.json'),
};
