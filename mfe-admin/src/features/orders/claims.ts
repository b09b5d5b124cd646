import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export type ClaimState = 'requested' | 'accepted' | 'refused' | 'received' | 'refunded';

export interface AdminClaim {
  id: string;
  orderId: string;
  kind: 'return' | 'warranty';
  reason: string;
  state: ClaimState;
  staffNote: string | null;
  refundAmount: number | null;
  lines: { productId: string; name: string; quantity: number }[];
  createdAt: string;
  decidedAt: string | null;
  customerEmail: string;
  orderStatus: string;
}

export const CLAIM_STATES: ClaimState[] = [
  'requested',
  'accepted',
  'refused',
  'received',
  'refunded',
];

/** GET /api/v1/admin/claims: newest first, optionally of one state. */
export const getClaims = (state: ClaimState | undefined, signal?: AbortSignal) =>
  api.get<{ claims: AdminClaim[] }>(`${ADMIN_API}/claims`, {
    query: state ? { state } : {},
    ...(signal ? { signal } : {}),
  });

const claimPath = (id: string, action: string) =>
  `${ADMIN_API}/claims/${encodeURIComponent(id)}/${action}`;

export const acceptClaim = (id: string, note: string) =>
  api.post<AdminClaim>(claimPath(id, 'accept'), note ? { note } : {});

export const refuseClaim = (id: string, reason: string) =>
  api.post<AdminClaim>(claimPath(id, 'refuse'), { reason });

/** The goods came back; with `refund` (taka) the order is refunded by that much. */
export const receiveClaim = (id: string, refund: number | null, note: string) =>
  api.post<AdminClaim>(claimPath(id, 'receive'), {
    ...(refund ? { refund } : {}),
    ...(note ? { note } : {}),
  });
