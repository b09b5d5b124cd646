import { api, apiAssetUrl, ApiError, readAccessToken, type OrderStatus } from '@shop/shared';

// The back office's calls to /api/v1/admin, typed as the API answers them.

export type { OrderStatus };

export interface OrderSummary {
  id: string;
  status: OrderStatus;
  channel: 'web' | 'pos';
  createdAt: string;
  customerName: string;
  email: string;
  total: number;
  itemCount: number;
  trackingNumber: string | null;
}

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

export interface AdminOrder {
  id: string;
  status: OrderStatus;
  channel: 'web' | 'pos';
  createdAt: string;
  updatedAt: string;
  email: string;
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
  cashTendered: number | null;
  refundReference: string | null;
  trackingNumber: string | null;
  soldBy: string | null;
  nextStatuses: OrderStatus[];
  audit: AuditEntry[];
  refunds: AdminRefund[];
  /** Taka that may still be refunded in a return (0 when the status allows none). */
  refundable: number;
  /** Per product, the units that may still come back. */
  returnable: { productId: string; quantity: number }[];
}

// ---- refunds (returns) ----
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

export interface RefundRequest {
  amount: number;
  reason: string;
  returned: { productId: string; quantity: number }[];
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

export interface AdminCoupon {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  value: number;
  minSpend: number;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  isActive: boolean;
  status: 'active' | 'inactive' | 'expired' | 'scheduled' | 'used up';
  createdAt: string;
}

export interface Dashboard {
  today: { orders: number; revenue: number };
  last30Days: {
    orders: number;
    revenue: number;
    days: { day: string; orders: number; revenue: number }[];
  };
  lowStock: { id: string; name: string; stockQuantity: number }[];
  waitingToShip: OrderSummary[];
  /** Every paid web order; the list holds the oldest 20 of them. */
  waitingToShipCount: number;
}

export interface PosSale {
  orderId: string;
  status: string;
  subtotal: number;
  total: number;
  paymentMethod: 'cash' | 'card';
  payment: { brand: string; last4: string } | null;
  tendered: number;
  change: number;
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'staff';
  confirmed: boolean;
  since: string | null;
  grantedBy: string | null;
  fromSetting: boolean;
}

const BASE = '/api/v1/admin';

export const adminApi = {
  dashboard: (signal?: AbortSignal) =>
    api.get<Dashboard>(`${BASE}/dashboard`, signal ? { signal } : {}),
  orders: (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>(`${BASE}/orders`, { query, ...(signal ? { signal } : {}) }),
  order: (id: string) => api.get<AdminOrder>(`${BASE}/orders/${encodeURIComponent(id)}`),
  moveOrder: (id: string, status: OrderStatus, trackingNumber?: string) =>
    api.post<AdminOrder>(`${BASE}/orders/${encodeURIComponent(id)}/status`, {
      status,
      ...(trackingNumber === undefined ? {} : { trackingNumber }),
    }),
  refundOrder: (id: string, body: RefundRequest) =>
    api.post<AdminOrder>(`${BASE}/orders/${encodeURIComponent(id)}/refunds`, body),
  products: (query: Record<string, string | number | boolean | undefined>, signal?: AbortSignal) =>
    api.get<Paged<AdminProduct>>(`${BASE}/products`, { query, ...(signal ? { signal } : {}) }),
  product: (id: string) => api.get<AdminProduct>(`${BASE}/products/${encodeURIComponent(id)}`),
  createProduct: (body: Record<string, unknown>) =>
    api.post<AdminProduct>(`${BASE}/products`, body),
  updateProduct: (id: string, body: Record<string, unknown>) =>
    api.patch<AdminProduct>(`${BASE}/products/${encodeURIComponent(id)}`, body),
  archiveProduct: (id: string, archived: boolean) =>
    api.post<AdminProduct>(`${BASE}/products/${encodeURIComponent(id)}/archive`, { archived }),
  coupons: () => api.get<{ items: AdminCoupon[] }>(`${BASE}/coupons`),
  createCoupon: (body: Record<string, unknown>) => api.post<AdminCoupon>(`${BASE}/coupons`, body),
  updateCoupon: (code: string, body: Record<string, unknown>) =>
    api.patch<AdminCoupon>(`${BASE}/coupons/${encodeURIComponent(code)}`, body),
  audit: (query: Record<string, string | number | undefined> = {}) =>
    api.get<{ items: AuditEntry[] }>(`${BASE}/audit`, { query }),
  setRole: (email: string, role: 'user' | 'staff' | 'admin') =>
    api.put<{ email: string; role: string }>(`${BASE}/users/role`, { email, role }),
  // Staff list and revoke.
  staff: () => api.get<{ items: StaffMember[] }>(`${BASE}/staff`),
  revokeStaff: (id: string) =>
    api.delete<{ email: string; role: string }>(`${BASE}/staff/${encodeURIComponent(id)}`),
  sell: (body: Record<string, unknown>, idempotencyKey: string) =>
    api.post<PosSale>(`${BASE}/pos/sales`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};

/**
 * The image goes as the raw body with its own type (the API checks the file's signature
 * and size); the JSON client cannot send a file, so this is a plain fetch with the
 * session's bearer token.
 */
export async function uploadProductImage(id: string, file: File): Promise<AdminProduct> {
  const token = readAccessToken();
  const response = await fetch(apiAssetUrl(`${BASE}/products/${encodeURIComponent(id)}/image`), {
    method: 'PUT',
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as
    AdminProduct | { error?: { code?: string; message?: string } } | null;
  if (!response.ok) {
    const error = body && 'error' in body ? body.error : undefined;
    throw new ApiError({
      status: response.status,
      code: error?.code ?? 'UPLOAD_FAILED',
      message: error?.message ?? 'The image could not be uploaded',
    });
  }
  return body as AdminProduct;
}
