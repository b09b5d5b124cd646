import {
  shownAmounts,
  type CartItem,
  type CurrencyCode,
  type Order,
  type OrderAmounts,
  type OrderAmountsInCurrency,
  type ShownAmounts,
} from '@shop/shared';

// The cart remote's ways into the one rule of @shop/shared's shown-amounts.js, for a cart
// and an order (the cart, checkout and orders features all show them).

/** A cart's figures as the shopper sees them: its lines at their prices, then the rule. */
export function cartAmounts(
  items: readonly Pick<CartItem, 'product' | 'quantity'>[],
  amounts: OrderAmounts,
  currency: CurrencyCode,
  rate: number,
): ShownAmounts {
  return shownAmounts(
    items.map((item) => ({ unitPrice: item.product.price, quantity: item.quantity })),
    amounts,
    currency,
    rate,
  );
}

/**
 * An order's figures in `currency`: in the currency it was placed in, the amounts the API
 * recorded (worked out with the order's own rate when an older API sent none); in another
 * currency, the same rule with today's `rate`.
 */
export function orderAmountsIn(
  order: Pick<
    Order,
    'items' | 'shippingCost' | 'couponDiscount' | 'currency' | 'rate' | 'inCurrency'
  >,
  currency: CurrencyCode,
  rate: number,
): OrderAmountsInCurrency {
  if (order.inCurrency && order.inCurrency.currency === currency) return order.inCurrency;
  const shown = shownAmounts(
    order.items,
    { shipping: order.shippingCost, discount: order.couponDiscount },
    currency,
    currency === order.currency ? order.rate : rate,
  );
  return {
    currency,
    items: order.items.map((item, index) => ({
      productId: item.productId,
      unitPrice: shown.lines[index]?.unitPrice ?? 0,
      quantity: item.quantity,
      lineTotal: shown.lines[index]?.lineTotal ?? 0,
    })),
    subtotal: shown.productTotal,
    shippingCost: shown.shipping,
    couponDiscount: shown.discount,
    total: shown.total,
  };
}
