import { randomUUID } from 'node:crypto';
import {
  BkashError,
  createBkashProvider,
  type BkashProviderOptions,
} from '../../../src/modules/payments/bkash/bkash-provider';
import type { PaymentStartRequest } from '../../../src/modules/payments/payment-provider';
import { FAKE_BKASH_POOR_WALLET, startFakeBkash, type FakeBkash } from '../../support/fake-bkash';

describe('bKash tokenized checkout provider against a fake bKash over HTTP', () => {
  let bkash: FakeBkash;
  let clock: number;

  beforeEach(async () => {
    bkash = await startFakeBkash();
    clock = Date.now();
  });

  afterEach(async () => {
    await bkash.close();
  });

  function provider(overrides: Partial<BkashProviderOptions> = {}) {
    return createBkashProvider({
      baseUrl: bkash.url,
      ...bkash.credentials,
      timeoutMs: 2_000,
      now: () => clock,
      ...overrides,
    });
  }

  function startRequest(overrides: Partial<PaymentStartRequest> = {}): PaymentStartRequest {
    const orderId = randomUUID();
    return {
      orderId,
      method: 'bkash',
      amount: 1250,
      currency: 'BDT',
      email: 'rahim@example.com',
      name: 'Rahim Uddin',
      phone: '+880 1712-345678',
      returnUrl: `http://127.0.0.1:1/api/v1/payments/bkash/callback?order=${orderId}&token=t0k`,
      deadline: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: `order:${orderId}`,
      ...overrides,
    };
  }

  /** Every secret and token that must never show in an error message. */
  function secrets(): string[] {
    return [...Object.values(bkash.credentials), ...bkash.issuedTokens];
  }

  async function rejection(promise: Promise<unknown>): Promise<Error> {
    try {
      await promise;
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected a rejection');
  }

  it('creates a payment the shopper is sent to, with bKash’s documented fields', async () => {
    const started = await provider().start(
      startRequest({ orderId: 'ORD-1', idempotencyKey: 'k1' }),
    );

    expect(started.next).toEqual({
      type: 'redirect',
      url: `${bkash.url}/checkout/${started.reference}`,
    });
    const payment = bkash.payments.get(started.reference)!;
    expect(payment).toMatchObject({
      amount: '1250.00',
      currency: 'BDT',
      intent: 'sale',
      mode: '0011',
      merchantInvoiceNumber: 'ORD-1',
      payerReference: '01712345678',
      transactionStatus: 'Initiated',
    });
    expect(payment.callbackURL).toContain('/api/v1/payments/bkash/callback?order=');
  });

  it('uses the order id as payer reference when the phone is not a Bangladeshi mobile', async () => {
    const request = startRequest({ phone: '+81 90 1234 5678' });
    const started = await provider().start(request);
    expect(bkash.payments.get(started.reference)!.payerReference).toBe(request.orderId);
  });

  it('grants one token and reuses it, refreshes it before it expires, and replaces one bKash forgot', async () => {
    const bkashProvider = provider();
    await bkashProvider.start(startRequest());
    await Promise.all([bkashProvider.start(startRequest()), bkashProvider.start(startRequest())]);
    expect(bkash.counts).toEqual({ grants: 1, refreshes: 0 });

    // 56 minutes later: inside the last five minutes of the hour the token is refreshed.
    clock += 56 * 60_000;
    await bkashProvider.start(startRequest());
    expect(bkash.counts).toEqual({ grants: 1, refreshes: 1 });
    await bkashProvider.start(startRequest());
    expect(bkash.counts).toEqual({ grants: 1, refreshes: 1 });

    // bKash no longer knows the token (its clock, a restart): one 401, a new token, the call again.
    bkash.expireTokens();
    const started = await bkashProvider.start(startRequest());
    expect(bkash.payments.has(started.reference)).toBe(true);
    expect(bkash.counts.grants + bkash.counts.refreshes).toBe(3);
  });

  it('renews a short-lived token half way through its life', async () => {
    await bkash.close();
    bkash = await startFakeBkash({ tokenTtlSeconds: 120 });
    const bkashProvider = provider();
    await bkashProvider.start(startRequest());
    clock += 59_000;
    await bkashProvider.start(startRequest());
    expect(bkash.counts).toEqual({ grants: 1, refreshes: 0 });
    clock += 2_000;
    await bkashProvider.start(startRequest());
    expect(bkash.counts).toEqual({ grants: 1, refreshes: 1 });
  });

  it('is safe to retry: the same idempotency key gives the same bKash payment', async () => {
    const bkashProvider = provider();
    const request = startRequest();
    const [first, second] = await Promise.all([
      bkashProvider.start(request),
      bkashProvider.start(request),
    ]);
    const third = await bkashProvider.start(request);

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(bkash.payments.size).toBe(1);
  });

  it('approved on the bKash page, the success callback executes it: paid, with bKash’s trxID', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());

    const page = await fetch(started.next.type === 'redirect' ? started.next.url : '');
    const html = await page.text();
    expect(html).toContain('Confirm');
    expect(html).toContain('Cancel');
    expect(html).toContain('1250.00');
    const submitted = await fetch(`${bkash.url}/checkout/${started.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'wallet=01712345678&pin=12121&action=confirm',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.headers.get('location')!);
    expect(back.pathname).toBe('/api/v1/payments/bkash/callback');
    expect(back.searchParams.get('order')).toBeTruthy();
    expect(back.searchParams.get('paymentID')).toBe(started.reference);
    expect(back.searchParams.get('status')).toBe('success');

    const state = await bkashProvider.settle(started.reference, { callbackStatus: 'success' });
    const payment = bkash.payments.get(started.reference)!;
    expect(state).toEqual({
      state: 'paid',
      amount: 1250,
      currency: 'BDT',
      transactionId: payment.trxID,
    });
    expect(payment.completions).toBe(1);
  });

  it('a forged success callback before approval executes nothing and leaves the payment pending', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());

    await expect(
      bkashProvider.settle(started.reference, { callbackStatus: 'success' }),
    ).resolves.toEqual({
      state: 'pending',
    });
    expect(bkash.payments.get(started.reference)!.completions).toBe(0);
  });

  it('the shopper cancels on the bKash page: failed, cancelled (after asking bKash)', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    const submitted = await fetch(`${bkash.url}/checkout/${started.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'wallet=&pin=&action=cancel',
      redirect: 'manual',
    });
    expect(new URL(submitted.headers.get('location')!).searchParams.get('status')).toBe('cancel');

    const before = bkash.calls.length;
    await expect(
      bkashProvider.settle(started.reference, { callbackStatus: 'cancel' }),
    ).resolves.toEqual({
      state: 'failed',
      reason: 'cancelled',
    });
    expect(bkash.calls.slice(before)).toEqual(['POST /tokenized/checkout/payment/status']);
  });

  it('a cancel callback for a payment bKash completed after all still reads paid', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    bkash.approve(started.reference);
    await bkashProvider.settle(started.reference, { callbackStatus: 'success' });

    await expect(
      bkashProvider.settle(started.reference, { callbackStatus: 'cancel' }),
    ).resolves.toMatchObject({
      state: 'paid',
      amount: 1250,
    });
  });

  it('a wallet without balance comes back as failure: failed, declined', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    const submitted = await fetch(`${bkash.url}/checkout/${started.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `wallet=${FAKE_BKASH_POOR_WALLET}&pin=12121&action=confirm`,
      redirect: 'manual',
    });
    expect(new URL(submitted.headers.get('location')!).searchParams.get('status')).toBe('failure');

    await expect(
      bkashProvider.settle(started.reference, { callbackStatus: 'failure' }),
    ).resolves.toEqual({
      state: 'failed',
      reason: 'declined',
    });
  });

  it('execute times out after bKash moved the money: the status query says paid', async () => {
    // Short enough for a test, long enough for the calls that must answer on a busy machine.
    const bkashProvider = provider({ timeoutMs: 1_000 });
    const started = await bkashProvider.start(startRequest());
    bkash.approve(started.reference);
    bkash.faults.executeHangsOnce = true;

    const state = await bkashProvider.settle(started.reference, { callbackStatus: 'success' });
    expect(state).toMatchObject({ state: 'paid', amount: 1250, currency: 'BDT' });
    expect(bkash.calls.at(-1)).toBe('POST /tokenized/checkout/payment/status');
  });

  it('execute fails on bKash’s side: still pending, and a later settle finishes it', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    bkash.approve(started.reference);
    bkash.faults.executeFailsOnce = true;

    await expect(
      bkashProvider.settle(started.reference, { callbackStatus: 'success' }),
    ).resolves.toEqual({
      state: 'pending',
    });
    // The sweeper or the confirm call, without a hint: approved but not executed, so execute.
    await expect(bkashProvider.settle(started.reference)).resolves.toMatchObject({ state: 'paid' });
    expect(bkash.payments.get(started.reference)!.completions).toBe(1);
  });

  it('executed twice (callback replayed): paid once, the second answer "already completed" reads paid', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    bkash.approve(started.reference);

    const first = await bkashProvider.settle(started.reference, { callbackStatus: 'success' });
    const second = await bkashProvider.settle(started.reference, { callbackStatus: 'success' });

    expect(second).toEqual(first);
    const payment = bkash.payments.get(started.reference)!;
    expect(payment.executeCalls).toBe(2);
    expect(payment.completions).toBe(1);
  });

  it('without a hint, only reads: an unapproved payment is pending', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());

    await expect(bkashProvider.settle(started.reference)).resolves.toEqual({ state: 'pending' });
    expect(bkash.payments.get(started.reference)!.executeCalls).toBe(0);
  });

  it('refunds through bKash with the payment’s trxID, once per idempotency key', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest({ orderId: 'ORD-9' }));
    bkash.approve(started.reference);
    await bkashProvider.settle(started.reference, { callbackStatus: 'success' });

    const request = {
      reference: started.reference,
      amount: 500,
      currency: 'BDT' as const,
      reason: 'Returned <damaged> & late',
      idempotencyKey: 'refund:1',
    };
    const refund = await bkashProvider.refund(request);
    const again = await bkashProvider.refund(request);

    const payment = bkash.payments.get(started.reference)!;
    expect(refund.status).toBe('succeeded');
    expect(again).toEqual(refund);
    expect(payment.refunds).toEqual([
      {
        refundTrxID: refund.reference,
        amount: '500.00',
        sku: 'ORD-9',
        reason: 'Returned  damaged    late',
      },
    ]);
  });

  it('refuses yen before calling bKash', async () => {
    const bkashProvider = provider();
    const error = await rejection(
      bkashProvider.start(startRequest({ currency: 'JPY', amount: 5000 })),
    );

    expect(error).toBeInstanceOf(BkashError);
    expect(error.message).toMatch(/BDT/);
    expect(bkash.calls).toEqual([]);
    await expect(
      bkashProvider.refund({
        reference: 'TR1',
        amount: 1,
        currency: 'JPY',
        reason: 'x',
        idempotencyKey: 'r',
      }),
    ).rejects.toThrow(/BDT/);
  });

  it('wrong credentials reject with a clear message that carries no secret', async () => {
    const wrongPassword = provider({ password: 'not-the-password-123' });
    const wrongSecret = provider({ appSecret: 'not-the-app-secret-123' });

    const errors = [
      await rejection(wrongPassword.start(startRequest())),
      await rejection(wrongSecret.start(startRequest())),
    ];

    expect(errors[0]!.message).toMatch(/bKash token grant refused: http_401/);
    expect(errors[1]!.message).toMatch(/bKash token grant refused: 2001 Invalid App Key/);
    for (const error of errors) {
      expect(error.message).toMatch(
        /check BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY and BKASH_APP_SECRET/,
      );
      for (const secret of [...secrets(), 'not-the-password-123', 'not-the-app-secret-123']) {
        expect(error.message).not.toContain(secret);
      }
    }
  });

  it('no error message carries a secret or a token', async () => {
    const bkashProvider = provider({ timeoutMs: 1_000 });
    const started = await bkashProvider.start(startRequest());
    bkash.faults.delayMs = 3_000;
    const errors = [
      await rejection(bkashProvider.settle(started.reference)),
      await rejection(provider({ baseUrl: 'http://127.0.0.1:1' }).start(startRequest())),
    ];
    bkash.faults.delayMs = 0;
    errors.push(
      await rejection(bkashProvider.settle('TR-NO-SUCH')),
      await rejection(
        bkashProvider.refund({
          reference: started.reference,
          amount: 10,
          currency: 'BDT',
          reason: 'not paid yet',
          idempotencyKey: 'r1',
        }),
      ),
    );

    expect(errors.map((error) => error.message)).toEqual([
      'bKash payment status: no answer within 1000 ms',
      'bKash token grant: could not reach bKash',
      'bKash payment status refused: 2002 Invalid Payment ID',
      `bKash refund: payment ${started.reference} was not completed`,
    ]);
    for (const error of errors) {
      for (const secret of secrets()) expect(error.message).not.toContain(secret);
    }
  });

  it('cancel is a no-op: an unapproved bKash payment just expires', async () => {
    const bkashProvider = provider();
    const started = await bkashProvider.start(startRequest());
    const before = bkash.calls.length;
    await bkashProvider.cancel?.(started.reference);
    expect(bkash.calls.length).toBe(before);
    expect(bkashProvider.methods).toEqual(['bkash']);
    expect(bkashProvider.name).toBe('bkash');
  });
});
