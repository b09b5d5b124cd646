// bKash tokenized checkout (the URL-based flow without an agreement): we create a payment,
// send the shopper to bKash's page where they type their wallet number, OTP and PIN, bKash
// sends them back to our callbackURL, and only our execute call moves the money. A callback
// is just a redirect anyone can forge, so the callback's status is a hint: what bKash answers
// to execute and to the status query decides.
//
// Sources (bKash's developer portal and its own WooCommerce plugin, read 2026-11):
// - https://developer.bka.sh/docs/tokenized (the flows; "without agreement" is this one)
// - https://developer.bka.sh/docs/token-management-overview-1.md (grant, refresh, 3600 s
//   tokens, "refresh around the 50th minute, no more than twice an hour")
// - https://developer.bka.sh/docs/create-payment-1.md, .../execute-payment-1.md
// - https://developer.bka.sh/docs/refund-transaction-4.md (refund with paymentID and trxID)
// - https://developer.bka.sh/docs/error-codes.md (2056, 2062, 2117, 2029 ...)
// - https://github.com/bKash-developer/bKash-for-woocommerce includes/classes/ApiComm.php
//   (paths, headers, "query the payment when execute times out")
// - https://bkash-pgw.vercel.app/docs, the PGW integration guide ("API timeout of 30
//   seconds should be set for all the APIs")
import type {
  PaymentProvider,
  PaymentStart,
  PaymentStartRequest,
  PaymentState,
  ProviderRefundRequest,
} from '../payment-provider';

/** bKash's sandbox; production is https://tokenized.pay.bka.sh/v1.2.0-beta. */
export const BKASH_SANDBOX_BASE_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';

export interface BkashProviderOptions {
  /** Up to the version, without a trailing slash, e.g. BKASH_SANDBOX_BASE_URL. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Per call to bKash; bKash asks merchants to allow 30 s. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to expire the token. */
  now?: () => number;
}

/**
 * A call to bKash that did not give a usable answer. The message names the operation and
 * bKash's code and words, never a credential or a token.
 */
export class BkashError extends Error {
  constructor(
    message: string,
    /** refused: bKash answered with an error; timeout / unreachable: no answer. */
    readonly kind: 'refused' | 'timeout' | 'unreachable' | 'invalid_request',
    /** bKash's statusCode / errorCode when it gave one, or `http_<status>`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'BkashError';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
// bKash's id_token lives an hour and may be refreshed at most twice an hour: refresh five
// minutes early (or half way through a shorter life) so a call never races the expiry.
const TOKEN_EARLY_MS = 5 * 60_000;
// The process-lifetime memory of starts and refunds, bounded like the test gateway's.
const MAX_REMEMBERED = 10_000;

/** "Already completed": execute was answered before (perhaps an answer we never got). */
const ALREADY_COMPLETED = new Set(['2062', '2068', '2117']);
/** Not a verdict on the payment: it may still be approved or executed later. */
const NOT_YET = new Set(['2056', '2060', '503']);

type Json = Record<string, unknown>;

interface Token {
  idToken: string;
  refreshToken: string;
  /** When to refresh it, a little before it expires. */
  renewAt: number;
}

export function createBkashProvider(options: BkashProviderOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let token: Token | null = null;
  let tokenRequest: Promise<Token> | null = null;
  const startsByKey = new Map<string, Promise<PaymentStart>>();
  const refundsByKey = new Map<
    string,
    Promise<{ status: 'succeeded' | 'failed'; reference: string }>
  >();

  // Whatever bKash echoes, a message leaving this module never carries a secret or a token.
  function redact(text: string): string {
    const secrets = [options.appSecret, options.password, options.appKey, options.username];
    if (token) secrets.push(token.idToken, token.refreshToken);
    let out = text;
    for (const secret of secrets) {
      if (secret.length >= 4) out = out.split(secret).join('[redacted]');
    }
    return out;
  }

  async function post(
    operation: string,
    path: string,
    headers: Record<string, string>,
    body: Json,
  ) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new BkashError(`bKash ${operation}: no answer within ${timeoutMs} ms`, 'timeout');
      }
      throw new BkashError(`bKash ${operation}: could not reach bKash`, 'unreachable');
    }
    let answer: Json = {};
    try {
      const text = await response.text();
      answer = text ? (JSON.parse(text) as Json) : {};
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new BkashError(`bKash ${operation}: no answer within ${timeoutMs} ms`, 'timeout');
      }
      // An HTML error page from a proxy: the HTTP status below says enough.
    }
    return { status: response.status, answer };
  }

  /** bKash answers errors as statusCode/statusMessage, errorCode/errorMessage or a bare message. */
  function refusal(operation: string, status: number, answer: Json): BkashError | null {
    const code = str(answer.statusCode) ?? str(answer.errorCode);
    if (status >= 200 && status < 300 && (code === undefined || code === '0000')) return null;
    const words =
      str(answer.statusMessage) ??
      str(answer.errorMessage) ??
      str(answer.errorMessageEn) ??
      str(answer.message);
    const shown = code && code !== '0000' ? code : `http_${status}`;
    return new BkashError(
      redact(`bKash ${operation} refused: ${shown}${words ? ` ${words}` : ''}`),
      'refused',
      shown,
    );
  }

  async function tokenCall(operation: string, path: string, body: Json): Promise<Token> {
    const { status, answer } = await post(
      operation,
      path,
      { username: options.username, password: options.password },
      {
        app_key: options.appKey,
        app_secret: options.appSecret,
        ...body,
      },
    );
    const refused = refusal(operation, status, answer);
    if (refused) {
      if (status === 401 || status === 403 || refused.code === '2001') {
        throw new BkashError(
          `${refused.message} (check BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY and BKASH_APP_SECRET)`,
          'refused',
          refused.code,
        );
      }
      throw refused;
    }
    const idToken = str(answer.id_token);
    const expiresIn = Number(answer.expires_in);
    if (!idToken || !Number.isFinite(expiresIn)) {
      throw new BkashError(`bKash ${operation}: the answer has no id_token`, 'refused');
    }
    return {
      idToken,
      refreshToken: str(answer.refresh_token) ?? token?.refreshToken ?? '',
      renewAt: now() + Math.max(expiresIn * 1000 - TOKEN_EARLY_MS, (expiresIn * 1000) / 2),
    };
  }

  async function fetchToken(): Promise<Token> {
    if (token?.refreshToken) {
      try {
        return await tokenCall('token refresh', '/tokenized/checkout/token/refresh', {
          refresh_token: token.refreshToken,
        });
      } catch {
        // A refresh token outlives the id_token but not forever: a new grant covers it.
      }
    }
    return tokenCall('token grant', '/tokenized/checkout/token/grant', {});
  }

  /** The cached id_token; calls made together share one grant or refresh. */
  async function idToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.idToken;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    token = await tokenRequest;
    return token.idToken;
  }

  /** A checkout call with the id_token; a token bKash no longer knows is replaced once. */
  async function call(operation: string, path: string, body: Json): Promise<Json> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await idToken();
      const { status, answer } = await post(
        operation,
        path,
        { authorization: current, 'x-app-key': options.appKey },
        body,
      );
      if (status === 401 && attempt === 0) {
        if (token?.idToken === current) token = { ...token, renewAt: 0 };
        continue;
      }
      const refused = refusal(operation, status, answer);
      if (refused) throw refused;
      return answer;
    }
  }

  async function queryStatus(paymentID: string): Promise<Json> {
    return call('payment status', '/tokenized/checkout/payment/status', { paymentID });
  }

  function stateOf(answer: Json, executeRefused?: BkashError): PaymentState {
    const status = str(answer.transactionStatus);
    if (status === 'Completed') {
      const trxID = str(answer.trxID);
      return {
        state: 'paid',
        amount: Number(answer.amount),
        currency: 'BDT',
        ...(trxID ? { transactionId: trxID } : {}),
      };
    }
    if (status === 'Initiated') {
      // Execute refused with a verdict (insufficient balance, blocked wallet): this payment
      // can never complete; anything else leaves it to the shopper or the sweeper.
      if (
        executeRefused?.kind === 'refused' &&
        !NOT_YET.has(executeRefused.code ?? '') &&
        !executeRefused.code?.startsWith('http_5')
      ) {
        return { state: 'failed', reason: 'declined' };
      }
      return { state: 'pending' };
    }
    if (status === 'Expired') return { state: 'failed', reason: 'expired' };
    if (status === 'Cancelled') return { state: 'failed', reason: 'cancelled' };
    return { state: 'failed', reason: 'declined' };
  }

  async function execute(paymentID: string): Promise<PaymentState> {
    let refused: BkashError | undefined;
    try {
      const answer = await call('execute', '/tokenized/checkout/execute', { paymentID });
      if (str(answer.transactionStatus) === 'Completed') return stateOf(answer);
    } catch (error) {
      if (!(error instanceof BkashError) || error.kind === 'invalid_request') throw error;
      // A timeout may hide a payment bKash completed; "already completed" is the answer to
      // a second execute. Either way the status query tells what happened.
      if (error.kind === 'refused' && !ALREADY_COMPLETED.has(error.code ?? '')) refused = error;
    }
    return stateOf(await queryStatus(paymentID), refused);
  }

  function remember<T>(
    map: Map<string, Promise<T>>,
    key: string,
    run: () => Promise<T>,
  ): Promise<T> {
    const earlier = map.get(key);
    if (earlier) return earlier;
    if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value as string);
    const pending = run();
    map.set(key, pending);
    // A failed attempt may be tried again: forget it.
    pending.catch(() => map.delete(key));
    return pending;
  }

  return {
    name: 'bkash',
    methods: ['bkash'],

    // bKash takes no idempotency key. A retry in this process gets the payment already
    // created; after a restart the order holds the reference (the core stores it before
    // answering), so a retry reads it there and never comes here.
    start(request: PaymentStartRequest): Promise<PaymentStart> {
      return remember(startsByKey, request.idempotencyKey, async () => {
        if (request.method !== 'bkash') {
          throw new BkashError(`bKash cannot take the method ${request.method}`, 'invalid_request');
        }
        const amount = amountText(request.amount, request.currency);
        const answer = await call('create payment', '/tokenized/checkout/create', {
          mode: '0011',
          payerReference: payerReference(request),
          callbackURL: request.returnUrl,
          amount,
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: request.orderId,
        });
        const paymentID = str(answer.paymentID);
        const bkashURL = str(answer.bkashURL);
        if (!paymentID || !bkashURL) {
          throw new BkashError(
            'bKash create payment: the answer has no paymentID or bkashURL',
            'refused',
          );
        }
        return { reference: paymentID, next: { type: 'redirect', url: bkashURL } };
      });
    },

    async settle(reference: string, hint?: { callbackStatus?: string }): Promise<PaymentState> {
      const callback = hint?.callbackStatus;
      if (callback === 'cancel' || callback === 'failure') {
        // The shopper may have paid on another try of the same payment: bKash decides.
        const state = stateOf(await queryStatus(reference));
        if (state.state === 'paid') return state;
        return { state: 'failed', reason: callback === 'cancel' ? 'cancelled' : 'declined' };
      }
      if (callback === 'success') return execute(reference);
      // No callback (the sweeper, the confirm call, a lost redirect): read the payment. A
      // shopper who approved and then lost the way back leaves it Initiated with the
      // verification complete; execute finishes it, as the callback would have.
      const answer = await queryStatus(reference);
      const verification = str(answer.verificationStatus) ?? str(answer.userVerificationStatus);
      if (
        str(answer.transactionStatus) === 'Initiated' &&
        verification?.toLowerCase() === 'complete'
      ) {
        return execute(reference);
      }
      return stateOf(answer);
    },

    refund(request: ProviderRefundRequest) {
      return remember(refundsByKey, request.idempotencyKey, async () => {
        const amount = amountText(request.amount, request.currency);
        // The refund names bKash's transaction (trxID), which the status query gives back.
        const payment = await queryStatus(request.reference);
        const trxID = str(payment.trxID);
        if (str(payment.transactionStatus) !== 'Completed' || !trxID) {
          throw new BkashError(
            `bKash refund: payment ${request.reference} was not completed`,
            'invalid_request',
          );
        }
        const answer = await call('refund', '/tokenized/checkout/payment/refund', {
          paymentID: request.reference,
          amount,
          trxID,
          sku: clip(str(payment.merchantInvoiceNumber) ?? request.reference),
          reason: clip(request.reason) || 'Refund',
        });
        const refundTrxID = str(answer.refundTrxID) ?? '';
        const completed = str(answer.transactionStatus) === 'Completed' && refundTrxID !== '';
        return { status: completed ? 'succeeded' : 'failed', reference: refundTrxID };
      });
    },

    // An approved-but-never-executed or unapproved payment simply expires at bKash; there
    // is nothing to call.
    async cancel(): Promise<void> {},
  };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** bKash's amount: a string with two decimals, taka only. */
function amountText(amount: number, currency: string): string {
  if (currency !== 'BDT') {
    throw new BkashError(`bKash takes taka (BDT) only, not ${currency}`, 'invalid_request');
  }
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new BkashError('bKash needs a positive amount', 'invalid_request');
  }
  return amount.toFixed(2);
}

/** The shopper's wallet number when the phone is a Bangladeshi mobile, else the order. */
function payerReference(request: PaymentStartRequest): string {
  let digits = request.phone.replace(/\D/g, '');
  if (digits.startsWith('880')) digits = `0${digits.slice(3)}`;
  return /^01\d{9}$/.test(digits) ? digits : request.orderId;
}

/** bKash's free-text fields: at most 255 characters, none of < > &. */
function clip(text: string): string {
  return text.replace(/[<>&]/g, ' ').trim().slice(0, 255);
}
