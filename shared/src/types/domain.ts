// Domain types of the shop (docs/product.md#data). Amounts are whole taka (BDT) unless a field says otherwise.
// What the API sends and takes is generated from its schemas (api-types.ts); this file names
// those types as the storefront uses them and adds the storefront's own.
import type { productSchema } from '../events/schemas';
import type {
  AuthResponse as ApiAuthResponse,
  Category,
  CouponValidation,
  Order as ApiOrder,
  OrderResponse,
  OrderShipping,
  PaymentDetails as ApiPaymentDetails,
  ProductSummary,
  Subcategory as ApiSubcategory,
  User as ApiUser,
} from './api-types';

export type {
  CouponValidation,
  FacetCount,
  OrderAmountsInCurrency,
  OrderItemRequest,
  OrderLine,
  OrderRefund,
  OrderRequest,
  OrderResponse,
  OrderStatus,
  PaymentSummary,
  Product,
  ProductPage,
  ProductSpecification,
  ProductSummary,
  SearchPage,
  StockAlert,
  StockCheck,
  Suggestion,
  Wishlist,
  WishlistItem,
} from './api-types';
// Buyers' reviews (docs/reviews.md).
export type {
  AdminReview,
  MyReview,
  OwnReview,
  Review,
  ReviewPage,
  ReviewRequest,
} from './api-types';

export type CurrencyCode = ApiOrder['currency'];

/**
 * The card form of the card our API charges (the test gateway): every field filled in. The
 * API also takes `{ method }` alone for cash on delivery, bKash, konbini and a card through
 * Stripe (ApiPaymentDetails; docs/payments.md).
 */
export type PaymentDetails = Required<
  Pick<ApiPaymentDetails, 'cardNumber' | 'cardHolder' | 'expiryDate' | 'cvv'>
> &
  Pick<ApiPaymentDetails, 'method'>;

/**
 * A product as the cart holds it: the fields every sender gives (the bus checks them,
 * events/schemas.ts) and whatever else of a summary the card or page that added it had.
 */
export type CartProduct = Pick<ProductSummary, keyof (typeof productSchema)['shape']> &
  Partial<ProductSummary>;

export interface CartItem {
  id: string;
  product: CartProduct;
  quantity: number;
}

/** A home tile: a category of GET /categories without its subcategories. */
export type CategoryTile = Omit<Category, 'subcategories'>;

/** A subcategory tile as a category page shows it. */
export type Subcategory = Omit<ApiSubcategory, 'id'>;

/**
 * The signed-in user as the storefront keeps it (in the browser's storage, on the bus): the
 * API's user, whose role a copy stored by an older shop may lack.
 */
export type User = Omit<ApiUser, 'role'> & Partial<Pick<ApiUser, 'role'>>;

export type Role = ApiUser['role'];

export type AuthTokens = Pick<ApiAuthResponse, 'access_token' | 'refresh_token'>;

/** What a sign-in answers, its user as the storefront keeps it. */
export type AuthResponse = AuthTokens & { user: User };

/** Fields of an order that an API older than them does not send. */
type NewerOrderFields =
  | 'inCurrency'
  | 'countryCode'
  | 'area'
  | 'delivery'
  | 'taxIncluded'
  // Payment methods (docs/payments.md).
  | 'paymentMethod'
  | 'paymentDeadline'
  | 'cancelReason'
  | 'codFee'
  | 'konbini'
  // The order's life after the purchase (docs/after-purchase.md).
  | 'carrier'
  | 'timeline'
  | 'cancellable';

/** An order as GET /orders/{id} and /orders/user answer it; an older API sends no `inCurrency`, area or delivery. */
export type Order = Omit<ApiOrder, NewerOrderFields> & Partial<Pick<ApiOrder, NewerOrderFields>>;

/** How a shopper pays (decision 21): a card, cash on delivery, bKash, or at a convenience store. */
export type PaymentMethodId = NonNullable<ApiPaymentDetails['method']>;

/** A konbini voucher: each chain's payment code, and the provider's voucher page. */
export type KonbiniVoucher = NonNullable<ApiOrder['konbini']>;

/** What the checkout does next to finish an order's payment (bKash's page, Stripe.js). */
export type PaymentNextStep = NonNullable<OrderResponse['next']>;

/** One way to pay where the order goes (GET /payments/methods, docs/payments.md). */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  provider: 'test' | 'stripe' | 'bkash' | 'shop';
  /** Taka (the COD fee in Japan; 0 otherwise). */
  fee: number;
  /** The fee in the currency asked for. */
  feeInCurrency: number;
  /** Taka: an order above it may not use this method (cash on delivery); null for no limit. */
  maxTotal: number | null;
  /** Stripe only: the key Stripe.js is loaded with. */
  publishableKey?: string;
}

export const SHIPPING_COUNTRIES = ['Japan', 'United States', 'Canada', 'United Kingdom'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** The checkout's shipping form: every field of an order's shipping, as text (the town is Japan's). */
export type ShippingDetails = Omit<OrderShipping, 'town'> & Partial<Pick<OrderShipping, 'town'>>;

export type CouponRefusal = NonNullable<CouponValidation['reason']>;
