// Types of shown-amounts.js (the rule lives there, once).

/** 'BDT' (taka, what prices are kept in) or 'JPY' (yen, derived with one rate). */
export type ShownCurrency = 'BDT' | 'JPY';

export interface PricedLine {
  /** Whole taka. */
  readonly unitPrice: number;
  readonly quantity: number;
}

export interface ShownLine {
  /** Whole units of the shown currency. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  lineTotal: number;
}

/** The taka amounts of a cart or an order besides its lines. */
export interface OrderAmounts {
  /** Whole taka. */
  readonly shipping: number;
  /** Whole taka, 0 when there is none. */
  readonly discount: number;
}

/** Every figure of a cart or an order in one currency, in whole units of it, adding up. */
export interface ShownAmounts {
  currency: ShownCurrency;
  lines: ShownLine[];
  /** The sum of the lines. */
  productTotal: number;
  shipping: number;
  discount: number;
  /** productTotal − discount + shipping. */
  total: number;
}

/**
 * One taka amount in whole units of the display currency. `rate` is yen per taka (the
 * `shop:currency` state or the order's recorded rate); it is ignored for BDT.
 * @throws RangeError for a non-finite amount, or a JPY rate that is not a positive number.
 */
export declare function convertFromBdt(
  amountBdt: number,
  currency: ShownCurrency,
  rate: number,
): number;

/** A line as shown: the shown unit price times the quantity. */
export declare function shownLine(
  line: PricedLine,
  currency: ShownCurrency,
  rate: number,
): ShownLine;

/** The product total as shown: the sum of the shown lines. */
export declare function shownProductTotal(
  lines: readonly PricedLine[],
  currency: ShownCurrency,
  rate: number,
): number;

/**
 * 'You save': the shown old price minus the shown price, times the quantity; 0 without an
 * old price higher than the price.
 */
export declare function shownSaving(
  price: { readonly price: number; readonly oldPrice?: number | null },
  currency: ShownCurrency,
  rate: number,
  quantity?: number,
): number;

/** Lines, product total, discount, shipping and total as shown, each adding up. */
export declare function shownAmounts(
  lines: readonly PricedLine[],
  amounts: OrderAmounts,
  currency: ShownCurrency,
  rate: number,
): ShownAmounts;
