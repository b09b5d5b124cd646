import { recordOrderEvent } from './order-events';
import { HttpError } from '../../lib/http-error';
import type { ChargeResult, PaymentCard } from '../payments/payment-gateway';
import { gatewayKeyFor } from './charge-recovery';
import { recordChargeOnKey } from './idempotency.repository';
import { updateOrder } from './orders.repository';
import type { OrderOutcome, OrdersDeps } from './orders.types';
import { cancelReservation, type Reservation } from './order-reservation';

// The payment step: the card is charged outside any transaction (no lock is held while a
// gateway answers), then the reserved order is settled or undone.

/**
 * Charges the card for a reservation and settles it: recorded as `settled` ('paid' for
 * checkout, 'delivered' for a counter sale whose goods leave with the customer), or
 * undone (stock and coupon given back) and answered 402.
 */
export async function chargeReservation(
  deps: OrdersDeps,
  reservation: Reservation,
  card: PaymentCard,
  settled: 'paid' | 'delivered',
): Promise<OrderOutcome> {
  const { orderId } = reservation;

  let charge: ChargeResult | null;
  try {
    charge =
      reservation.recordedCharge ??
      (await deps.gateway.charge({
        amount: reservation.response.total,
        currency: 'BDT',
        card,
        // A retry of the same request asks for the same charge.
        idempotencyKey: reservation.idempotencyKey
          ? gatewayKeyFor(deps.config, reservation.idempotencyKey)
          : orderId,
      }));
  } catch (error) {
    // Only the error's name: an adapter's error might carry the request, card included.
    deps.log.warn(
      { orderId, reason: (error as Error)?.name ?? 'unknown' },
      'payment gateway error',
    );
    charge = null;
  }

  if (charge?.status === 'succeeded') {
    const payment = { brand: charge.brand, last4: charge.last4 };
    if (reservation.idempotencyKey && !reservation.recordedCharge) {
      // First, before anything else can fail: the money moved for this request.
      await recordChargeOnKey(
        deps.db,
        reservation.idempotencyKey,
        charge.reference,
        deps.now().toISOString(),
      );
    }
    try {
      await updateOrder(deps.db, orderId, {
        status: settled,
        payment_method: 'card',
        amount_charged: reservation.response.total,
        payment_brand: payment.brand,
        payment_last4: payment.last4,
        payment_reference: charge.reference,
        updated_at: deps.now().toISOString(),
      });
      await recordOrderEvent(deps.db, orderId, 'paid', deps.now(), {
        method: 'card',
        amount: reservation.response.total,
      });
      if (settled === 'delivered')
        await recordOrderEvent(deps.db, orderId, 'delivered', deps.now());
    } catch (error) {
      // Charged but not recorded as paid: someone must reconcile by this reference.
      deps.log.error(
        { err: error, orderId, paymentReference: charge.reference },
        'order charged but not marked paid',
      );
      throw error;
    }
    await deps.onPaid?.({ orderId, accessToken: reservation.accessToken });
    return { status: 201, body: { ...reservation.response, status: settled, payment } };
  }

  await cancelReservation(deps, reservation);
  if (charge?.status === 'declined') {
    throw new HttpError(402, 'CARD_DECLINED', 'Your card was declined. Please use another card.');
  }
  throw new HttpError(
    402,
    'PAYMENT_FAILED',
    'The payment could not be processed. Please try again.',
  );
}
