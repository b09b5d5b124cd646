// The cart feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { clearCart, whenIdle } from './cart-store';
export { CouponForm } from './coupon-form';
export {
  coupon$,
  couponMessage$,
  minimumSpendText,
  recheckCoupon,
  removeCoupon,
} from './coupon-store';
export { destination$ } from './destination-store';
export { OrderSummary, summaryFigures } from './order-summary';
export { usePrefectures } from './prefectures';
export { useShippingQuote } from './shipping-quote';
