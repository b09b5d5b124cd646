import { recordOrderEvent } from './order-events';
import type { AccessClaims } from '../../lib/access-token';
import { errorResponse, type ErrorResponse } from '../../lib/error-response';
import { HttpError } from '../../lib/http-error';
import type { PaymentCard } from '../payments/payment-gateway';
import type { CheckedShipping } from './shipping-details';
import { releaseIdempotencyKey } from './idempotency.repository';
import { claimOrReplay, storeOutcome } from './order-idempotency';
import { chargeReservation } from './order-payment';
import { cancelReservation, reserve } from './order-reservation';
import { requestFingerprint } from './request-fingerprint';
import { updateOrder } from './orders.repository';
import { handedOverSchedule, SHOWROOM } from './showroom';
import type { OrderRequest, PlaceOrderResponse } from './orders.schemas';
import type { OrderOutcome, OrdersDeps } from './orders.types';

export interface CounterSale {
  items: { productId: string; quantity: number }[];
  /** Cash handed over (whole taka), or a card charged through the gateway. */
  payment: { method: 'cash'; tendered: number } | { method: 'card'; card: PaymentCard };
  idempotencyKey: string;
}

export interface CounterSaleOutcome {
  status: 201 | 402 | 409 | 422 | 400 | 404;
  body:
    | (Omit<PlaceOrderResponse, 'payment'> & {
        payment: PlaceOrderResponse['payment'] | null;
        paymentMethod: 'cash' | 'card';
        tendered: number;
        change: number;
      })
    | ErrorResponse;
}

export const CASH_SHORT = 'The cash handed over is less than the total';

// A counter sale has no address; the order row still wants shipping details, so it says
// where the goods went: the showroom the receipt names, in Bangladesh (never a web
// checkout's country). reserve() stores the showroom's country, the day of the sale as
// its ship and delivery day, and 'counter' as its delivery method.
function counterShipping(seller: AccessClaims, now: Date): CheckedShipping {
  const schedule = handedOverSchedule(now);
  return {
    details: {
      firstName: 'Counter',
      lastName: 'sale',
      email: seller.email,
      phone: '',
      address: SHOWROOM.address,
      city: SHOWROOM.city,
      state: '',
      town: '',
      zipCode: '',
      country: SHOWROOM.country,
      division: '',
      district: '',
      upazila: '',
    },
    country: SHOWROOM.country,
    prefecture: null,
    area: null,
    destination: {
      country: SHOWROOM.country,
      prefecture: null,
      districtId: null,
      zone: null,
      pickup: true,
    },
    plan: { ...schedule, timeZone: 'Asia/Dhaka', deliveryDates: [] },
    delivery: { method: 'counter', requestedDate: null, slot: null },
  };
}

/**
 * A sale at the shop's counter (POS). The same reserve and charge path as checkout, so
 * stock goes down exactly as for any order and never below zero; the order is recorded
 * with channel 'pos' and the seller, and is 'delivered' at once (the customer carries
 * the goods away). Cash needs no gateway: what was handed over and the change are kept.
 * Idempotent by key like checkout, so a double press on the till rings up one sale.
 */
export async function placeCounterSale(
  deps: OrdersDeps,
  sale: CounterSale,
  seller: AccessClaims,
): Promise<CounterSaleOutcome> {
  const now = deps.now();
  const request = {
    items: sale.items,
    currency: 'BDT',
    payment: sale.payment.method === 'cash' ? sale.payment : { method: 'card' },
  };
  const key = `pos:${seller.sub}:${sale.idempotencyKey}`;
  const fingerprint = requestFingerprint(deps.config.JWT_SECRET, {
    ...request,
    card: sale.payment.method === 'card' ? sale.payment.card : null,
  });
  const replay = await claimOrReplay(deps, key, fingerprint, now);
  if (replay) return replay as CounterSaleOutcome;
  try {
    const outcome = await ringUp(deps, sale, seller, now);
    await storeOutcome(deps, key, outcome as OrderOutcome, now);
    return outcome;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const outcome = {
        status: error.status as CounterSaleOutcome['status'],
        body: errorResponse(error.code, error.message),
      };
      await storeOutcome(deps, key, outcome as OrderOutcome, now);
      return outcome;
    }
    await releaseIdempotencyKey(deps.db, key).catch(() => undefined);
    throw error;
  }
}

async function ringUp(
  deps: OrdersDeps,
  sale: CounterSale,
  seller: AccessClaims,
  now: Date,
): Promise<CounterSaleOutcome> {
  const reservation = await reserve(
    deps,
    { items: sale.items, currency: 'BDT' } as OrderRequest,
    { idempotencyKey: sale.idempotencyKey, user: null },
    counterShipping(seller, now),
    now,
    { soldBy: seller.sub },
  );
  const total = reservation.response.total;
  if (sale.payment.method === 'card') {
    const outcome = await chargeReservation(deps, reservation, sale.payment.card, 'delivered');
    const body = outcome.body as PlaceOrderResponse;
    return {
      status: 201,
      body: { ...body, paymentMethod: 'card', tendered: total, change: 0 },
    };
  }
  const tendered = sale.payment.tendered;
  if (tendered < total) {
    await cancelReservation(deps, reservation);
    throw HttpError.unprocessable(CASH_SHORT, 'CASH_SHORT');
  }
  await updateOrder(deps.db, reservation.orderId, {
    status: 'delivered',
    payment_method: 'cash',
    amount_charged: total,
    cash_tendered: tendered,
    updated_at: deps.now().toISOString(),
  });
  await recordOrderEvent(deps.db, reservation.orderId, 'paid', deps.now(), {
    method: 'cash',
    amount: total,
  });
  await recordOrderEvent(deps.db, reservation.orderId, 'delivered', deps.now());
  return {
    status: 201,
    body: {
      ...reservation.response,
      status: 'delivered',
      payment: null,
      paymentMethod: 'cash',
      tendered,
      change: tendered - total,
    },
  };
}
