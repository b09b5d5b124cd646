// Domain types of the shop (docs/product.md#data). Amounts are whole taka (BDT) unless a field says otherwise.
// What the API sends and takes is generated from its schemas (api-types.ts); this file names
// those types as the storefront uses them and adds the storefront's own.
import type { productSchema } from '../events/schemas';
import type {
  AuthResponse as ApiAuthResponse,
  Category,
  CouponValidation,
  Order as ApiOrder,
  OrderAmountsInCurrency,
  OrderRequest as ApiOrderRequest,
  OrderResponse as ApiOrderResponse,
  OrderShipping,
  OrderStatus as ApiOrderStatus,
  PaymentDetails,
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
  PaymentDetails,
  PaymentSummary,
  Product,
  ProductPage,
  ProductSpecification,
  ProductSummary,
  SearchPage,
  StockCheck,
  Suggestion,
} from './api-types';

export type CurrencyCode = ApiOrder['currency'];

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
type NewerOrderFields = 'inCurrency' | 'countryCode' | 'area' | 'delivery' | 'taxIncluded';

// Ways to pay (decision 21). The API's schemas gain these with the payments work; until
// the generated types have them they are declared here, optional, so an older API's
// answers still fit.

/** How a shopper pays: a card, cash on delivery, bKash, or at a convenience store (Japan). */
export type PaymentMethodId = 'card' | 'cod' | 'bkash' | 'konbini';

/** An order not paid yet: waiting for bKash, Stripe or the convenience store, or for the courier's cash. */
export type OrderStatus = ApiOrderStatus | 'awaiting_payment' | 'to_be_collected';

/** A konbini voucher: each chain's payment code, and the provider's voucher page. */
export interface KonbiniVoucher {
  expiresAt: string;
  voucherUrl: string | null;
  stores: { chain: string; confirmationNumber: string | null; paymentCode: string }[];
}

/** What an order says of its payment beyond the card (all absent from an older API). */
export interface OrderPaymentFacts {
  paymentMethod?: PaymentMethodId | 'cash' | null;
  /** awaiting_payment: when an unfinished payment is given up (ISO). */
  paymentDeadline?: string | null;
  cancelReason?: string | null;
  /** Japan's cash-on-delivery fee in taka (0 if none); the total includes it. */
  codFee?: number;
  konbini?: KonbiniVoucher | null;
}

/** An order's amounts in its own currency, with the COD fee once the API sends it. */
export type OrderAmountsIn = OrderAmountsInCurrency & { codFee?: number };

/** An order as GET /orders/{id} and /orders/user answer it; an older API sends no `inCurrency`, area or delivery. */
export type Order = Omit<ApiOrder, NewerOrderFields | 'status'> &
  Partial<Pick<ApiOrder, Exclude<NewerOrderFields, 'inCurrency'>>> & {
    status: OrderStatus;
    inCurrency?: OrderAmountsIn;
  } & OrderPaymentFacts;

/** One way to pay where the order goes (GET /payments/methods). */
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

/** How the order is paid: the test gateway's card fields, or a method that takes no card data from us. */
export type OrderPayment = (PaymentDetails & { method?: 'card' }) | { method: PaymentMethodId };

export type OrderRequest = Omit<ApiOrderRequest, 'payment'> & { payment: OrderPayment };

/** What the checkout does next to finish a payment (the API's PaymentNextStep). */
export type PaymentNextStep =
  | { type: 'redirect'; url: string }
  | { type: 'stripe'; method: 'card' | 'konbini'; clientSecret: string; publishableKey: string };

/** POST /orders' answer; `next` when the payment finishes away from our API. */
export type OrderResponse = Omit<ApiOrderResponse, 'payment' | 'inCurrency'> & {
  payment: ApiOrderResponse['payment'] | null;
  inCurrency: OrderAmountsIn;
  paymentMethod?: PaymentMethodId;
  paymentDeadline?: string | null;
  codFee?: number;
  next?: PaymentNextStep;
};

export const SHIPPING_COUNTRIES = ['Japan', 'United States', 'Canada', 'United Kingdom'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** The checkout's shipping form: every field of an order's shipping, as text (the town is Japan's). */
export type ShippingDetails = Omit<OrderShipping, 'town'> & Partial<Pick<OrderShipping, 'town'>>;

export type CouponRefusal = NonNullable<CouponValidation['reason']>;
