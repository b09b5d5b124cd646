// The seam between orders and a provider whose payment finishes away from our API: the
// shopper approves it on the provider's page (bKash), in the provider's own script with
// 3-D Secure (a card through Stripe) or later at a convenience store (konbini). Orders
// only ever see this interface; card data never reaches our servers on these paths.
// The card charged directly by our API (the test gateway) stays `PaymentGateway`.

/** How a shopper may pay (decision 21). `cash` is the counter's (POS) only. */
export type PaymentMethod = 'card' | 'cod' | 'bkash' | 'konbini';

/** Which provider's interface moves the money of a method. */
export type ProviderName = 'test' | 'stripe' | 'bkash';

/** What the provider is asked to collect, in the order's own currency. */
export interface PaymentStartRequest {
  orderId: string;
  method: Exclude<PaymentMethod, 'cod'>;
  /** Whole units of `currency` (yen, or taka). */
  amount: number;
  currency: 'BDT' | 'JPY';
  email: string;
  /** The shopper's name and phone (konbini vouchers need them). */
  name: string;
  phone: string;
  /** Where the provider sends the shopper back (bKash's callbackURL). */
  returnUrl: string;
  /** When an unfinished payment is given up; konbini: the voucher's last day. */
  deadline: Date;
  /** Same key, same payment: a retry never creates a second one. */
  idempotencyKey: string;
}

/** What the checkout does next to finish the payment. */
export type PaymentNextStep =
  /** Send the browser to the provider's page (bKash). */
  | { type: 'redirect'; url: string }
  /** Finish in the provider's script in the page (Stripe.js). */
  | { type: 'stripe'; method: 'card' | 'konbini'; clientSecret: string; publishableKey: string };

export interface PaymentStart {
  /** The provider's id of this payment (PaymentIntent id, bKash paymentID). */
  reference: string;
  next: PaymentNextStep;
}

/** A konbini voucher as the shopper needs it to pay. */
export interface KonbiniVoucher {
  expiresAt: string;
  /** The provider's hosted voucher page. */
  voucherUrl: string | null;
  stores: { chain: string; confirmationNumber: string | null; paymentCode: string }[];
}

export type PaymentState =
  /** Not finished yet (waiting for approval, 3-D Secure or the convenience store). */
  | { state: 'pending'; konbini?: KonbiniVoucher }
  | {
      state: 'paid';
      amount: number;
      currency: 'BDT' | 'JPY';
      brand?: string;
      last4?: string;
      /** The provider's id of the money movement (bKash trxID), shown to the shopper and office. */
      transactionId?: string;
    }
  /** Declined, cancelled by the shopper, expired: the order is cancelled, stock returned. */
  | { state: 'failed'; reason: 'declined' | 'cancelled' | 'expired' | 'error' };

/** A provider's notice (webhook) after its signature was checked. */
export interface PaymentEvent {
  /** The provider's event id: processed once (stored). */
  eventId: string;
  /** The payment it is about (PaymentStart.reference). */
  reference: string;
  outcome: PaymentState | { state: 'refunded'; amount: number; refundReference: string };
}

export interface ProviderRefundRequest {
  reference: string;
  /** Whole units of `currency`. */
  amount: number;
  currency: 'BDT' | 'JPY';
  reason: string;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The methods this provider serves with its configuration. */
  readonly methods: readonly Exclude<PaymentMethod, 'cod'>[];
  start(request: PaymentStartRequest): Promise<PaymentStart>;
  /**
   * Finishes and reads a payment: bKash executes an approved payment here (the callback),
   * Stripe reads the PaymentIntent. Safe to call any number of times.
   */
  settle(reference: string, hint?: { callbackStatus?: string }): Promise<PaymentState>;
  /** Gives money back; a rejection is treated as failed by the caller. */
  refund(
    request: ProviderRefundRequest,
  ): Promise<{ status: 'succeeded' | 'failed'; reference: string }>;
  /** Cancels a payment that was given up (the deadline passed); no-op when it cannot. */
  cancel?(reference: string): Promise<void>;
  /**
   * Checks a webhook's signature and reads it; throws when the signature is bad.
   * Providers without webhooks (bKash: the callback and `settle`) leave it out.
   */
  parseWebhook?(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null;
}
