import { randomBytes } from 'node:crypto';
import { cardBrand } from './card-brand';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway';

/** Documented test numbers (README, "Coupons": the test cards); any other valid number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  processingError: '4000000000000119',
} as const;

/**
 * The built-in gateway: no money moves. Behaves like the test mode of the common card
 * gateways so checkout can be exercised end to end, including the failure paths.
 */
export class TestPaymentGateway implements PaymentGateway {
  /** Charges actually made (a repeated idempotency key makes none). */
  chargesMade = 0;
  // Like a real gateway: the same idempotency key answers the first result again
  // instead of charging twice. Bounded, as a gateway keeps keys only for a while.
  private readonly byKey = new Map<string, ChargeResult>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { idempotencyKey } = request;
    const earlier = idempotencyKey === undefined ? undefined : this.byKey.get(idempotencyKey);
    if (earlier) return earlier;
    const result = this.decide(request);
    this.chargesMade += 1;
    if (idempotencyKey !== undefined) {
      if (this.byKey.size >= 10_000) this.byKey.delete(this.byKey.keys().next().value as string);
      this.byKey.set(idempotencyKey, result);
    }
    return result;
  }

  private decide({ card }: ChargeRequest): ChargeResult {
    const outcome = {
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      reference: `test_${randomBytes(12).toString('hex')}`,
    };
    if (card.number === TEST_CARDS.declined) return { status: 'declined', ...outcome };
    if (card.number === TEST_CARDS.processingError) return { status: 'failed', ...outcome };
    return { status: 'succeeded', ...outcome };
  }

  /** Refunds any charge this gateway made (its references start with `test_`). */
  async refund({ chargeReference }: RefundRequest): Promise<RefundResult> {
    const reference = `test_re_${randomBytes(12).toString('hex')}`;
    return { status: chargeReference.startsWith('test_') ? 'succeeded' : 'failed', reference };
  }
}
