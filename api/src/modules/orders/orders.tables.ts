import type { Generated } from 'kysely';

// Row types of the order tables (migration 2026-11-21-003-commerce). Rows never leave
// the API as they are: the orders service maps them to the public Order shape.

export type OrderStatus =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  // After a return (migration 2026-11-25-040): all of the payment given back, or part of it.
  | 'refunded'
  | 'partially_refunded'
  // Migration 2026-11-26-060 (docs/payments.md): paid with bKash, a card through Stripe or
  // at a convenience store, not finished yet; and cash on delivery, collected by the courier.
  | 'awaiting_payment'
  | 'to_be_collected'
  // Migration 2026-11-26-090 (docs/after-purchase.md): staff packed it; the courier is
  // bringing it today.
  | 'packed'
  | 'out_for_delivery';

export interface OrdersTable {
  id: string;
  user_id: string | null;
  access_token_hash: string;
  access_token_salt: string;
  status: OrderStatus;
  email: string;
  /** JSON text of the shipping form. */
  shipping: string;
  country: string;
  prefecture: string | null;
  currency: string;
  rate: number;
  subtotal: number;
  shipping_cost: number;
  coupon_code: string | null;
  coupon_discount: Generated<number>;
  total: number;
  amount_charged: number | null;
  payment_brand: string | null;
  payment_last4: string | null;
  payment_reference: string | null;
  tracking_number: string | null;
  delivery_days: number;
  ship_date: string;
  delivery_date: string;
  created_at: string;
  updated_at: string;
  /** 'web' (checkout) or 'pos' (a counter sale); migration 2026-11-23-030. */
  channel: Generated<string>;
  /** The staff member who rang up a counter sale. */
  sold_by: Generated<string | null>;
  /** 'card' or 'cash' for counter sales; web orders are always paid by card. */
  payment_method: Generated<string | null>;
  /** Cash handed over at the counter (whole taka); the change is this minus the total. */
  cash_tendered: Generated<number | null>;
  /** The gateway's reference of the refund of a cancelled order. */
  refund_reference: Generated<string | null>;
  // Migration 2026-11-26-050 (docs/shipping.md): a Bangladeshi order's area as it was
  // chosen (ids of the geography data, English names), how the goods go, and the day and
  // time slot a Japanese shopper asked for.
  area_division_id: Generated<string | null>;
  area_division: Generated<string | null>;
  area_district_id: Generated<string | null>;
  area_district: Generated<string | null>;
  area_upazila_id: Generated<string | null>;
  area_upazila: Generated<string | null>;
  /** 'ship', 'pickup' (the Dhaka showroom) or 'counter' (a POS sale). */
  delivery_method: Generated<string>;
  requested_delivery_date: Generated<string | null>;
  delivery_slot: Generated<string | null>;
  /** 'en' | 'ja' | 'bn': the language the order was placed in (its mails speak it); migration 2026-11-26-070. */
  locale: Generated<string>;
  // Migration 2026-11-26-060 (docs/payments.md).
  /** 'test', 'stripe' or 'bkash': whose interface moved (or moves) the money; null for cod and cash. */
  payment_provider: Generated<string | null>;
  /** ISO instant: an awaiting_payment order not paid by then is cancelled. */
  payment_deadline: Generated<string | null>;
  cancel_reason: Generated<string | null>;
  /** Whole taka; the total includes it (cash on delivery in Japan). */
  cod_fee: Generated<number>;
  /** The same fee in the order's currency; inCurrency.total includes it. */
  cod_fee_in_currency: Generated<number>;
  /** What the provider was asked for (or the courier collects): currency and whole units. */
  payment_currency: Generated<string | null>;
  payment_amount: Generated<number | null>;
  /** The provider's idempotency key: a retried start is the same payment. */
  payment_key: Generated<string | null>;
  /** JSON text of the PaymentNextStep the provider answered: a retry answers it again. */
  payment_next: Generated<string | null>;
  /** The provider's id of the money movement (bKash trxID, Stripe charge id), for the office. */
  payment_transaction_id: Generated<string | null>;
  /** JSON text of the konbini voucher (KonbiniVoucher) while it waits to be paid. */
  konbini: Generated<string | null>;
  // Migration 2026-11-26-090 (docs/after-purchase.md).
  /** The carrier id (carriers.ts) it was shipped with. */
  carrier: Generated<string | null>;
  /** ISO instant staff marked it shipped: the 22:00 tracking mail batches on it. */
  shipped_at: Generated<string | null>;
  /** ISO instant its tracking mail went out; null until then (each order mailed once). */
  tracking_mailed_at: Generated<string | null>;
}

export interface OrderItemsTable {
  order_id: string;
  product_id: string;
  product_name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  /** 'pending' | 'done' | 'failed' (failed after its order was reserved: a retry resumes it) */
  state: string;
  response_status: number | null;
  response_body: string | null;
  order_id: string | null;
  /** The gateway's reference of the approved charge, recorded before anything else. */
  charge_reference: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** Money given back on an order (migration 2026-11-25-040-order-refunds). */
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  /** 1, 2, ... per order, in the order the refunds were made. */
  seq: number;
  /** Whole taka. */
  amount: number;
  reason: string;
  /** 'card' (through the gateway) or 'cash' (handed back at the counter). */
  method: string;
  /** The gateway's id of the refund; null for cash. */
  reference: string | null;
  /** JSON text: [{ productId, quantity }] of the goods that came back (stock returned). */
  returned: string;
  actor_email: string;
  created_at: string;
}

/** A provider notice processed once (migration 2026-11-26-060). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  reference: string;
  /** The order it settled; null while its payment's start is not recorded yet. */
  order_id: string | null;
  /** JSON text of PaymentEvent['outcome']. */
  outcome: string;
  received_at: string;
}

/** One step of an order's life, shown on its timeline (migration 2026-11-26-090). */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  /** OrderEventKind (order-events.ts). */
  kind: string;
  /** ISO instant. */
  at: string;
  /** JSON text of what goes with it: method, deadline, carrier, trackingNumber, amount... */
  detail: Generated<string>;
}

export interface OrdersTables {
  order_events: OrderEventsTable;
  payment_events: PaymentEventsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_refunds: OrderRefundsTable;
  idempotency_keys: IdempotencyKeysTable;
}
