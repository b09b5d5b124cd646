import type { OrderStatus } from '@shop/shared';

// The answers of /api/v1/admin that several back-office features read. An answer only one
// feature reads is declared beside its call (features/<domain>/get-x.ts).

export type { OrderStatus };

export interface OrderSummary {
  id: string;
  status: OrderStatus;
  channel: 'web' | 'pos';
  createdAt: string;
  customerName: string;
  email: string;
  total: number;
  /** The shipping country's English name ('' for a counter sale). */
  country: string;
  /** Bangladesh: the division; Japan: the prefecture; else null. */
  area: string | null;
  deliveryMethod: DeliveryMethod;
  itemCount: number;
  trackingNumber: string | null;
  /** card, cod, bkash, konbini or cash (POS); an API older than decision 21 sends none. */
  paymentMethod?: string | null;
}

/** 'pickup': collected at the Dhaka showroom; 'counter': a POS sale at its counter. */
export type DeliveryMethod = 'ship' | 'pickup' | 'counter';

export interface AuditEntry {
  id: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  subCategory: string | null;
  builderCategory: string | null;
  price: number;
  oldPrice: number | null;
  stockQuantity: number;
  image: string;
  description: string;
  specifications: { label: string; value: string }[];
  builderSpecs: Record<string, unknown>;
  isFeatured: boolean;
  isNew: boolean;
  archivedAt: string | null;
  updatedAt: string;
  /** Changes on every write (a sale too); a save sends it back as expectedRevision. */
  revision: number;
}
