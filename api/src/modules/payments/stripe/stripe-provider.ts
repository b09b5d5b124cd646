// The package's default export is the client class; it also names a type `Stripe`.
import StripeClient from 'stripe';
import type {
  KonbiniVoucher,
  PaymentEvent,
  PaymentProvider,
  PaymentStart,
  PaymentStartRequest,
  PaymentState,
  ProviderRefundRequest,
} from '../payment-provider';

// Card (PaymentIntents with 3-D Secure when the bank asks for it) and konbini through
// Stripe. The card number never reaches us: Stripe.js in the checkout confirms the
// PaymentIntent with the client secret we hand out, and we only read the outcome back
// (`settle`) or hear it from a signed webhook. Settings come as a plain object so this
// file depends on nothing but the provider interface; the payments core passes them.

/** What the provider needs; the names are the environment settings they come from. */
export interface StripeProviderOptions {
  STRIPE_SECRET_KEY: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** http(s)://host:port of a stand-in for api.stripe.com (tests); Stripe itself when absent. */
  STRIPE_API_URL?: string | undefined;
  /** Calendar days a konbini voucher stays payable (Stripe: 1 to 60; we use 3). */
  KONBINI_EXPIRES_DAYS?: number | undefined;
  /** Up to 22 characters shown at the convenience store's till. */
  KONBINI_PRODUCT_DESCRIPTION?: string | undefined;
  /** Each request to Stripe gives up after this long (default 10 s). */
  STRIPE_TIMEOUT_MS?: number | undefined;
  /** Retries of a request that failed on the network or timed out (default 1). */
  STRIPE_MAX_NETWORK_RETRIES?: number | undefined;
}

/**
 * The SDK's own defaults (80 s a request, one retry) would hold a shopper's checkout for
 * almost three minutes when Stripe is unreachable. One attempt is allowed 10 s, and it is
 * tried once more (every POST carries our idempotency key, so a retry never charges
 * twice): a request to Stripe answers or fails within about 21 s, below the API's own
 * request limit.
 */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;
export const KONBINI_EXPIRES_DAYS = 3;

type Currency = 'BDT' | 'JPY';

/**
 * Stripe counts money in the currency's smallest unit: yen has none below it (a
 * zero-decimal currency), taka has 100 poisha. We keep whole units everywhere else.
 */
const MINOR_UNITS: Record<Currency, number> = { JPY: 1, BDT: 100 };

export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * MINOR_UNITS[currency]);
}

export function fromMinorUnits(amount: number, currency: Currency): number {
  return amount / MINOR_UNITS[currency];
}

function currencyOf(code: string): Currency {
  const upper = code.toUpperCase();
  if (upper === 'BDT' || upper === 'JPY') return upper;
  throw new Error(`Stripe answered in a currency the shop does not sell in: ${code}`);
}

/** Stripe's konbini_display_details as the order page shows it. */
function voucherOf(intent: StripeClient.PaymentIntent): KonbiniVoucher | undefined {
  const details = intent.next_action?.konbini_display_details;
  if (!details) return undefined;
  const stores: KonbiniVoucher['stores'] = [];
  for (const chain of ['familymart', 'lawson', 'ministop', 'seicomart'] as const) {
    const store = details.stores[chain];
    if (store) {
      stores.push({
        chain,
        confirmationNumber: store.confirmation_number ?? null,
        paymentCode: store.payment_code,
      });
    }
  }
  return {
    expiresAt: new Date(details.expires_at * 1000).toISOString(),
    voucherUrl: details.hosted_voucher_url,
    stores,
  };
}

/** Cancellation reasons that mean time ran out rather than someone deciding. */
const RAN_OUT = new Set(['abandoned', 'expired', 'automatic']);

function isKonbini(intent: StripeClient.PaymentIntent): boolean {
  const types: readonly string[] =
    intent.allowed_payment_method_types ?? intent.payment_method_types;
  return types.includes('konbini');
}

/**
 * A PaymentIntent read as the order needs it. Decisions worth knowing:
 * - `requires_payment_method` after a declined card stays pending: the shopper may try
 *   another card until the payment deadline, when the sweeper cancels the intent.
 * - a konbini intent back in `requires_payment_method` with a payment error is a voucher
 *   that expired unpaid (Stripe moves it there and sends payment_intent.payment_failed).
 * - `canceled` is expired when we cancelled it at the deadline (reason `abandoned`, see
 *   `cancel`) or Stripe did because it ran out (`expired`, `automatic`), else cancelled.
 */
export function stateOfIntent(intent: StripeClient.PaymentIntent): PaymentState {
  switch (intent.status) {
    case 'succeeded': {
      const currency = currencyOf(intent.currency);
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      // The charge is the money movement: its id (ch_...) finds it in Stripe's Dashboard.
      const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : charge?.id;
      return {
        state: 'paid',
        amount: fromMinorUnits(intent.amount_received, currency),
        currency,
        ...(chargeId ? { transactionId: chargeId } : {}),
        ...(card?.brand ? { brand: card.brand } : {}),
        ...(card?.last4 ? { last4: card.last4 } : {}),
      };
    }
    case 'canceled':
      return {
        state: 'failed',
        reason: RAN_OUT.has(intent.cancellation_reason ?? '') ? 'expired' : 'cancelled',
      };
    case 'requires_payment_method':
      if (isKonbini(intent) && intent.last_payment_error) {
        return { state: 'failed', reason: 'expired' };
      }
      return { state: 'pending' };
    default: {
      // requires_action (3-D Secure, or the konbini voucher waiting to be paid),
      // requires_confirmation, processing, requires_capture.
      const konbini = voucherOf(intent);
      return konbini ? { state: 'pending', konbini } : { state: 'pending' };
    }
  }
}

/** The first header of that name, whatever its case. */
function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** The part of an API URL the SDK takes as host, port and protocol. */
function apiLocation(url: string | undefined): Partial<StripeClient.StripeConfig> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export type StripeProvider = PaymentProvider & {
  readonly name: 'stripe';
  /** The SDK client, for the core's diagnostics; orders never need it. */
  readonly client: StripeClient;
};

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new StripeClient(options.STRIPE_SECRET_KEY, {
    ...apiLocation(options.STRIPE_API_URL),
    timeout: options.STRIPE_TIMEOUT_MS ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.STRIPE_MAX_NETWORK_RETRIES ?? STRIPE_MAX_NETWORK_RETRIES,
    // No usage reports to Stripe about our own requests.
    telemetry: false,
  });
  const konbiniDays = options.KONBINI_EXPIRES_DAYS ?? KONBINI_EXPIRES_DAYS;

  function methodOptions(
    request: PaymentStartRequest,
  ): Pick<
    StripeClient.PaymentIntentCreateParams,
    'allowed_payment_method_types' | 'payment_method_options'
  > {
    // The API version this SDK pins (2026-10-28.endive) names the list
    // `allowed_payment_method_types`; `payment_method_types` is gone from requests.
    if (request.method === 'card') {
      return {
        allowed_payment_method_types: ['card'],
        // 3-D Secure whenever the card's bank asks for it (every Japanese card does).
        payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      };
    }
    if (request.method !== 'konbini') {
      throw new Error(`Stripe does not take ${request.method} here`);
    }
    if (request.currency !== 'JPY') throw new Error('Konbini payments are in yen only');
    // Stripe recommends the shopper's phone number as the voucher's confirmation number
    // (10 or 11 digits, a Japanese phone number's length); otherwise Stripe makes one.
    const phoneDigits = request.phone.replace(/\D/g, '');
    const confirmationNumber =
      /^\d{10,11}$/.test(phoneDigits) && !/^0+$/.test(phoneDigits) ? phoneDigits : undefined;
    return {
      allowed_payment_method_types: ['konbini'],
      payment_method_options: {
        konbini: {
          expires_after_days: konbiniDays,
          product_description: (
            options.KONBINI_PRODUCT_DESCRIPTION ?? `Order ${request.orderId}`
          ).slice(0, 22),
          ...(confirmationNumber ? { confirmation_number: confirmationNumber } : {}),
        },
      },
    };
  }

  return {
    name: 'stripe',
    methods: ['card', 'konbini'],
    client: stripe,

    async start(request: PaymentStartRequest): Promise<PaymentStart> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: toMinorUnits(request.amount, request.currency),
          currency: request.currency.toLowerCase(),
          metadata: { order_id: request.orderId },
          description: `Order ${request.orderId}`,
          ...methodOptions(request),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error('Stripe answered a PaymentIntent without a secret');
      return {
        reference: intent.id,
        next: {
          type: 'stripe',
          method: request.method === 'konbini' ? 'konbini' : 'card',
          clientSecret: intent.client_secret,
          publishableKey: options.STRIPE_PUBLISHABLE_KEY,
        },
      };
    },

    async settle(reference: string): Promise<PaymentState> {
      // The charge is expanded for the card's brand and last four digits.
      const intent = await stripe.paymentIntents.retrieve(reference, {
        expand: ['latest_charge'],
      });
      return stateOfIntent(intent);
    },

    async refund(request: ProviderRefundRequest) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.reference,
          amount: toMinorUnits(request.amount, request.currency),
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      // `pending` (a card refund the bank has yet to book) and `requires_action` (a konbini
      // refund waits for the shopper's bank account, which Stripe asks them for by mail)
      // are accepted refunds; charge.refunded tells when the money went back.
      const failed = refund.status === 'failed' || refund.status === 'canceled';
      return { status: failed ? 'failed' : 'succeeded', reference: refund.id } as const;
    },

    async cancel(reference: string): Promise<void> {
      const intent = await stripe.paymentIntents.retrieve(reference);
      if (intent.status === 'succeeded' || intent.status === 'canceled') return;
      try {
        // `abandoned`: given up at the payment deadline (read back as expired).
        await stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' });
      } catch (error) {
        // It finished between our read and the cancel: nothing left to cancel.
        if (
          error instanceof StripeClient.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return;
        }
        throw error;
      }
    },

    parseWebhook(rawBody, headers): PaymentEvent | null {
      const signature = header(headers, 'stripe-signature');
      if (!signature) throw new Error('The Stripe-Signature header is missing');
      // Throws Stripe's signature error on a wrong signature, secret or stale timestamp.
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.STRIPE_WEBHOOK_SECRET,
      );
      return eventOf(event);
    },
  };
}

/** A verified Stripe event as the order needs it; null for events orders ignore. */
export function eventOf(event: StripeClient.Event): PaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action': {
      // The event's intent has latest_charge as an id only: brand and last4 come from
      // `settle`, which the core calls for the card's details.
      const intent = event.data.object;
      return { eventId: event.id, reference: intent.id, outcome: stateOfIntent(intent) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      // A declined card may be retried until the payment deadline; a konbini voucher
      // that was not paid in time arrives as this event and is final.
      const outcome: PaymentState = isKonbini(intent)
        ? { state: 'failed', reason: 'expired' }
        : { state: 'pending' };
      return { eventId: event.id, reference: intent.id, outcome };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const reference =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      if (!reference) return null;
      const currency = currencyOf(charge.currency);
      // Stripe's recent API versions leave the charge's refund list out of the event;
      // when it is there the newest refund names it, else the charge does.
      const latestRefund = charge.refunds?.data[0]?.id;
      return {
        eventId: event.id,
        reference,
        outcome: {
          state: 'refunded',
          // Everything refunded on this payment so far (Stripe's amount_refunded).
          amount: fromMinorUnits(charge.amount_refunded, currency),
          refundReference: latestRefund ?? charge.id,
        },
      };
    }
    default:
      return null;
  }
}
