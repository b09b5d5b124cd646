import { api, isApiError, type OrderRequest, type OrderResponse } from '@shop/shared';

// Placing an order (docs/product.md D5): one Idempotency-Key per attempt. A retry of the same
// attempt (same order, after a network error or a double click) sends the same key, so
// the server answers with the order it already placed instead of placing a second one.

/** An order with Bangladesh's area, Japan's town and the delivery asked for (docs/shipping.md). */
export type CheckoutOrderRequest = Omit<OrderRequest, 'shipping'> & {
  shipping: OrderRequest['shipping'] & {
    division?: string;
    district?: string;
    upazila?: string;
    town?: string;
  };
  delivery?: { method?: 'ship' | 'pickup'; date?: string; slot?: string };
};

export const ORDER_FAILED = 'Failed to place order. Please try again.';
export const ORDER_ERROR = 'An error occurred while placing your order. Please try again.';

export type PlaceOutcome =
  | { ok: true; order: OrderResponse }
  /** `code`: the API's error code, when it answered with one (e.g. COUPON_INVALID). */
  | {
      ok: false;
      message: string;
      keepKey: boolean;
      code?: string;
      /** The API's message per field at fault (`shipping.phone`, `delivery.date`, ...). */
      fields?: Record<string, string>;
    };

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Remembers the key of the current attempt; a different order starts a new attempt. */
export class OrderAttempts {
  private current: { fingerprint: string; key: string } | null = null;

  keyFor(request: CheckoutOrderRequest): string {
    const fingerprint = JSON.stringify(request);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: newKey() };
    return this.current.key;
  }

  /** The attempt is over (placed, or refused for good): the next submit is a new one. */
  finish(): void {
    this.current = null;
  }
}

export async function sendOrder(request: CheckoutOrderRequest, key: string): Promise<PlaceOutcome> {
  try {
    const order = await api.post<OrderResponse>('/api/v1/orders', request, {
      headers: { 'Idempotency-Key': key },
    });
    if (!order || order.success !== true || !order.orderId) {
      return { ok: false, message: ORDER_FAILED, keepKey: false };
    }
    return { ok: true, order };
  } catch (error) {
    if (!isApiError(error) || error.status === 0) {
      // No answer: the order may or may not exist. The same key on a retry finds out.
      return { ok: false, message: ORDER_ERROR, keepKey: true };
    }
    if (error.status === 409 && error.code.startsWith('IDEMPOTENCY')) {
      // The first click is still being processed; trying again later replays its answer.
      return {
        ok: false,
        message: 'Your order is still being processed. Please wait a moment.',
        keepKey: true,
      };
    }
    if (error.status >= 500) return { ok: false, message: ORDER_ERROR, keepKey: true };
    // Declined card, short stock, a coupon that no longer holds, bad fields: the
    // server's own words say what to change.
    return {
      ok: false,
      message: error.serverMessage ?? ORDER_FAILED,
      keepKey: false,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
}
