import { Type, type Static, type TSchema } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import {
  KonbiniVoucherSchema,
  OrderDeliverySchema,
  TaxIncludedSchema,
  TimelineEntrySchema,
} from '../orders/orders.schemas';
import { BangladeshAreaSchema } from '../shipping/shipping.schemas';

// The back office (/admin, admin role) and the counter (/pos, admin or staff). Every
// route answers 401 to a caller who is not signed in and 403 'Access forbidden' to one
// without the role, before its body is even looked at.

export const ORDER_STATUSES = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
  'awaiting_payment',
  'to_be_collected',
  'packed',
  'out_for_delivery',
] as const;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];
export const STAFF_ROLES = ['user', 'staff', 'admin'] as const;

export const MAX_PAGE_SIZE = 100;
export const MAX_PRICE = 100_000_000;
export const MAX_STOCK = 1_000_000;

const security = [{ bearerAuth: [] }];
const guardErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
};
const withErrors = (codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema]));

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });
const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Price = Type.Integer({ minimum: 0, maximum: MAX_PRICE, description: 'Whole taka' });
const Stock = Type.Integer({ minimum: 0, maximum: MAX_STOCK });
const ShortText = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });

// ---- orders ------------------------------------------------------------------------

export const AdminOrderSummarySchema = Type.Object(
  {
    id: Type.String(),
    status: Type.String(),
    channel: Type.String({ description: "'web' (checkout) or 'pos' (counter sale)" }),
    createdAt: Type.String(),
    customerName: Type.String(),
    email: Type.String(),
    total: Type.Integer(),
    country: Type.String(),
    area: Nullable(
      Type.String({ description: 'Bangladesh: the division; Japan: the prefecture; else null' }),
    ),
    deliveryMethod: Type.String({ description: "'ship', 'pickup' or 'counter'" }),
    itemCount: Type.Integer(),
    trackingNumber: Nullable(Type.String()),
    paymentMethod: Nullable(
      Type.String({ description: "'card', 'cod', 'bkash', 'konbini' or 'cash' (counter)" }),
    ),
  },
  { additionalProperties: false },
);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    actorEmail: Type.String(),
    action: Type.String(),
    entityType: Type.String(),
    entityId: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;

// ---- refunds (returns) -------------------------------------------------------------

export const AdminRefundSchema = Type.Object(
  {
    id: Type.String(),
    amount: Type.Integer({ description: 'Whole taka' }),
    reason: Type.String(),
    method: Type.String({ description: "'card' (through the gateway) or 'cash'" }),
    reference: Nullable(Type.String()),
    returned: Type.Array(
      Type.Object(
        { productId: Type.String(), quantity: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    actorEmail: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);

export const RefundBodySchema = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: MAX_PRICE,
      description: 'Whole taka, at most what is left to refund',
    }),
    reason: Type.String({ minLength: 1, maxLength: 300 }),
    returned: Type.Optional(
      Type.Array(
        Type.Object(
          { productId: Id, quantity: Type.Integer({ minimum: 0, maximum: 1000 }) },
          { additionalProperties: false },
        ),
        {
          maxItems: 50,
          description: 'The goods that came back; only these go back into stock',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBodySchema>;

// ---- order detail ------------------------------------------------------------------

export const AdminOrderSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.String(),
    channel: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    email: Type.String(),
    currency: Type.String({ description: "The currency the shopper paid in: 'BDT' or 'JPY'" }),
    rate: Type.Number({ description: 'JPY per BDT at order time' }),
    userId: Nullable(Type.String()),
    shipping: Type.Record(Type.String(), Type.String()),
    items: Type.Array(
      Type.Object(
        {
          productId: Type.String(),
          name: Type.String(),
          unitPrice: Type.Integer(),
          quantity: Type.Integer(),
          lineTotal: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    subtotal: Type.Integer(),
    shippingCost: Type.Integer(),
    couponCode: Nullable(Type.String()),
    couponDiscount: Type.Integer(),
    total: Type.Integer(),
    paymentMethod: Nullable(Type.String()),
    paymentProvider: Nullable(Type.String({ description: "'test', 'stripe', 'bkash'" })),
    paymentReference: Nullable(
      Type.String({
        description: "The provider's payment id (charge, PaymentIntent, bKash paymentID)",
      }),
    ),
    paymentTransactionId: Nullable(
      Type.String({
        description: "The provider's id of the money movement (bKash trxID, Stripe charge)",
      }),
    ),
    paymentDeadline: Nullable(Type.String()),
    cancelReason: Nullable(Type.String()),
    codFee: Type.Integer({ description: 'Whole taka; the total includes it' }),
    konbini: Nullable(KonbiniVoucherSchema),
    payment: Nullable(
      Type.Object({ brand: Type.String(), last4: Type.String() }, { additionalProperties: false }),
    ),
    cashTendered: Nullable(Type.Integer()),
    refundReference: Nullable(Type.String()),
    trackingNumber: Nullable(Type.String()),
    carrier: Nullable(Type.String({ description: 'Carrier id when shipped' })),
    carriers: Type.Array(
      Type.Object(
        { id: Type.String(), name: Type.String(), shape: Type.String() },
        { additionalProperties: false },
      ),
      { description: "The carriers of the order's country and their tracking number shapes" },
    ),
    timeline: Type.Array(TimelineEntrySchema, { description: 'Oldest first' }),
    cancellable: Type.Boolean({ description: 'The shopper may still cancel it' }),
    soldBy: Nullable(Type.String()),
    countryCode: Nullable(Type.String()),
    area: Nullable(BangladeshAreaSchema),
    delivery: OrderDeliverySchema,
    taxIncluded: TaxIncludedSchema,
    deliveryDays: Type.Integer(),
    shipDate: Type.String(),
    deliveryDate: Type.String(),
    addressLines: Type.Array(Type.String(), {
      description: "The address in its country's order (as on the packing slip)",
    }),
    nextStatuses: Type.Array(Type.String()),
    audit: Type.Array(AuditEntrySchema),
    refunds: Type.Array(AdminRefundSchema, { description: 'Oldest first' }),
    refundable: Type.Integer({ description: 'Taka that may still be refunded (a return)' }),
    returnable: Type.Array(
      Type.Object(
        { productId: Type.String(), quantity: Type.Integer() },
        { additionalProperties: false },
      ),
      { description: 'Per product, the units that may still come back' },
    ),
  },
  { additionalProperties: false },
);

export const packingSlipSchema = {
  tags: ['admin'],
  summary: "An order's packing slip: the address in its country's order, delivery and goods",
  security,
  params: Type.Object({ id: Id }, { additionalProperties: false }),
  response: {
    200: Type.Object(
      {
        orderId: Type.String(),
        createdAt: Type.String(),
        status: Type.String(),
        channel: Type.String(),
        country: Type.String(),
        countryCode: Nullable(Type.String()),
        name: Type.String(),
        phone: Type.String(),
        addressLines: Type.Array(Type.String(), {
          description:
            'Japan: name, 〒postcode, prefecture, city, town, street. Bangladesh: name, street, upazila, district, division, mobile',
        }),
        area: Nullable(BangladeshAreaSchema),
        delivery: OrderDeliverySchema,
        shipDate: Type.String(),
        deliveryDate: Type.String(),
        items: Type.Array(
          Type.Object(
            { productId: Type.String(), name: Type.String(), quantity: Type.Integer() },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    ...guardErrors,
    404: ErrorResponseSchema,
  },
};

export const listOrdersSchema = {
  tags: ['admin'],
  summary:
    'Orders, newest first, filtered by status, channel, country, area, payment method, day range and a search',
  security,
  querystring: Type.Object(
    {
      status: Type.Optional(Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)))),
      channel: Type.Optional(Type.Union([Type.Literal('web'), Type.Literal('pos')])),
      country: Type.Optional(
        Type.String({ maxLength: 100, description: 'A country name or code (BD, JP, US, CA, GB)' }),
      ),
      area: Type.Optional(
        Type.String({
          maxLength: 100,
          description: 'A Bangladeshi division id or a Japanese prefecture',
        }),
      ),
      paymentMethod: Type.Optional(
        Type.Union(['card', 'cod', 'bkash', 'konbini', 'cash'].map((m) => Type.Literal(m))),
      ),
      from: Type.Optional(IsoDay),
      to: Type.Optional(IsoDay),
      q: Type.Optional(
        Type.String({ maxLength: 100, description: 'Order id, e-mail or customer name' }),
      ),
      page: Type.Optional(Page),
      pageSize: Type.Optional(PageSize),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        items: Type.Array(AdminOrderSummarySchema),
        total: Type.Integer(),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    ...guardErrors,
  },
};

const OrderParams = Type.Object({ id: Id }, { additionalProperties: false });

export const getOrderSchema = {
  tags: ['admin'],
  summary: 'One order with its lines, payment and history',
  security,
  params: OrderParams,
  response: { 200: AdminOrderSchema, ...guardErrors, ...withErrors([404]) },
};

export const TransitionBodySchema = Type.Object(
  {
    status: Type.Union(
      (['paid', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const).map(
        (s) => Type.Literal(s),
      ),
    ),
    trackingNumber: Type.Optional(
      Type.String({
        maxLength: 64,
        description: "Required when the order is shipped, in the carrier's format",
      }),
    ),
    carrier: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          "Required when the order is shipped: a carrier of the order's country (GET /admin/carriers)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type TransitionBody = Static<typeof TransitionBodySchema>;

export const transitionOrderSchema = {
  tags: ['admin'],
  summary:
    'Move an order on: placed -> paid -> packed -> shipped (carrier and tracking number; mailed at 22:00 shop time) -> out for delivery -> delivered, or cancelled (stock and coupon use returned, payment refunded)',
  security,
  params: OrderParams,
  body: TransitionBodySchema,
  response: { 200: AdminOrderSchema, ...guardErrors, ...withErrors([404, 409, 502]) },
};

export const CodOutcomeBodySchema = Type.Object(
  {
    outcome: Type.Union([Type.Literal('collected'), Type.Literal('refused')], {
      description:
        "'collected': the courier took the money (to_be_collected -> paid, shipped -> delivered); " +
        "'refused': the shopper refused the goods (cancelled, stock back)",
    }),
  },
  { additionalProperties: false },
);
export type CodOutcomeBody = Static<typeof CodOutcomeBodySchema>;

export const codOutcomeSchema = {
  tags: ['admin'],
  summary: 'Record what happened to a cash-on-delivery order at the door',
  security,
  params: OrderParams,
  body: CodOutcomeBodySchema,
  response: { 200: AdminOrderSchema, ...guardErrors, ...withErrors([404, 409]) },
};

export const refundOrderSchema = {
  tags: ['admin'],
  summary:
    'Refund a shipped or delivered order in part or whole (a return): through the gateway for a card, in cash for a cash sale; stock back only for the goods that came back; the customer is mailed',
  security,
  params: OrderParams,
  body: RefundBodySchema,
  response: { 200: AdminOrderSchema, ...guardErrors, ...withErrors([404, 409, 502]) },
};

// ---- products ----------------------------------------------------------------------

const SpecSchema = Type.Object(
  { label: ShortText(80), value: ShortText(200) },
  { additionalProperties: false },
);

export const AdminProductSchema = Type.Object(
  {
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    category: Type.String(),
    subCategory: Nullable(Type.String()),
    builderCategory: Nullable(Type.String()),
    price: Type.Integer(),
    oldPrice: Nullable(Type.Integer()),
    stockQuantity: Type.Integer(),
    image: Type.String(),
    description: Type.String(),
    specifications: Type.Array(SpecSchema),
    builderSpecs: Type.Record(Type.String(), Type.Unknown()),
    isFeatured: Type.Boolean(),
    isNew: Type.Boolean(),
    archivedAt: Nullable(Type.String()),
    updatedAt: Type.String(),
    revision: Type.Integer({
      description:
        'Changes on every write of the product (a sale too); send it back as expectedRevision',
    }),
  },
  { additionalProperties: false },
);
export type AdminProduct = Static<typeof AdminProductSchema>;

export const listProductsSchema = {
  tags: ['admin'],
  summary: 'Products by name, brand, model or id (POS: staff too)',
  security,
  querystring: Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: 100 })),
      lowStock: Type.Optional(Type.Boolean({ description: 'Only products at or under 5 left' })),
      archived: Type.Optional(Type.Boolean({ description: 'Archived products instead' })),
      page: Type.Optional(Page),
      pageSize: Type.Optional(PageSize),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        items: Type.Array(AdminProductSchema),
        total: Type.Integer(),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    ...guardErrors,
  },
};

const ProductParams = Type.Object({ id: Id }, { additionalProperties: false });

export const getProductSchema = {
  tags: ['admin'],
  summary: 'One product, archived or not (POS: staff too, to ring up a typed code)',
  security,
  params: ProductParams,
  response: { 200: AdminProductSchema, ...guardErrors, ...withErrors([404]) },
};

const productFields = {
  name: ShortText(200),
  brand: ShortText(100),
  model: ShortText(100),
  category: ShortText(100),
  subCategory: Type.Optional(Nullable(ShortText(100))),
  builderCategory: Type.Optional(Nullable(ShortText(50))),
  price: Price,
  oldPrice: Type.Optional(Nullable(Price)),
  stockQuantity: Stock,
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  specifications: Type.Optional(Type.Array(SpecSchema, { maxItems: 60 })),
  builderSpecs: Type.Optional(
    Type.Record(Type.String({ maxLength: 50 }), Type.Unknown(), { maxProperties: 40 }),
  ),
  isFeatured: Type.Optional(Type.Boolean()),
  isNew: Type.Optional(Type.Boolean()),
  confirmZeroPrice: Type.Optional(
    Type.Boolean({ description: 'Required (true) to set a price of 0: the product is given away' }),
  ),
};

export const CreateProductBodySchema = Type.Object(productFields, { additionalProperties: false });
export type CreateProductBody = Static<typeof CreateProductBodySchema>;

// A save sends only the fields that were edited, with the revision the form was opened
// at: a product changed since (a sale, another clerk) is refused with 409, never
// overwritten. Stock moves by an edited stockQuantity or by a counted adjustment.
const StockAdjustmentSchema = Type.Object(
  {
    by: Type.Integer({
      minimum: -MAX_STOCK,
      maximum: MAX_STOCK,
      description: 'Units added (or, negative, taken away) to the stock as it is now',
    }),
    reason: Type.String({ minLength: 1, maxLength: 200, description: 'Kept in the audit log' }),
  },
  { additionalProperties: false },
);

export const UpdateProductBodySchema = Type.Partial(
  Type.Object({
    ...productFields,
    expectedRevision: Type.Integer({
      minimum: 0,
      description: 'The revision the form was opened at; 409 PRODUCT_CHANGED if it moved on',
    }),
    stockAdjustment: StockAdjustmentSchema,
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProductBody = Partial<CreateProductBody> & {
  expectedRevision?: number;
  stockAdjustment?: Static<typeof StockAdjustmentSchema>;
};

export const createProductSchema = {
  tags: ['admin'],
  summary: 'Create a product (its artwork is generated until an image is uploaded)',
  security,
  body: CreateProductBodySchema,
  response: { 201: AdminProductSchema, ...guardErrors, ...withErrors([409]) },
};

export const updateProductSchema = {
  tags: ['admin'],
  summary: 'Change a product: price, old price, stock, flags, specs',
  security,
  params: ProductParams,
  body: UpdateProductBodySchema,
  response: { 200: AdminProductSchema, ...guardErrors, ...withErrors([404, 409]) },
};

export const archiveProductSchema = {
  tags: ['admin'],
  summary: 'Archive (or with archived=false bring back) a product',
  security,
  params: ProductParams,
  body: Type.Object({ archived: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: AdminProductSchema, ...guardErrors, ...withErrors([404]) },
};

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const uploadImageSchema = {
  tags: ['admin'],
  summary: `Upload a product image (PNG, JPEG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB), sent as the raw body with its Content-Type`,
  security,
  params: ProductParams,
  response: { 200: AdminProductSchema, ...guardErrors, ...withErrors([404, 413, 415]) },
};

export const uploadedFileSchema = {
  tags: ['images'],
  summary: 'An uploaded product image',
  params: Type.Object(
    { file: Type.String({ pattern: '^[a-z0-9-]+\\.(png|jpg|webp)$', maxLength: 120 }) },
    { additionalProperties: false },
  ),
  response: { 400: ErrorResponseSchema, 404: ErrorResponseSchema },
};

// ---- coupons -----------------------------------------------------------------------

export const AdminCouponSchema = Type.Object(
  {
    code: Type.String(),
    description: Type.String(),
    type: Type.String(),
    value: Type.Integer(),
    minSpend: Type.Integer(),
    maxDiscount: Nullable(Type.Integer()),
    startsAt: Nullable(Type.String()),
    endsAt: Nullable(Type.String()),
    usageLimit: Nullable(Type.Integer()),
    usedCount: Type.Integer(),
    perUserLimit: Nullable(Type.Integer()),
    isActive: Type.Boolean(),
    status: Type.Union(
      [
        Type.Literal('active'),
        Type.Literal('inactive'),
        Type.Literal('expired'),
        Type.Literal('scheduled'),
        Type.Literal('used up'),
      ],
      {
        description:
          "What the checkout makes of it now: 'inactive' (deactivated), 'expired' (ended), 'used up' (usage limit reached), 'scheduled' (not started) or 'active'",
      },
    ),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);

const couponFields = {
  description: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Union([Type.Literal('percentage'), Type.Literal('fixed')]),
  value: Type.Integer({ minimum: 1, maximum: MAX_PRICE }),
  minSpend: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE })),
  maxDiscount: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_PRICE }))),
  startsAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  endsAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  usageLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000_000 }))),
  perUserLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  isActive: Type.Optional(Type.Boolean()),
};

export const CreateCouponBodySchema = Type.Object(
  {
    code: Type.String({
      pattern: '^[A-Za-z0-9_-]{3,32}$',
      description: '3-32 letters, digits, - or _',
    }),
    ...couponFields,
  },
  { additionalProperties: false },
);
export type CreateCouponBody = Static<typeof CreateCouponBodySchema>;
export const UpdateCouponBodySchema = Type.Partial(Type.Object(couponFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateCouponBody = Partial<Omit<CreateCouponBody, 'code'>>;

const CouponParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

export const listCouponsSchema = {
  tags: ['admin'],
  summary: 'Every coupon with its usage',
  security,
  response: {
    200: Type.Object({ items: Type.Array(AdminCouponSchema) }, { additionalProperties: false }),
    ...guardErrors,
  },
};

export const createCouponSchema = {
  tags: ['admin'],
  summary: 'Create a coupon',
  security,
  body: CreateCouponBodySchema,
  response: { 201: AdminCouponSchema, ...guardErrors, ...withErrors([409]) },
};

export const updateCouponSchema = {
  tags: ['admin'],
  summary: 'Edit a coupon; isActive=false deactivates it',
  security,
  params: CouponParams,
  body: UpdateCouponBodySchema,
  response: { 200: AdminCouponSchema, ...guardErrors, ...withErrors([404]) },
};

// ---- dashboard, audit, staff -------------------------------------------------------

export const dashboardSchema = {
  tags: ['admin'],
  summary: 'Orders and revenue today and per day over 30 days, low stock, waiting to ship',
  security,
  response: {
    200: Type.Object(
      {
        today: Type.Object(
          { orders: Type.Integer(), revenue: Type.Integer() },
          { additionalProperties: false },
        ),
        last30Days: Type.Object(
          {
            orders: Type.Integer(),
            revenue: Type.Integer(),
            days: Type.Array(
              Type.Object(
                { day: Type.String(), orders: Type.Integer(), revenue: Type.Integer() },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        lowStock: Type.Array(
          Type.Object(
            { id: Type.String(), name: Type.String(), stockQuantity: Type.Integer() },
            { additionalProperties: false },
          ),
        ),
        waitingToShip: Type.Array(AdminOrderSummarySchema, {
          description: 'The oldest paid web orders, at most 20',
        }),
        waitingToShipCount: Type.Integer({
          description: 'Every paid web order, not only those listed',
        }),
      },
      { additionalProperties: false },
    ),
    ...guardErrors,
  },
};

export const listAuditSchema = {
  tags: ['admin'],
  summary: 'The audit log, newest first',
  security,
  querystring: Type.Object(
    {
      entityType: Type.Optional(ShortText(20)),
      entityId: Type.Optional(ShortText(64)),
      page: Type.Optional(Page),
      pageSize: Type.Optional(PageSize),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      { items: Type.Array(AuditEntrySchema), page: Type.Integer(), pageSize: Type.Integer() },
      { additionalProperties: false },
    ),
    ...guardErrors,
  },
};

export const setRoleSchema = {
  tags: ['admin'],
  summary: "Grant or take back a staff role ('user', 'staff' or 'admin') by e-mail",
  security,
  body: Type.Object(
    {
      email: Type.String({ minLength: 3, maxLength: 254 }),
      role: Type.Union(STAFF_ROLES.map((r) => Type.Literal(r))),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      { email: Type.String(), role: Type.String() },
      { additionalProperties: false },
    ),
    ...guardErrors,
    ...withErrors([404, 409]),
  },
};

// ---- staff list and revoke ---------------------------------------------------------

export const StaffMemberSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    role: Type.Union([Type.Literal('admin'), Type.Literal('staff')]),
    confirmed: Type.Boolean({
      description: 'A role counts only once the address is confirmed',
    }),
    since: Nullable(Type.String({ description: 'When the role was granted, if recorded' })),
    grantedBy: Nullable(
      Type.String({ description: "The admin's e-mail, or 'ADMIN_EMAILS setting'" }),
    ),
    fromSetting: Type.Boolean({
      description: "Admin by the server's ADMIN_EMAILS setting: cannot be revoked here",
    }),
  },
  { additionalProperties: false },
);
export type StaffMember = Static<typeof StaffMemberSchema>;

export const listStaffSchema = {
  tags: ['admin'],
  summary: 'Who holds the admin or staff role, since when and granted by whom',
  security,
  response: {
    200: Type.Object({ items: Type.Array(StaffMemberSchema) }, { additionalProperties: false }),
    ...guardErrors,
  },
};

export const revokeStaffSchema = {
  tags: ['admin'],
  summary:
    'Take back the admin or staff role of an account (not your own, and never the last admin)',
  security,
  params: Type.Object({ id: Id }, { additionalProperties: false }),
  response: {
    200: Type.Object(
      { email: Type.String(), role: Type.String() },
      { additionalProperties: false },
    ),
    ...guardErrors,
    ...withErrors([404, 409]),
  },
};

// ---- POS -------------------------------------------------------------------------

export const PosSaleBodySchema = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        { productId: Id, quantity: Type.Integer({ minimum: 1, maximum: 99 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    payment: Type.Union([
      Type.Object(
        {
          method: Type.Literal('cash'),
          tendered: Type.Integer({ minimum: 0, maximum: MAX_PRICE, description: 'Whole taka' }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        {
          method: Type.Literal('card'),
          cardNumber: Type.String({ minLength: 1, maxLength: 30 }),
          cardHolder: Type.String({ minLength: 1, maxLength: 100 }),
          expiryDate: Type.String({ maxLength: 10, description: 'MM/YY' }),
          cvv: Type.String({ minLength: 1, maxLength: 8 }),
        },
        { additionalProperties: false },
      ),
    ]),
  },
  { additionalProperties: false },
);
export type PosSaleBody = Static<typeof PosSaleBodySchema>;

export const posSaleSchema = {
  tags: ['admin'],
  summary: 'Ring up a counter sale (admin or staff); needs an Idempotency-Key header',
  security,
  headers: Type.Object({
    'idempotency-key': Type.String({ minLength: 8, maxLength: 128 }),
  }),
  body: PosSaleBodySchema,
  response: {
    201: Type.Object(
      {
        orderId: Type.String(),
        status: Type.String(),
        subtotal: Type.Integer(),
        total: Type.Integer(),
        paymentMethod: Type.String(),
        payment: Nullable(
          Type.Object(
            { brand: Type.String(), last4: Type.String() },
            { additionalProperties: false },
          ),
        ),
        tendered: Type.Integer(),
        change: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    ...guardErrors,
    402: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
};
