// The home feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { DEFAULT_SHIPPING_OFFER } from './hero-slides';
export type { ShippingOffer } from './hero-slides';
export { categoryName, categorySlug } from './home-categories';
