// The products feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { addToCart, cartNotice$, cartUnavailableText, useAddToCart } from './add-to-cart';
export { EmptyProducts } from './empty-products';
export { ErrorPanel } from './error-panel';
export { formatRating } from './format-rating';
export { NotFoundView } from './not-found-view';
export { PageFrame } from './page-frame';
export { ProductGrid } from './product-grid';
export { ProductImage } from './product-image';
export { default as productsStyles } from './products.module.css';
export { useMoney } from './use-money';
