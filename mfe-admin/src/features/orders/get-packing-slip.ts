import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { OrderDelivery } from './get-order';

export interface PackingSlip {
  orderId: string;
  createdAt: string;
  status: string;
  channel: string;
  country: string;
  countryCode: string | null;
  name: string;
  phone: string;
  /** The address in its country's order (docs/shipping.md). */
  addressLines: string[];
  delivery: OrderDelivery;
  shipDate: string;
  deliveryDate: string;
  items: { productId: string; name: string; quantity: number }[];
}

/** GET /admin/orders/{id}/packing-slip: what the packer needs for one order. */
export const getPackingSlip = (id: string) =>
  api.get<PackingSlip>(`${ADMIN_API}/orders/${encodeURIComponent(id)}/packing-slip`);
