import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentStart,
  PaymentStartRequest,
  PaymentState,
  ProviderName,
  ProviderRefundRequest,
} from '../../../src/modules/payments/payment-provider';

// An in-process provider for the core's tests: it keeps its payments in memory, answers a
// retried start (same idempotency key) with the same payment, and signs its webhooks with
// an HMAC of the exact body, so a bad signature is refused like Stripe's.

export interface FakePayment {
  request: PaymentStartRequest;
  state: PaymentState;
}

export class FakeProvider implements PaymentProvider {
  readonly payments = new Map<string, FakePayment>();
  readonly refunds: ProviderRefundRequest[] = [];
  readonly cancelled: string[] = [];
  /** Payments created (a retried start is not counted again). */
  created = 0;
  startCalls = 0;
  private readonly byKey = new Map<string, string>();
  /** When set, start() throws (the provider is down). */
  failStart = false;

  constructor(
    readonly name: ProviderName,
    readonly methods: PaymentProvider['methods'],
    readonly webhookSecret = 'whsec_fake_secret',
  ) {}

  async start(request: PaymentStartRequest): Promise<PaymentStart> {
    this.startCalls += 1;
    if (this.failStart) throw new Error('provider unavailable');
    let reference = this.byKey.get(request.idempotencyKey);
    if (reference === undefined) {
      this.created += 1;
      reference = `${this.name}_pay_${this.created}_${request.orderId}`;
      this.byKey.set(request.idempotencyKey, reference);
      this.payments.set(reference, { request, state: { state: 'pending' } });
    }
    return {
      reference,
      next:
        this.name === 'bkash'
          ? { type: 'redirect', url: `https://bkash.example/approve/${reference}` }
          : {
              type: 'stripe',
              method: request.method === 'konbini' ? 'konbini' : 'card',
              clientSecret: `${reference}_secret`,
              publishableKey: 'pk_test_fake',
            },
    };
  }

  /** The shopper pays (approves, passes 3-D Secure, pays at the store). */
  pay(reference: string, extra: { amount?: number; brand?: string; last4?: string } = {}): void {
    const payment = this.payment(reference);
    payment.state = {
      state: 'paid',
      amount: extra.amount ?? payment.request.amount,
      currency: payment.request.currency,
      ...(extra.brand ? { brand: extra.brand, last4: extra.last4 ?? '4242' } : {}),
    };
  }

  fail(reference: string, reason: 'declined' | 'cancelled' | 'expired' = 'declined'): void {
    this.payment(reference).state = { state: 'failed', reason };
  }

  async settle(reference: string, hint?: { callbackStatus?: string }): Promise<PaymentState> {
    const payment = this.payment(reference);
    // bKash: the callback's status decides an approval that was not executed yet.
    if (payment.state.state === 'pending' && hint?.callbackStatus) {
      if (hint.callbackStatus === 'success') this.pay(reference);
      else this.fail(reference, hint.callbackStatus === 'cancel' ? 'cancelled' : 'declined');
    }
    return payment.state;
  }

  async refund(request: ProviderRefundRequest) {
    this.refunds.push(request);
    return { status: 'succeeded' as const, reference: `${this.name}_re_${this.refunds.length}` };
  }

  async cancel(reference: string): Promise<void> {
    this.cancelled.push(reference);
    const payment = this.payments.get(reference);
    if (payment && payment.state.state === 'pending') {
      payment.state = { state: 'failed', reason: 'expired' };
    }
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null {
    const given = String(headers['stripe-signature'] ?? '');
    const expected = this.sign(rawBody);
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ) {
      throw new Error('bad signature');
    }
    return JSON.parse(rawBody.toString('utf8')) as PaymentEvent;
  }

  sign(body: Buffer | string): string {
    return createHmac('sha256', this.webhookSecret).update(body).digest('hex');
  }

  /** Every payment of an order. */
  paymentsOf(orderId: string): string[] {
    return [...this.payments.entries()]
      .filter(([, payment]) => payment.request.orderId === orderId)
      .map(([reference]) => reference);
  }

  private payment(reference: string): FakePayment {
    const payment = this.payments.get(reference);
    if (!payment) throw new Error(`no payment ${reference}`);
    return payment;
  }
}
