import { shownAmounts } from '@shop/shared/src/money/shown-amounts';
import type { OrderItemRow, OrderRow } from './orders.repository';
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
  /** Cash on delivery fee in `currency` (docs/payments.md): added to the total as it is. */
  codFee?: number;
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
    codFee: order.codFee ?? 0,
    total: shown.total + (order.codFee ?? 0),
  };
}

/** The currency an order row was placed in. */
export const currencyOf = (row: Pick<OrderRow, 'currency'>): 'BDT' | 'JPY' =>
  row.currency === 'JPY' ? 'JPY' : 'BDT';

/** A stored order's amounts in its currency, from its row and its lines. */
export function storedAmountsInCurrency(
  row: Pick<OrderRow, 'currency' | 'rate' | 'shipping_cost' | 'coupon_discount'> &
    Partial<Pick<OrderRow, 'cod_fee_in_currency'>>,
  items: readonly Pick<OrderItemRow, 'product_id' | 'unit_price' | 'quantity'>[],
): AmountsInCurrency {
  return amountsInCurrency({
    currency: currencyOf(row),
    rate: Number(row.rate),
    shippingCost: row.shipping_cost,
    couponDiscount: row.coupon_discount,
    codFee: row.cod_fee_in_currency ?? 0,
    items: items.map((item) => ({
      productId: item.product_id,
      unitPrice: item.unit_price,
      quantity: item.quantity,
    })),
  });
}
