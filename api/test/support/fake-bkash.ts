// A local stand-in for bKash's tokenized checkout, speaking the JSON of the calls the shop
// makes (grant, refresh, create, execute, payment status, refund) and serving the page the
// shopper approves on. bKash is a boundary we do not own: tests talk to this over real HTTP
// instead of mocking fetch. The shapes follow https://developer.bka.sh/docs (tokenized
// checkout) and https://developer.bka.sh/docs/error-codes.md. How bKash answers a wrong
// username or password is not in its public error list: this fake answers 401 with a bare
// message, as an API gateway does, and a wrong app key with the documented 2001.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface FakeBkashPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  transactionStatus: 'Initiated' | 'Completed' | 'Failed';
  /** 'Complete' once the shopper typed wallet, OTP and PIN on the bKash page. */
  verificationStatus: 'Incomplete' | 'Complete';
  trxID?: string;
  /** Execute calls that moved the money (one at most). */
  completions: number;
  executeCalls: number;
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string }[];
}

export interface FakeBkashOptions {
  credentials?: Partial<FakeBkashCredentials>;
  /** expires_in of the id_tokens it grants (bKash: 3600). */
  tokenTtlSeconds?: number;
  /** Every answer waits this long. */
  delayMs?: number;
  /** A fixed port (the browser suites give each lane its own); a free one by default. */
  port?: number;
}

export interface FakeBkash {
  /** e.g. http://127.0.0.1:41234, the provider's baseUrl. */
  url: string;
  credentials: FakeBkashCredentials;
  payments: Map<string, FakeBkashPayment>;
  /** What it was asked, in order (path only: no secrets kept around). */
  calls: string[];
  /** Grants and refreshes it answered with a token. */
  counts: { grants: number; refreshes: number };
  /** Every id_token and refresh_token it issued, for tests that look for leaks. */
  issuedTokens: string[];
  /** Faults for the next calls. */
  faults: {
    /** The next execute completes the payment and never answers (the client times out). */
    executeHangsOnce: boolean;
    /** The next execute answers 500 / 503 "maintenance" without completing. */
    executeFailsOnce: boolean;
    delayMs: number;
  };
  /** The shopper approved (wallet, OTP, PIN): the URL bKash sends them to. */
  approve(paymentID: string): string;
  /** The wallet refused (e.g. insufficient balance): the failure callback URL. */
  decline(paymentID: string): string;
  /** The shopper pressed Cancel: the cancel callback URL. */
  cancel(paymentID: string): string;
  /** Forgets every id_token, as bKash does when they expire. */
  expireTokens(): void;
  close(): Promise<void>;
}

/** bKash's sandbox wallet that always lacks balance (its docs list it as a failed case). */
export const FAKE_BKASH_POOR_WALLET = '01823074817';

type Json = Record<string, unknown>;

export async function startFakeBkash(options: FakeBkashOptions = {}): Promise<FakeBkash> {
  const credentials: FakeBkashCredentials = {
    appKey: `appkey-${hex(8)}`,
    appSecret: `appsecret-${hex(16)}`,
    username: `user-${hex(4)}`,
    password: `pass-${hex(8)}`,
    ...options.credentials,
  };
  const ttl = options.tokenTtlSeconds ?? 3600;
  const payments = new Map<string, FakeBkashPayment>();
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const calls: string[] = [];
  const counts = { grants: 0, refreshes: 0 };
  const issuedTokens: string[] = [];
  const faults = {
    executeHangsOnce: false,
    executeFailsOnce: false,
    delayMs: options.delayMs ?? 0,
  };
  let url = '';

  function callback(payment: FakeBkashPayment, status: 'success' | 'failure' | 'cancel'): string {
    const joiner = payment.callbackURL.includes('?') ? '&' : '?';
    return `${payment.callbackURL}${joiner}paymentID=${encodeURIComponent(payment.paymentID)}&status=${status}`;
  }

  function paymentOrThrow(paymentID: string): FakeBkashPayment {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`fake bKash: no payment ${paymentID}`);
    return payment;
  }

  function grant(kind: 'grants' | 'refreshes', refreshToken?: string): Json {
    const idToken = `idt-${hex(24)}`;
    const refresh = refreshToken ?? `rft-${hex(24)}`;
    idTokens.set(idToken, Date.now() + ttl * 1000);
    refreshTokens.add(refresh);
    issuedTokens.push(idToken, refresh);
    counts[kind] += 1;
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refresh,
    };
  }

  /** [http status, body] for one JSON call. */
  function answer(path: string, headers: http.IncomingHttpHeaders, body: Json): [number, Json] {
    if (
      path === '/tokenized/checkout/token/grant' ||
      path === '/tokenized/checkout/token/refresh'
    ) {
      if (headers.username !== credentials.username || headers.password !== credentials.password) {
        return [401, { message: 'Unauthorized' }];
      }
      if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
        return [200, { statusCode: '2001', statusMessage: 'Invalid App Key' }];
      }
      if (path.endsWith('/grant')) return [200, grant('grants')];
      const refresh = String(body.refresh_token ?? '');
      if (!refreshTokens.has(refresh)) return [401, { message: 'Unauthorized' }];
      return [200, grant('refreshes', refresh)];
    }

    const expiresAt = idTokens.get(String(headers.authorization ?? ''));
    if (expiresAt === undefined || expiresAt < Date.now())
      return [401, { message: 'Unauthorized' }];
    if (headers['x-app-key'] !== credentials.appKey) {
      return [200, { statusCode: '2001', statusMessage: 'Invalid App Key' }];
    }

    if (path === '/tokenized/checkout/create') {
      if (body.mode !== '0011')
        return [200, error('2063', 'Mode is not valid as per request data')];
      if (
        typeof body.amount !== 'string' ||
        !/^\d+(\.\d{1,2})?$/.test(body.amount) ||
        Number(body.amount) <= 0
      ) {
        return [200, error('2006', 'Invalid amount')];
      }
      if (body.currency !== 'BDT') return [200, error('2007', 'Invalid currency')];
      if (body.intent !== 'sale') return [200, error('2008', 'Invalid intent')];
      if (typeof body.payerReference !== 'string' || body.payerReference === '') {
        return [200, error('2048', 'Invalid Payer Reference')];
      }
      if (typeof body.callbackURL !== 'string' || !/^https?:\/\//.test(body.callbackURL)) {
        return [200, error('2049', 'Invalid Merchant Callback URL')];
      }
      if (
        typeof body.merchantInvoiceNumber !== 'string' ||
        /[<>&]/.test(body.merchantInvoiceNumber)
      ) {
        return [200, error('2031', 'Invalid merchant invoice number')];
      }
      const paymentID = `TR0011${hex(10).toUpperCase()}`;
      const payment: FakeBkashPayment = {
        paymentID,
        amount: body.amount,
        currency: body.currency,
        intent: body.intent,
        mode: body.mode,
        payerReference: body.payerReference,
        merchantInvoiceNumber: body.merchantInvoiceNumber,
        callbackURL: body.callbackURL,
        transactionStatus: 'Initiated',
        verificationStatus: 'Incomplete',
        completions: 0,
        executeCalls: 0,
        refunds: [],
      };
      payments.set(paymentID, payment);
      return [
        200,
        {
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID,
          bkashURL: `${url}/checkout/${paymentID}`,
          callbackURL: payment.callbackURL,
          successCallbackURL: callback(payment, 'success'),
          failureCallbackURL: callback(payment, 'failure'),
          cancelledCallbackURL: callback(payment, 'cancel'),
          amount: payment.amount,
          intent: payment.intent,
          currency: payment.currency,
          paymentCreateTime: bkashTime(),
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
        },
      ];
    }

    const payment = payments.get(String(body.paymentID ?? ''));
    if (!payment) return [200, error('2002', 'Invalid Payment ID')];

    if (path === '/tokenized/checkout/execute') {
      payment.executeCalls += 1;
      if (payment.transactionStatus === 'Completed') {
        return [200, error('2062', 'The payment has already been completed')];
      }
      if (payment.transactionStatus !== 'Initiated' || payment.verificationStatus !== 'Complete') {
        return [200, error('2056', 'Invalid Payment State')];
      }
      if (faults.executeFailsOnce) {
        faults.executeFailsOnce = false;
        return [500, error('503', 'System is undergoing maintenance. Please try again later')];
      }
      payment.transactionStatus = 'Completed';
      payment.trxID = hex(5).toUpperCase();
      payment.completions += 1;
      return [
        200,
        {
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID: payment.paymentID,
          customerMsisdn: payment.payerReference,
          payerReference: payment.payerReference,
          paymentExecuteTime: bkashTime(),
          trxID: payment.trxID,
          transactionStatus: 'Completed',
          amount: payment.amount,
          currency: payment.currency,
          intent: payment.intent,
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
        },
      ];
    }

    if (path === '/tokenized/checkout/payment/status') {
      return [
        200,
        {
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID: payment.paymentID,
          mode: payment.mode,
          payerReference: payment.payerReference,
          amount: payment.amount,
          currency: payment.currency,
          intent: payment.intent,
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
          transactionStatus: payment.transactionStatus,
          verificationStatus: payment.verificationStatus,
          ...(payment.trxID ? { trxID: payment.trxID } : {}),
        },
      ];
    }

    if (path === '/tokenized/checkout/payment/refund') {
      if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID) {
        return [200, error('2033', 'Transaction not found')];
      }
      const amount = Number(body.amount);
      const refunded = payment.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
      if (!Number.isFinite(amount) || amount <= 0) return [200, error('2006', 'Invalid amount')];
      if (amount + refunded > Number(payment.amount) + 1e-9) {
        return [
          200,
          error(
            '2026',
            'The reversal amount cannot be greater than the original transaction amount',
          ),
        ];
      }
      const refund = {
        refundTrxID: hex(5).toUpperCase(),
        amount: amount.toFixed(2),
        sku: String(body.sku ?? ''),
        reason: String(body.reason ?? ''),
      };
      payment.refunds.push(refund);
      return [
        200,
        {
          statusCode: '0000',
          statusMessage: 'Successful',
          completedTime: bkashTime(),
          transactionStatus: 'Completed',
          originalTrxID: payment.trxID,
          refundTrxID: refund.refundTrxID,
          amount: refund.amount,
          currency: 'BDT',
          charge: '0.00',
        },
      ];
    }

    return [404, { message: 'Not Found' }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      calls.push(`${req.method} ${path}`);
      const raw = Buffer.concat(chunks).toString('utf8');
      setTimeout(() => {
        const page = /^\/checkout\/([A-Za-z0-9]+)$/.exec(path);
        if (page) {
          servePage(req.method ?? 'GET', page[1]!, raw, res);
          return;
        }
        if (req.method !== 'POST') {
          send(res, 405, { message: 'Method Not Allowed' });
          return;
        }
        let body: Json;
        try {
          body = raw ? (JSON.parse(raw) as Json) : {};
        } catch {
          send(res, 200, error('2025', 'Invalid request body'));
          return;
        }
        const hangs = path === '/tokenized/checkout/execute' && faults.executeHangsOnce;
        const [status, json] = answer(path, req.headers, body);
        if (hangs && json.statusCode === '0000') {
          // bKash moved the money but the answer is lost: the client only sees its timeout.
          faults.executeHangsOnce = false;
          return;
        }
        send(res, status, json);
      }, faults.delayMs);
    });
  });

  function servePage(
    method: string,
    paymentID: string,
    raw: string,
    res: http.ServerResponse,
  ): void {
    const payment = payments.get(paymentID);
    if (!payment) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Payment not found');
      return;
    }
    if (method === 'POST') {
      const form = new URLSearchParams(raw);
      let target: string;
      if (form.get('action') === 'cancel') target = fake.cancel(paymentID);
      else if (form.get('wallet') === FAKE_BKASH_POOR_WALLET) target = fake.decline(paymentID);
      else target = fake.approve(paymentID);
      res.writeHead(303, { location: target }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bKash Payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 2rem auto">
<h1 style="color: #e2136e">bKash</h1>
<p>Merchant invoice: ${escapeHtml(payment.merchantInvoiceNumber)}</p>
<p>Amount: ৳${escapeHtml(payment.amount)}</p>
<form method="post" action="/checkout/${escapeHtml(paymentID)}">
<p><label>Your bKash account number <input name="wallet" inputmode="numeric" autocomplete="off" value="${escapeHtml(/^01\d{9}$/.test(payment.payerReference) ? payment.payerReference : '')}"></label></p>
<p><label>PIN <input name="pin" type="password" inputmode="numeric" autocomplete="off"></label></p>
<p><button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form></body></html>`);
  }

  const fake: FakeBkash = {
    url: '',
    credentials,
    payments,
    calls,
    counts,
    issuedTokens,
    faults,
    approve(paymentID) {
      const payment = paymentOrThrow(paymentID);
      if (payment.transactionStatus === 'Initiated') payment.verificationStatus = 'Complete';
      return callback(payment, 'success');
    },
    decline(paymentID) {
      const payment = paymentOrThrow(paymentID);
      if (payment.transactionStatus === 'Initiated') payment.transactionStatus = 'Failed';
      return callback(payment, 'failure');
    },
    cancel(paymentID) {
      // An unapproved payment stays Initiated at bKash until it expires.
      return callback(paymentOrThrow(paymentID), 'cancel');
    },
    expireTokens() {
      idTokens.clear();
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}

function send(res: http.ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function error(statusCode: string, statusMessage: string): Json {
  return { statusCode, statusMessage };
}

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** bKash writes times like "2026-11-26T10:31:05:123 GMT+0600". */
function bkashTime(): string {
  const dhaka = new Date(Date.now() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
