// The seam between orders and whoever moves the money. Orders only ever see this
// interface; the card travels to the gateway and nowhere else (never stored, never logged).

export interface PaymentCard {
  /** Digits only. */
  number: string;
  holder: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvv: string;
}

export interface ChargeRequest {
  /** Whole units of `currency`. */
  amount: number;
  currency: 'BDT';
  card: PaymentCard;
  /** Lets a real gateway de-duplicate retries of the same charge. */
  idempotencyKey?: string;
}

export type ChargeStatus = 'succeeded' | 'declined' | 'failed';

export interface ChargeResult {
  status: ChargeStatus;
  brand: string;
  last4: string;
  /** The gateway's id of the charge (or attempt). */
  reference: string;
}

export interface RefundRequest {
  /** The reference of the charge being given back (ChargeResult.reference). */
  chargeReference: string;
  /** Whole units of `currency`; the whole charge when a cancelled order is refunded. */
  amount: number;
  currency: 'BDT';
  /** Lets a real gateway de-duplicate retries of the same refund. */
  idempotencyKey?: string;
}

export interface RefundResult {
  status: 'succeeded' | 'failed';
  /** The gateway's id of the refund. */
  reference: string;
}

export interface PaymentGateway {
  /** Resolves with the outcome; a rejection is treated as 'failed' by the caller. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives money of an earlier charge back; a rejection is treated as 'failed'. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
