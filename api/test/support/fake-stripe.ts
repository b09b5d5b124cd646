import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand } from '../../src/modules/payments/card-brand';

// A stand-in for api.stripe.com, for the calls the shop makes: Stripe is a boundary we do
// not own, so tests talk to a real HTTP server that speaks Stripe's documented,
// form-encoded API (PaymentIntents create/retrieve/confirm/cancel, refunds), answers
// Stripe's test cards as Stripe's test mode does, shows a 3-D Secure challenge and a
// konbini voucher page, and signs and sends webhooks the way Stripe does. The browser's
// side (Stripe.js) has its own stand-in in e2e/support/fake-stripe-js.ts.

/** Stripe's documented test cards, and what this fake does with them. */
export const STRIPE_TEST_CARDS = {
  succeeds: '4242424242424242',
  /** 3-D Secure 2 required: status requires_action until the challenge is answered. */
  threeDSecure: '4000000000003220',
  /** 3-D Secure required on every payment (Stripe's older test card). */
  threeDSecureAlways: '4000002500003155',
  /** Declined: generic_decline. */
  declined: '4000000000000002',
  /** Declined: insufficient_funds. */
  insufficientFunds: '4000000000009995',
} as const;

/** Stripe's test PaymentMethod ids that stand for those cards (server-side confirms). */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: STRIPE_TEST_CARDS.succeeds,
  pm_card_threeDSecure2Required: STRIPE_TEST_CARDS.threeDSecure,
  pm_card_authenticationRequired: STRIPE_TEST_CARDS.threeDSecureAlways,
  pm_card_chargeDeclined: STRIPE_TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: STRIPE_TEST_CARDS.insufficientFunds,
};

/** The API version the pinned SDK speaks; events carry it as Stripe's do. */
const API_VERSION = '2026-10-28.endive';

export interface FakeStripeOptions {
  /** A fixed port on 127.0.0.1 (browser suites use ports of their lane); any free one by default. */
  port?: number;
  /** Where events are sent (the API's webhook route); settable later with setWebhookUrl. */
  webhookUrl?: string;
  /** Every /v1 answer waits this long first (to test the SDK's timeout). */
  delayMs?: number;
  /**
   * The origin the browser is sent to for the 3-D Secure challenge and the konbini voucher
   * page (default: this server's own URL). e2e routes Stripe's real hosts here
   * (routeFakeStripeJs), so `https://hooks.stripe.com` keeps the shop's CSP honest.
   */
  browserBaseUrl?: string;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
}

type Json = Record<string, unknown>;

/** A PaymentIntent as the fake keeps and answers it (Stripe's field names). */
export interface FakePaymentIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_method_options: Json;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  cancellation_reason: string | null;
  canceled_at: number | null;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Json };
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The HTTP status the receiver answered, or 0 when it could not be reached. */
  status: number;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:43121 (STRIPE_API_URL). */
  readonly url: string;
  readonly port: number;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Every PaymentIntent by id, as stored (inspect; do not mutate). */
  readonly intents: ReadonlyMap<string, FakePaymentIntent>;
  readonly refunds: ReadonlyMap<string, Json>;
  /** Every event the fake raised, oldest first. */
  readonly events: readonly FakeStripeEvent[];
  /** Webhooks delivered to the webhook URL, oldest first. */
  readonly deliveries: readonly WebhookDelivery[];
  /** Every /v1 request as it arrived (before any delay), oldest first. */
  readonly requests: readonly { method: string; path: string; idempotencyKey: string | null }[];
  /** PaymentIntents created (an idempotent replay creates none). */
  readonly createdCount: number;
  setWebhookUrl(url: string | undefined): void;
  setDelay(ms: number): void;
  /** Deliver the events a request raised before answering it (off by default). */
  setWebhooksBeforeAnswers(on: boolean): void;
  /** The body and Stripe-Signature header Stripe would send for this event. */
  signEvent(
    payload: object | string,
    options?: { timestamp?: number; secret?: string },
  ): { body: string; header: string };
  /** POSTs a signed event to `targetUrl`, as Stripe's webhook delivery does. */
  sendWebhook(targetUrl: string, event: object | string): Promise<{ status: number; body: string }>;
  /** Resolves when every queued webhook was delivered. */
  webhooksDelivered(): Promise<void>;
  /** Confirms as Stripe.js would (publishable key, client secret), e.g. with a test card. */
  confirmPaymentIntent(clientSecret: string, params: Json): Promise<{ status: number; body: Json }>;
  /** Answers the 3-D Secure challenge, as the shopper does on its page. */
  completeThreeDSecure(intentId: string, outcome: 'complete' | 'fail'): Promise<FakePaymentIntent>;
  /** The shopper pays the konbini voucher at the store. */
  payKonbini(intentId: string): Promise<FakePaymentIntent>;
  /** The konbini voucher's deadline passes unpaid. */
  expireKonbini(intentId: string): Promise<FakePaymentIntent>;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? 'Stripe error'));
  }
}

function invalid(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

function randomId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

function randomDigits(length: number): string {
  let digits = '';
  for (const byte of randomBytes(length)) digits += String(byte % 10);
  return digits.startsWith('0') ? `1${digits.slice(1)}` : digits;
}

const now = (): number => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding (`a[b][0]=c`) back into objects; keys that are all indices (or
 * `[]`) become arrays.
 */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Json = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const name = key === '' ? String(Object.keys(node).length) : key;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

/** Form values are text; Stripe answers the numeric options as numbers. */
function numericOptions(options: Json): Json {
  const konbini = options.konbini as Json | undefined;
  if (!konbini?.expires_after_days) return options;
  return {
    ...options,
    konbini: { ...konbini, expires_after_days: Number(konbini.expires_after_days) },
  };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** 23:59:59 in Japan, `days` calendar days after today there (Stripe's konbini expiry). */
export function konbiniExpiry(days: number, from = new Date()): number {
  const jst = new Date(from.getTime() + 9 * 3600_000);
  const endOfDayUtc = Date.UTC(
    jst.getUTCFullYear(),
    jst.getUTCMonth(),
    jst.getUTCDate() + days,
    23 - 9,
    59,
    59,
  );
  return Math.floor(endOfDayUtc / 1000);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#222}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>${body}</body></html>`;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  let delayMs = options.delayMs ?? 0;
  let webhooksFirst = false;

  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** Where a confirmed intent sends the browser back after 3-D Secure. */
  const returnUrls = new Map<string, string>();
  /** The card of an intent waiting for its 3-D Secure challenge. */
  const pendingCards = new Map<string, { number: string; card: Json }>();
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  const events: FakeStripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let createdCount = 0;
  let queue: Promise<void> = Promise.resolve();

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const browserBase = (options.browserBaseUrl ?? url).replace(/\/$/, '');

  // ---- webhooks ----

  function signEvent(
    payload: object | string,
    signOptions: { timestamp?: number; secret?: string } = {},
  ): { body: string; header: string } {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
    const timestamp = signOptions.timestamp ?? now();
    const signature = createHmac('sha256', signOptions.secret ?? webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    return { body, header: `t=${timestamp},v1=${signature}` };
  }

  async function sendWebhook(
    targetUrl: string,
    event: object | string,
  ): Promise<{ status: number; body: string }> {
    const { body, header } = signEvent(event);
    const response = await fetch(targetUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  function raise(type: string, object: Json): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      // A snapshot: later changes to the intent do not rewrite what was sent.
      data: { object: structuredClone(object) },
    };
    events.push(event);
    const target = webhookUrl;
    if (target) {
      // One at a time and in order, like a test would want to read them.
      queue = queue.then(async () => {
        try {
          const { status } = await sendWebhook(target, event);
          deliveries.push({ eventId: event.id, type, status });
        } catch {
          deliveries.push({ eventId: event.id, type, status: 0 });
        }
      });
    }
    return event;
  }

  // ---- PaymentIntents ----

  function intentOf(id: string): FakePaymentIntent {
    const intent = intents.get(id);
    if (!intent) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    }
    return intent;
  }

  function createIntent(params: Json): FakePaymentIntent {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    }
    const currency = String(params.currency ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    if ('payment_method_types' in params) {
      throw invalid(
        'Received unknown parameter: payment_method_types. Did you mean allowed_payment_method_types?',
        'parameter_unknown',
        'payment_method_types',
      );
    }
    const types = (params.allowed_payment_method_types as string[] | undefined) ?? ['card'];
    for (const type of types) {
      if (type !== 'card' && type !== 'konbini') {
        throw invalid(
          `The payment method type "${type}" is invalid.`,
          'payment_intent_invalid_parameter',
        );
      }
    }
    if (types.includes('konbini') && currency !== 'jpy') {
      throw invalid('Konbini only supports JPY.', 'payment_intent_invalid_parameter');
    }
    const id = randomId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: now(),
      currency,
      description: (params.description as string | undefined) ?? null,
      livemode: false,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      allowed_payment_method_types: types,
      payment_method_types: types,
      payment_method_options: numericOptions(
        (params.payment_method_options as Json | undefined) ?? {},
      ),
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
    };
    intents.set(id, intent);
    createdCount += 1;
    raise('payment_intent.created', intent);
    return intent;
  }

  function charge(intent: FakePaymentIntent, details: Json, status = 'succeeded'): Json {
    const paid = status === 'succeeded';
    const result: Json = {
      id: randomId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: paid ? intent.amount : 0,
      amount_refunded: 0,
      captured: paid,
      created: now(),
      currency: intent.currency,
      livemode: false,
      metadata: intent.metadata,
      paid,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details: details,
      refunded: false,
      status,
    };
    charges.set(result.id as string, result);
    intent.latest_charge = result.id as string;
    return result;
  }

  function cardDetails(number: string, card: Json): Json {
    return {
      type: 'card',
      card: {
        brand: cardBrand(number),
        last4: number.slice(-4),
        exp_month: Number(card.exp_month ?? 12),
        exp_year: Number(card.exp_year ?? 2030),
        funding: 'credit',
        country: 'US',
      },
    };
  }

  function succeed(intent: FakePaymentIntent, details: Json): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.next_action = null;
    intent.last_payment_error = null;
    const made = charge(intent, details);
    raise('charge.succeeded', made);
    raise('payment_intent.succeeded', intent);
  }

  function decline(
    intent: FakePaymentIntent,
    number: string,
    card: Json,
    declineCode: string,
  ): never {
    const details = cardDetails(number, card);
    const made = charge(intent, details, 'failed');
    const error: Json = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      charge: made.id,
      message:
        declineCode === 'insufficient_funds'
          ? 'Your card has insufficient funds.'
          : 'Your card was declined.',
      payment_method: {
        id: intent.payment_method,
        object: 'payment_method',
        type: 'card',
        ...details,
      },
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    intent.next_action = null;
    raise('charge.failed', made);
    raise('payment_intent.payment_failed', intent);
    throw new StripeApiError(402, { ...error, payment_intent: structuredClone(intent) });
  }

  function confirmCard(intent: FakePaymentIntent, params: Json): void {
    const data = (params.payment_method_data as Json | undefined) ?? {};
    const card = (data.card as Json | undefined) ?? {};
    const byId =
      typeof params.payment_method === 'string'
        ? TEST_PAYMENT_METHODS[params.payment_method]
        : undefined;
    const number = byId ?? String(card.number ?? '').replace(/\D/g, '');
    if (!number)
      throw invalid('You must provide a payment method.', 'parameter_missing', 'payment_method');
    if (!luhnValid(number)) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    }
    intent.payment_method =
      typeof params.payment_method === 'string' ? params.payment_method : randomId('pm');
    if (typeof params.return_url === 'string') returnUrls.set(intent.id, params.return_url);
    if (number === STRIPE_TEST_CARDS.declined) decline(intent, number, card, 'generic_decline');
    if (number === STRIPE_TEST_CARDS.insufficientFunds)
      decline(intent, number, card, 'insufficient_funds');
    if (
      number === STRIPE_TEST_CARDS.threeDSecure ||
      number === STRIPE_TEST_CARDS.threeDSecureAlways
    ) {
      intent.status = 'requires_action';
      intent.last_payment_error = null;
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${browserBase}/3ds/${intent.id}`,
          return_url: returnUrls.get(intent.id) ?? null,
        },
      };
      pendingCards.set(intent.id, { number, card });
      raise('payment_intent.requires_action', intent);
      return;
    }
    succeed(intent, cardDetails(number, card));
  }

  function confirmKonbini(intent: FakePaymentIntent, params: Json): void {
    const data = (params.payment_method_data as Json | undefined) ?? {};
    const billing = (data.billing_details as Json | undefined) ?? {};
    // Stripe needs the shopper's name and e-mail for a voucher.
    if (!billing.name)
      throw invalid(
        'Missing required param: payment_method_data[billing_details][name].',
        'parameter_missing',
        'payment_method_data[billing_details][name]',
      );
    if (!billing.email)
      throw invalid(
        'Missing required param: payment_method_data[billing_details][email].',
        'parameter_missing',
        'payment_method_data[billing_details][email]',
      );
    const fromCreate = ((intent.payment_method_options.konbini as Json | undefined) ?? {}) as Json;
    const fromConfirm = (((params.payment_method_options as Json | undefined)?.konbini as
      Json | undefined) ?? {}) as Json;
    const confirmation =
      String(fromConfirm.confirmation_number ?? fromCreate.confirmation_number ?? '') ||
      randomDigits(11);
    const days = Number(fromCreate.expires_after_days ?? 3);
    intent.payment_method = randomId('pm');
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    const store = (): Json => ({
      confirmation_number: confirmation,
      payment_code: randomDigits(12),
    });
    intent.next_action = {
      type: 'konbini_display_details',
      konbini_display_details: {
        expires_at: konbiniExpiry(days),
        hosted_voucher_url: `${browserBase}/konbini/${intent.id}`,
        stores: { familymart: store(), lawson: store(), ministop: store(), seicomart: store() },
      },
    };
    raise('payment_intent.requires_action', intent);
    // Stripe's test mode: the e-mail decides what happens to the voucher.
    const email = String(billing.email);
    if (email.includes('succeed_immediately')) payAtStore(intent);
    else if (email.includes('expire_immediately')) expire(intent);
  }

  function confirm(intent: FakePaymentIntent, params: Json): FakePaymentIntent {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    const data = (params.payment_method_data as Json | undefined) ?? {};
    const type = String(data.type ?? (typeof params.payment_method === 'string' ? 'card' : ''));
    if (!intent.payment_method_types.includes(type)) {
      throw invalid(
        `The PaymentMethod provided (${type || 'none'}) is not allowed for this PaymentIntent.`,
        'payment_intent_incompatible_payment_method',
      );
    }
    if (type === 'konbini') confirmKonbini(intent, params);
    else confirmCard(intent, params);
    return intent;
  }

  function answerThreeDSecure(intent: FakePaymentIntent, outcome: 'complete' | 'fail'): void {
    const pending = pendingCards.get(intent.id);
    if (intent.status !== 'requires_action' || !pending) {
      throw invalid(
        'This PaymentIntent is not waiting for 3-D Secure.',
        'payment_intent_unexpected_state',
      );
    }
    pendingCards.delete(intent.id);
    if (outcome === 'complete') {
      succeed(intent, cardDetails(pending.number, pending.card));
      return;
    }
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    raise('payment_intent.payment_failed', intent);
  }

  function payAtStore(intent: FakePaymentIntent): void {
    if (intent.status !== 'requires_action' || !intent.next_action?.konbini_display_details) {
      throw invalid(
        'This PaymentIntent has no konbini voucher to pay.',
        'payment_intent_unexpected_state',
      );
    }
    succeed(intent, { type: 'konbini', konbini: { store: { chain: 'lawson' } } });
  }

  function expire(intent: FakePaymentIntent): void {
    if (intent.status !== 'requires_action' || !intent.next_action?.konbini_display_details) {
      throw invalid(
        'This PaymentIntent has no konbini voucher to expire.',
        'payment_intent_unexpected_state',
      );
    }
    // What Stripe does when a voucher's deadline passes unpaid: back to
    // requires_payment_method with the attempt's error, and payment_intent.payment_failed.
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_expired',
      message: 'The payment attempt for this PaymentIntent has expired.',
      payment_method: { id: intent.payment_method, object: 'payment_method', type: 'konbini' },
    };
    raise('payment_intent.payment_failed', intent);
  }

  function cancel(intent: FakePaymentIntent, params: Json): FakePaymentIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    intent.canceled_at = now();
    intent.cancellation_reason = (params.cancellation_reason as string | undefined) ?? null;
    pendingCards.delete(intent.id);
    raise('payment_intent.canceled', intent);
    return intent;
  }

  function refund(params: Json): Json {
    const intent = intentOf(String(params.payment_intent ?? ''));
    const paid = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !paid) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const left = intent.amount_received - Number(paid.amount_refunded);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0)
      throw invalid(
        `Charge ${String(paid.id)} has already been refunded.`,
        'charge_already_refunded',
      );
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    const isKonbini = (paid.payment_method_details as Json).type === 'konbini';
    const made: Json = {
      id: randomId('re'),
      object: 'refund',
      amount,
      charge: paid.id,
      created: now(),
      currency: intent.currency,
      metadata: (params.metadata as Json | undefined) ?? {},
      payment_intent: intent.id,
      reason: (params.reason as string | undefined) ?? null,
      // A konbini refund waits for the shopper's bank account (Stripe mails them).
      status: isKonbini ? 'requires_action' : 'succeeded',
    };
    refunds.set(made.id as string, made);
    paid.amount_refunded = Number(paid.amount_refunded) + amount;
    paid.refunded = paid.amount_refunded === paid.amount;
    raise('refund.created', made);
    raise('charge.refunded', paid);
    return made;
  }

  // ---- HTTP ----

  function authorised(req: http.IncomingMessage, params: Json): 'secret' | 'publishable' | null {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const key = bearer ?? (typeof params.key === 'string' ? params.key : undefined);
    if (key === secretKey) return 'secret';
    if (key === publishableKey) return 'publishable';
    return null;
  }

  function send(res: http.ServerResponse, status: number, body: unknown, headers: Json = {}): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomId('req', 14),
      ...cors,
      ...(headers as Record<string, string>),
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };

  async function readBody(req: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function expanded(intent: FakePaymentIntent, expand: unknown): Json {
    const copy: Json = structuredClone(intent);
    const list = Array.isArray(expand) ? expand : [];
    if (list.includes('latest_charge') && intent.latest_charge) {
      copy.latest_charge = structuredClone(charges.get(intent.latest_charge));
    }
    return copy;
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', url);
    const path = target.pathname;
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (path.startsWith('/3ds/') || path.startsWith('/konbini/')) {
      browserPage(method, path, parseStripeForm(text), res);
      return;
    }
    if (!path.startsWith('/v1/')) {
      send(res, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      });
      return;
    }
    const keyHeader = req.headers['idempotency-key'];
    requests.push({
      method,
      path,
      idempotencyKey: typeof keyHeader === 'string' ? keyHeader : null,
    });
    if (delayMs > 0) await wait(delayMs);
    const params =
      method === 'GET' ? parseStripeForm(target.search.slice(1)) : parseStripeForm(text);
    const who = authorised(req, params);
    if (!who) {
      send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
      return;
    }
    const key = req.headers['idempotency-key'];
    const idempotencyKey = method === 'POST' && typeof key === 'string' ? key : undefined;
    const scoped = idempotencyKey ? `${who}:${idempotencyKey}` : undefined;
    const earlier = scoped ? idempotent.get(scoped) : undefined;
    if (earlier) {
      if (earlier.body !== `${path}?${text}`) {
        send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      send(res, earlier.status, earlier.answer, { 'idempotent-replayed': 'true' });
      return;
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = route(method, path, params, who);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    const json = JSON.stringify(answer);
    // Stripe keeps the answer of a keyed request, errors included (not 5xx).
    if (scoped && status < 500)
      idempotent.set(scoped, { body: `${path}?${text}`, status, answer: json });
    // Stripe sends an event as soon as it happened, so the caller may be notified before
    // its own request is answered: on request, every event the request raised is
    // delivered first.
    if (webhooksFirst) await queue;
    send(res, status, json);
  }

  function route(
    method: string,
    path: string,
    params: Json,
    who: 'secret' | 'publishable',
  ): unknown {
    const onIntent = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    // A publishable key may only confirm or read an intent whose client secret it holds.
    if (who === 'publishable') {
      const intent = onIntent ? intentOf(onIntent[1] as string) : undefined;
      if (
        !intent ||
        (onIntent?.[2] ?? '') === '/cancel' ||
        params.client_secret !== intent.client_secret
      ) {
        throw new StripeApiError(401, {
          type: 'invalid_request_error',
          message:
            'This API call cannot be made with a publishable API key. Please use a secret API key.',
        });
      }
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    if (onIntent) {
      const intent = intentOf(onIntent[1] as string);
      if (method === 'GET' && !onIntent[2]) return expanded(intent, params.expand);
      if (method === 'POST' && onIntent[2] === '/confirm') {
        return expanded(confirm(intent, params), params.expand);
      }
      if (method === 'POST' && onIntent[2] === '/cancel') return cancel(intent, params);
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** The pages a shopper sees: the bank's 3-D Secure challenge and the konbini voucher. */
  function browserPage(method: string, path: string, form: Json, res: http.ServerResponse): void {
    const html = (status: number, body: string): void => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...cors });
      res.end(body);
    };
    const [, kind, id = ''] = path.split('/');
    const intent = intents.get(id);
    if (!intent) {
      html(404, page('Not found', '<p>No such payment.</p>'));
      return;
    }
    const amount = `${intent.amount} ${intent.currency.toUpperCase()}`;
    if (kind === '3ds') {
      if (method === 'POST') {
        const outcome = form.outcome === 'complete' ? 'complete' : 'fail';
        try {
          answerThreeDSecure(intent, outcome);
        } catch {
          // Answered already (a double click): show where it stands.
        }
        const status = intent.status === 'succeeded' ? 'succeeded' : 'failed';
        const back = returnUrls.get(intent.id);
        if (back) {
          const to = new URL(back);
          to.searchParams.set('payment_intent', intent.id);
          to.searchParams.set('payment_intent_client_secret', intent.client_secret);
          to.searchParams.set('redirect_status', status);
          res.writeHead(303, { location: to.toString() });
          res.end();
          return;
        }
        // In Stripe.js's overlay: tell the page the challenge is over.
        html(
          200,
          page(
            'Authentication finished',
            `<p>Authentication ${status === 'succeeded' ? 'complete' : 'failed'}.</p>
<script>parent.postMessage({ fakeStripe3ds: ${JSON.stringify(intent.id)}, status: ${JSON.stringify(status)} }, '*');</script>`,
          ),
        );
        return;
      }
      html(
        200,
        page(
          '3D Secure test payment',
          `<h1>3D Secure 2 test page</h1><p>Payment of ${escapeHtml(amount)}.</p>
<form method="post"><button name="outcome" value="complete">Complete</button><button name="outcome" value="fail">Fail</button></form>`,
        ),
      );
      return;
    }
    if (kind === 'konbini') {
      if (method === 'POST') {
        try {
          if (form.outcome === 'pay') payAtStore(intent);
          else expire(intent);
        } catch {
          // Paid or expired already.
        }
      }
      const details = intent.next_action?.konbini_display_details as Json | undefined;
      const stores = (details?.stores ?? {}) as Record<string, Json>;
      const rows = Object.entries(stores)
        .map(
          ([chain, store]) =>
            `<tr><td>${escapeHtml(chain)}</td><td>${escapeHtml(String(store.payment_code))}</td><td>${escapeHtml(String(store.confirmation_number ?? ''))}</td></tr>`,
        )
        .join('');
      html(
        200,
        page(
          'Konbini voucher',
          `<h1>Konbini voucher</h1><p>Amount: ${escapeHtml(amount)}. Status: <strong id="status">${intent.status}</strong></p>
${
  details
    ? `<table><tr><th>Store</th><th>Payment code</th><th>Confirmation number</th></tr>${rows}</table>
<form method="post"><button name="outcome" value="pay">Pay at the store</button><button name="outcome" value="expire">Let it expire</button></form>`
    : ''
}`,
        ),
      );
    }
  }

  // ---- what tests drive ----

  async function afterward(
    intentId: string,
    act: (intent: FakePaymentIntent) => void,
  ): Promise<FakePaymentIntent> {
    const intent = intentOf(intentId);
    act(intent);
    await queue;
    return structuredClone(intent);
  }

  return {
    url,
    port,
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    refunds,
    events,
    deliveries,
    requests,
    get createdCount() {
      return createdCount;
    },
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setWebhooksBeforeAnswers(on) {
      webhooksFirst = on;
    },
    signEvent,
    sendWebhook,
    webhooksDelivered: async () => {
      await queue;
    },
    async confirmPaymentIntent(clientSecret, params) {
      const id = clientSecret.split('_secret_')[0] as string;
      const form = new URLSearchParams();
      const add = (prefix: string, value: unknown): void => {
        if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) add(`${prefix}[${k}]`, v);
        } else if (value !== undefined) form.append(prefix, String(value));
      };
      for (const [k, v] of Object.entries({
        ...params,
        client_secret: clientSecret,
        key: publishableKey,
      }))
        add(k, v);
      const response = await fetch(`${url}/v1/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      return { status: response.status, body: (await response.json()) as Json };
    },
    completeThreeDSecure: (id, outcome) =>
      afterward(id, (intent) => answerThreeDSecure(intent, outcome)),
    payKonbini: (id) => afterward(id, payAtStore),
    expireKonbini: (id) => afterward(id, expire),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
    },
  };
}
