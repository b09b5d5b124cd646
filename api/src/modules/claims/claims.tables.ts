// Row types of the claim tables (migration 2026-11-26-100-order-claims).

export type ClaimKind = 'return' | 'warranty';
export type ClaimState = 'requested' | 'accepted' | 'refused' | 'received' | 'refunded';

export interface OrderClaimsTable {
  id: string;
  order_id: string;
  kind: string;
  reason: string;
  state: string;
  /** Staff's note to the customer: why refused, or what happens next. */
  staff_note: string | null;
  /** Whole taka given back when the claim was refunded. */
  refund_amount: number | null;
  created_at: string;
  /** When staff accepted or refused it. */
  decided_at: string | null;
  updated_at: string;
}

export interface OrderClaimLinesTable {
  claim_id: string;
  order_id: string;
  product_id: string;
  quantity: number;
}

export interface ClaimsTables {
  order_claims: OrderClaimsTable;
  order_claim_lines: OrderClaimLinesTable;
}
