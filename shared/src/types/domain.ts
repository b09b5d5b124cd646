// Domain types of the shop (docs/product.md#data). Amounts are whole taka (BDT) unless a field says otherwise.
import type { BuilderSlotId } from '../contracts/builder-slots';

export type CurrencyCode = 'BDT' | 'JPY';

export interface ProductSpecification {
  label: string;
  value: string;
}

/**
 * A product as lists send it (GET /products, /products/search): what a product card, a
 * cart line and a listing's filters read. The product page reads the whole `Product` by
 * slug; lists leave out its long texts so a page of 24 stays small.
 */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  image: string;
  category: string;
  subCategory?: string;
  brand?: string;
  model?: string;
  price: number;
  oldPrice?: number;
  stock?: boolean;
  stockQuantity?: number;
  /** 'In Stock' or another text such as 'Out of Stock' or 'Pre-order'. */
  availability?: string;
  isFeatured?: boolean;
  isNew?: boolean;
  rating?: number;
  reviewCount?: number;
}

/** The whole product (GET /products/slug/{slug}): a summary plus its page's details. */
export interface Product extends ProductSummary {
  description?: string;
  specifications?: ProductSpecification[];
  features?: string[];
  warranty?: string;
  weight?: string;
  shippingType?: string;
}

export interface CartItem {
  id: string;
  /** As the card or page that added it had it: a list's summary or the whole product. */
  product: ProductSummary;
  quantity: number;
}

export interface CategoryTile {
  name: string;
  image: string;
  slug: string;
}

export interface Subcategory {
  name: string;
  image: string;
}

export type Role = 'user' | 'staff' | 'admin';

export interface User {
  id: string;
  email: string;
  /** The part of the e-mail before the at-sign, unless the user set a name. */
  name: string;
  user_ref: string;
  phoneNumber: string | null;
  isVerified: boolean;
  firstName?: string;
  lastName?: string;
  phone?: string;
  role?: Role;
}

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

export interface AuthResponse extends AuthTokens {
  user: User;
}

export const SHIPPING_COUNTRIES = ['Japan', 'United States', 'Canada', 'United Kingdom'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: ShippingCountry | string;
}

export interface PaymentDetails {
  cardNumber: string;
  cardHolder: string;
  /** MM/YY */
  expiryDate: string;
  cvv: string;
}

export interface OrderItemRequest {
  productId: string;
  quantity: number;
}

/** What checkout sends. The server recomputes every amount; the client figures are advisory. */
export interface OrderRequest {
  items: OrderItemRequest[];
  shipping: ShippingDetails;
  payment: PaymentDetails;
  subtotal: number;
  shippingCost: number;
  couponDiscount: number;
  total: number;
  couponCode?: string;
  currency?: CurrencyCode;
}

export type OrderStatus =
  'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'partially_refunded';

/** Money given back on an order: on a cancel (all of it) or a return. Amounts in taka. */
export interface OrderRefund {
  amount: number;
  reason: string;
  method: 'card' | 'cash';
  createdAt: string;
}

export interface PaymentSummary {
  brand: string;
  last4: string;
}

/** What POST /orders answers. Every amount is the server's, in whole taka. */
export interface OrderResponse {
  success: boolean;
  orderId: string;
  /** Lets a guest open their own order page (sent as the X-Order-Token header). */
  accessToken?: string;
  status?: OrderStatus;
  subtotal?: number;
  shippingCost?: number;
  couponCode?: string | null;
  couponDiscount?: number;
  total?: number;
  currency?: CurrencyCode;
  rate?: number;
  inCurrency?: OrderAmountsInCurrency;
  payment?: PaymentSummary;
  deliveryDays?: number;
  /** YYYY-MM-DD, Tokyo time. */
  shipDate?: string;
  deliveryDate?: string;
  message?: string;
}

export interface OrderLine {
  productId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/**
 * Every amount of an order in its currency (whole units) as the shopper was shown it: each
 * unit price converted with the order's rate and rounded, then multiplied and added
 * (money/shown-amounts.js), so they add up.
 */
export interface OrderAmountsInCurrency {
  currency: CurrencyCode;
  items: { productId: string; unitPrice: number; quantity: number; lineTotal: number }[];
  subtotal: number;
  shippingCost: number;
  couponDiscount: number;
  total: number;
}

/** An order as GET /orders/{id} and GET /orders/user answer it. */
export interface Order {
  id: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  items: OrderLine[];
  shipping: ShippingDetails;
  subtotal: number;
  shippingCost: number;
  couponCode: string | null;
  couponDiscount: number;
  total: number;
  currency: CurrencyCode;
  rate: number;
  /** Absent from an API older than this field: work it out with `shownAmounts` at `rate`. */
  inCurrency?: OrderAmountsInCurrency;
  payment: PaymentSummary | null;
  trackingNumber: string | null;
  deliveryDays: number;
  shipDate: string;
  deliveryDate: string;
  /** Oldest first; empty when nothing was given back. */
  refunds: OrderRefund[];
}

export interface CouponValidation {
  valid: boolean;
  discount: number;
  code?: string;
  type?: 'percentage' | 'fixed';
  value?: number;
  minSpend?: number;
  /** The product total (taka) the coupon was judged against. */
  subtotal?: number;
  /** Why it was refused; `minSpend` is named from `minSpend` in the shopper's currency. */
  reason?: CouponRefusal;
  message?: string;
}

export type CouponRefusal =
  'invalid' | 'notStarted' | 'expired' | 'usedUp' | 'perUser' | 'minSpend' | 'emptyCart';

export interface StockCheck {
  available: boolean;
  stock: number;
}

export interface BuilderSelectedProduct {
  id: string;
  name: string;
  price: number;
  image: string;
}

export interface BuilderSlot {
  id: BuilderSlotId;
  name: string;
  icon: string;
  description: string;
  isRequired: boolean;
  selectedProduct: BuilderSelectedProduct | null;
}
