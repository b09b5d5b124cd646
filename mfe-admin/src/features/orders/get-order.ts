import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AuditEntry, DeliveryMethod, OrderStatus } from '../../lib/admin-types';

export interface OrderDelivery {
  method: DeliveryMethod;
  /** Japan: the day asked for; null for the earliest. */
  requestedDate: string | null;
  slot: string | null;
  slotLabel: string | null;
}

interface AreaName {
  id: string;
  name: string;
  bn: string;
}

export interface AdminOrder {
  id: string;
  status: OrderStatus;
  channel: 'web' | 'pos';
  createdAt: string;
  updatedAt: string;
  email: string;
  /** What the shopper paid in; amounts here stay in taka, converted at `rate` (JPY per BDT). */
  currency?: 'BDT' | 'JPY';
  rate?: number;
  shipping: Record<string, string>;
  items: {
    productId: string;
    name: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  shippingCost: number;
  couponCode: string | null;
  couponDiscount: number;
  total: number;
  paymentMethod: string | null;
  payment: { brand: string; last4: string } | null;
  /** 'test', 'stripe' or 'bkash'; null for cash on delivery and counter sales. */
  paymentProvider?: string | null;
  /** The provider's payment id (PaymentIntent, bKash paymentID). */
  paymentReference?: string | null;
  /** The provider's id of the money movement (bKash trxID, Stripe charge). */
  paymentTransactionId?: string | null;
  /** awaiting_payment: when the unfinished payment is given up (decision 21). */
  paymentDeadline?: string | null;
  cancelReason?: string | null;
  /** Japan's cash-on-delivery fee in taka; the total includes it. */
  codFee?: number;
  cashTendered: number | null;
  refundReference: string | null;
  trackingNumber: string | null;
  /** The carrier id it shipped with, and the carriers of its country to choose from. */
  carrier?: string | null;
  carriers?: { id: string; name: string; shape: string }[];
  soldBy: string | null;
  countryCode: string | null;
  area: {
    division: AreaName | null;
    district: AreaName | null;
    upazila: AreaName | null;
    dhakaCity: boolean;
  } | null;
  delivery: OrderDelivery;
  /** Japan: the consumption tax the total includes, per rate, in the order's currency. */
  taxIncluded: { rate: number; amount: number }[];
  deliveryDays: number;
  shipDate: string;
  deliveryDate: string;
  /** The address in its country's order, as on the packing slip. */
  addressLines: string[];
  nextStatuses: OrderStatus[];
  audit: AuditEntry[];
  refunds: AdminRefund[];
  /** Taka that may still be refunded in a return (0 when the status allows none). */
  refundable: number;
  /** Per product, the units that may still come back. */
  returnable: { productId: string; quantity: number }[];
}

export interface AdminRefund {
  id: string;
  amount: number;
  reason: string;
  method: string;
  reference: string | null;
  returned: { productId: string; quantity: number }[];
  actorEmail: string;
  createdAt: string;
}

/** GET /api/v1/admin/orders/{id}: the order with its audit trail and refunds. */
export const getOrder = (id: string) =>
  api.get<AdminOrder>(`${ADMIN_API}/orders/${encodeURIComponent(id)}`);
