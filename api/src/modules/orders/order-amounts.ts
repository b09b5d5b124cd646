import { shownAmounts } from '@shop/shared/src/money/shown-amounts';
import type { AmountsInCurrency } from './orders.schemas';

// An order's amounts in the currency it was placed in, by the storefront's own rule
// (@shop/shared's shown-amounts): each unit price converted with the order's recorded rate
// and rounded to a whole unit, then multiplied and added. They are what the drawer and
// checkout showed, so a yen order's lines, product total, shipping, discount and total add
// up in yen on its page, in its mail and here. The taka amounts stay the books' figures.

export interface OrderFigures {
  currency: 'BDT' | 'JPY';
  rate: number;
  shippingCost: number;
  couponDiscount: number;
  items: readonly { productId: string; unitPrice: number; quantity: number }[];
}

export function amountsInCurrency(order: OrderFigures): AmountsInCurrency {
  const shown = shownAmounts(
    order.items,
    { shipping: order.shippingCost, discount: order.couponDiscount },
    order.currency,
    order.rate,
  );
  return {
    currency: order.currency,
    items: order.items.map((item, index) => {
      const line = shown.lines[index];
      return {
        productId: item.productId,
        unitPrice: line?.unitPrice ?? 0,
        quantity: item.quantity,
        lineTotal: line?.lineTotal ?? 0,
      };
    }),
    subtotal: shown.productTotal,
    shippingCost: shown.shipping,
    couponDiscount: shown.discount,
    total: shown.total,
  };
}
