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
 * currency, the same rule with today's `rate`. A cash-on-delivery fee (Japan) is in the
 * total, as the API counts it.
 */
export function orderAmountsIn(
  order: Pick<
    Order,
    'items' | 'shippingCost' | 'couponDiscount' | 'currency' | 'rate' | 'inCurrency' | 'codFee'
  >,
  currency: CurrencyCode,
  rate: number,
): OrderAmountsInCurrency {
  if (order.inCurrency && order.inCurrency.currency === currency) {
    const recorded = order.inCurrency;
    // An API that records the fee in taka only: the fee at the order's own rate.
    if (recorded.codFee !== undefined || !order.codFee) return recorded;
    return { ...recorded, codFee: feeIn(order.codFee, currency, order.rate) };
  }
  const used = currency === order.currency ? order.rate : rate;
  const shown = shownAmounts(
    order.items,
    { shipping: order.shippingCost, discount: order.couponDiscount },
    currency,
    used,
  );
  const codFee = order.codFee ? feeIn(order.codFee, currency, used) : 0;
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
    total: shown.total + codFee,
    ...(codFee ? { codFee } : {}),
  };
}

/** A fee in taka, in `currency` (whole yen, rounded up as the API rounds the fee). */
function feeIn(taka: number, currency: CurrencyCode, rate: number): number {
  return currency === 'BDT' ? taka : Math.ceil(taka * rate);
}
