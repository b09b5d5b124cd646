import { z } from 'zod/mini';
import type { CartItem, CartProduct, CurrencyCode } from '../types/domain';
import { cartItemSchema, currencySchema, productSchema } from './schemas';
import { commandTopic, stateTopic } from './topic';

// Owner: the cart remote (mfe-cart-checkout). Only it publishes cart:state.

/**
 * The most units of one product a cart line may hold. The one limit: the commands below
 * refuse more, the cart owner clamps to it, and every quantity stepper stops at it.
 */
export const MAX_LINE_QUANTITY = 99;

export interface CartState {
  items: CartItem[];
  /** Sum of quantities. */
  count: number;
  /** Sum of price x quantity, in BDT. */
  productTotal: number;
  /** Display currency the totals were last shown in. Amounts stay in BDT. */
  currency: CurrencyCode;
}

export interface CartAddItems {
  items: { product: CartProduct; quantity: number }[];
}

export const cartState = stateTopic<CartState>(
  'cart:state',
  z.object({
    items: z.array(cartItemSchema),
    count: z.int().check(z.nonnegative()),
    productTotal: z.number().check(z.nonnegative()),
    currency: currencySchema,
  }),
  { items: [], count: 0, productTotal: 0, currency: 'BDT' },
);

export const cartAddItems = commandTopic<CartAddItems>(
  'cart:add-items',
  z.object({
    items: z
      .array(
        z.object({
          product: productSchema,
          quantity: z.int().check(z.positive(), z.lte(MAX_LINE_QUANTITY)),
        }),
      )
      .check(z.minLength(1)),
  }),
);

export const cartOpen = commandTopic<Record<string, never>>('cart:open', z.object({}));

// Line commands, so a remote that shows a quantity stepper (the product page) changes
// the cart through its owner instead of writing it.
export interface CartSetQuantity {
  /** The cart item id (the product id). */
  id: string;
  /** Clamped by the owner to at least 1. */
  quantity: number;
}

export const cartSetQuantity = commandTopic<CartSetQuantity>(
  'cart:set-quantity',
  z.object({
    id: z.string(),
    quantity: z.int().check(z.positive(), z.lte(MAX_LINE_QUANTITY)),
  }),
);

export const cartRemoveItem = commandTopic<{ id: string }>(
  'cart:remove-item',
  z.object({ id: z.string() }),
);
