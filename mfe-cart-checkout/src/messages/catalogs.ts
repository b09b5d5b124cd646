import type { Catalogs } from '@shop/shared';

// The cart's own words, split by where they are needed (docs/i18n.md):
// - this folder: the badge, its notices and the drawer (with its Calculate dialog, coupon
//   box and figures). Loaded only once the cart has something to show, never by a cold
//   page with an empty cart.
// - checkout/: the checkout, the order pages and My Orders.
// - prefectures/: Japan's 47 prefectures in the page's language.
// Messages that travel as data (a validation message, a store's notice) use their English
// text as the id, so `say()` can tell the cart's own words from the API's, which are shown
// as the API gives them.
export const cartMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "cart-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "cart-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "cart-messages-bn" */ './bn.json'),
};
