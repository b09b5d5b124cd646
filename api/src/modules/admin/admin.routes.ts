import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { placeCounterSale } from '../orders/counter-sale';
import { validateCard } from '../payments/card-validation';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createPaymentGateway } from '../payments/create-payment-gateway';
import { createPaymentProviders, type PaymentProviders } from '../payments/providers';
import { findUserById } from '../users/users.repository';
import { effectiveRole, normalizeEmail } from '../users/users.service';
import { createCoupon, listCoupons, updateCoupon } from './admin-coupons';
import { dashboard } from './admin-dashboard';
import { listStaff, revokeStaffRole, setStaffRole } from './admin-staff';
import {
  getAdminOrder,
  packingSlip,
  listOrders,
  recordCodOutcome,
  refundOrder,
  registerOrderChangeMails,
  transitionOrder,
  type AdminOrdersDeps,
} from './admin-orders';
import {
  archiveProduct,
  createProduct,
  getProduct,
  IMAGE_CONTENT_TYPES,
  listProducts,
  storeProductImage,
  UPLOAD_CONTENT_TYPE,
  UPLOADS_DIR,
  updateProduct,
} from './admin-products';
import {
  archiveProductSchema,
  codOutcomeSchema,
  createCouponSchema,
  createProductSchema,
  dashboardSchema,
  getOrderSchema,
  getProductSchema,
  listAuditSchema,
  listCouponsSchema,
  listOrdersSchema,
  packingSlipSchema,
  listProductsSchema,
  listStaffSchema,
  MAX_IMAGE_BYTES,
  revokeStaffSchema,
  posSaleSchema,
  refundOrderSchema,
  setRoleSchema,
  transitionOrderSchema,
  updateCouponSchema,
  updateProductSchema,
  uploadedFileSchema,
  uploadImageSchema,
  type PosSaleBody,
} from './admin.schemas';
import { listAudit } from './audit';
import { listJobs, retryJob } from './admin-jobs';
import { listJobsSchema, retryJobSchema } from './admin-jobs.schemas';
import { claimAdminRoutes } from '../claims/claims-admin.routes';
import { registerClaimMail } from '../claims/claims.service';
import { wakeRestockCheck } from '../stock-alerts/stock-alerts.service';
import { reviewAdminRoutes } from '../reviews/reviews-admin.routes';

export interface AdminRoutesOptions {
  /** Defaults to the adapter PAYMENT_GATEWAY names, like checkout's. */
  gateway?: PaymentGateway;
  /** bKash and Stripe, for refunds of the orders they were paid through. */
  providers?: PaymentProviders;
}

/**
 * onRequest guard: runs before the body is read or validated, so a caller without the
 * role learns nothing about the route's input. The role is read from the account row on
 * every call (not only from the token), so taking a role back applies at once.
 */
function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw HttpError.unauthorized();
    const row = await findUserById(request.server.db, request.user.sub);
    const role = row ? effectiveRole(row, request.server.config.ADMIN_EMAILS) : null;
    if (!role || !roles.includes(role)) throw HttpError.forbidden();
    request.user = { ...request.user, role };
  };
}

// The back office (/admin) and the counter (/pos) of the shop's staff.
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const gateway = options.gateway ?? createPaymentGateway(app.config);
  const providers = options.providers ?? createPaymentProviders(app.config);
  // The customer's shipped, cancelled and refunded mails are durable jobs.
  registerOrderChangeMails(app.jobs, { db: app.db, config: app.config });
  registerClaimMail(app.jobs, { db: app.db, config: app.config });
  const admin = { onRequest: requireRole('admin') };
  const counter = { onRequest: requireRole('admin', 'staff') };
  const ordersDeps = (request: FastifyRequest): AdminOrdersDeps => ({
    db: app.db,
    config: app.config,
    now: app.now,
    gateway,
    providers,
    jobs: app.jobs,
    log: request.log,
  });
  const noStore = { 'Cache-Control': 'no-store' };
  // Returns and warranty claims (decision 24): accept, refuse, receive and refund.
  claimAdminRoutes(app, admin, ordersDeps);
  // Buyers' reviews (decision 25): publish, or hide with a reason.
  reviewAdminRoutes(app, admin);

  // Images come as the raw body; only these routes accept image types.
  app.addContentTypeParser(
    IMAGE_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/admin/dashboard', { schema: dashboardSchema, ...admin }, async (_request, reply) =>
    reply.headers(noStore).send(await dashboard(app.db, app.now())),
  );

  app.get('/admin/orders', { schema: listOrdersSchema, ...admin }, async (request, reply) => {
    const { page = 1, pageSize = 20, ...rest } = request.query;
    return reply.headers(noStore).send(await listOrders(app.db, { ...rest, page, pageSize }));
  });

  app.get('/admin/orders/:id', { schema: getOrderSchema, ...admin }, async (request, reply) =>
    reply.headers(noStore).send(await getAdminOrder(app.db, request.params.id)),
  );

  app.get(
    '/admin/orders/:id/packing-slip',
    { schema: packingSlipSchema, ...admin },
    async (request, reply) =>
      reply.headers(noStore).send(await packingSlip(app.db, request.params.id)),
  );

  app.post(
    '/admin/orders/:id/status',
    { schema: transitionOrderSchema, ...admin },
    async (request) =>
      transitionOrder(ordersDeps(request), request.user!, request.params.id, request.body),
  );

  app.post('/admin/orders/:id/cod', { schema: codOutcomeSchema, ...admin }, async (request) =>
    recordCodOutcome(ordersDeps(request), request.user!, request.params.id, request.body),
  );

  app.post('/admin/orders/:id/refunds', { schema: refundOrderSchema, ...admin }, async (request) =>
    refundOrder(ordersDeps(request), request.user!, request.params.id, request.body),
  );

  app.get('/admin/products', { schema: listProductsSchema, ...counter }, async (request, reply) => {
    const { page = 1, pageSize = 20, ...rest } = request.query;
    return reply.headers(noStore).send(await listProducts(app.db, { ...rest, page, pageSize }));
  });

  app.get('/admin/products/:id', { schema: getProductSchema, ...counter }, async (request) =>
    getProduct(app.db, request.params.id),
  );

  app.post('/admin/products', { schema: createProductSchema, ...admin }, async (request, reply) =>
    reply.code(201).send(await createProduct(app.db, request.user!, request.body, app.now())),
  );

  app.patch('/admin/products/:id', { schema: updateProductSchema, ...admin }, async (request) => {
    const product = await updateProduct(
      app.db,
      request.user!,
      request.params.id,
      request.body,
      app.now(),
    );
    // Stock put back above zero: the back-in-stock mails go now (docs/back-in-stock.md).
    if (product.stockQuantity > 0) await wakeRestockCheck(app.jobs, request.log);
    return product;
  });

  app.post(
    '/admin/products/:id/archive',
    { schema: archiveProductSchema, ...admin },
    async (request) =>
      archiveProduct(app.db, request.user!, request.params.id, request.body.archived, app.now()),
  );

  app.put('/admin/products/:id/image', { schema: uploadImageSchema, ...admin }, async (request) => {
    const body = request.body;
    if (!Buffer.isBuffer(body)) {
      throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Upload a PNG, JPEG or WebP image');
    }
    return storeProductImage(
      app.db,
      app.config.DATA_DIR,
      request.user!,
      request.params.id,
      request.headers['content-type'] ?? '',
      body,
      app.now(),
    );
  });

  // Uploaded product images are public, like the generated artwork. The name holds the
  // content's hash, so a file never changes and may be cached for good.
  app.get('/uploads/:file', { schema: uploadedFileSchema }, async (request, reply) => {
    const file = request.params.file;
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(app.config.DATA_DIR, UPLOADS_DIR, file));
    } catch {
      throw HttpError.notFound('Image not found', 'IMAGE_NOT_FOUND');
    }
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return (
      reply
        .type(UPLOAD_CONTENT_TYPE[ext] ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff')
        // A Buffer is sent as it is; the route's schema only describes its errors.
        .send(data as never)
    );
  });

  app.get('/admin/coupons', { schema: listCouponsSchema, ...admin }, async (_request, reply) =>
    reply.headers(noStore).send({ items: await listCoupons(app.db, app.now()) }),
  );

  app.post('/admin/coupons', { schema: createCouponSchema, ...admin }, async (request, reply) =>
    reply.code(201).send(await createCoupon(app.db, request.user!, request.body, app.now())),
  );

  app.patch('/admin/coupons/:code', { schema: updateCouponSchema, ...admin }, async (request) =>
    updateCoupon(app.db, request.user!, request.params.code, request.body, app.now()),
  );

  app.get('/admin/audit', { schema: listAuditSchema, ...admin }, async (request, reply) => {
    const { page = 1, pageSize = 50, ...rest } = request.query;
    return reply
      .headers(noStore)
      .send({ items: await listAudit(app.db, { ...rest, page, pageSize }), page, pageSize });
  });

  // The durable job queue (docs/jobs.md): what waits, what failed, and a failed job again.
  app.get('/admin/jobs', { schema: listJobsSchema, ...admin }, async (request, reply) => {
    const { state, limit = 50 } = request.query;
    return reply
      .headers(noStore)
      .send({ items: await listJobs(app.jobs, { ...(state ? { state } : {}), limit }) });
  });

  app.post('/admin/jobs/:id/retry', { schema: retryJobSchema, ...admin }, async (request) =>
    retryJob({ db: app.db, jobs: app.jobs, now: app.now }, request.user!, request.params.id),
  );

  // Staff roles (docs/product.md D17): granted by an admin here or by `npm run admin:grant`,
  // listed with who granted them, and taken back.
  const staffDeps = {
    db: app.db,
    adminEmails: app.config.ADMIN_EMAILS,
    dialect: app.config.database.dialect,
  };
  app.put('/admin/users/role', { schema: setRoleSchema, ...admin }, async (request) =>
    setStaffRole(
      staffDeps,
      request.user!,
      { email: normalizeEmail(request.body.email) },
      request.body.role,
      app.now(),
    ),
  );

  app.get('/admin/staff', { schema: listStaffSchema, ...admin }, async (_request, reply) =>
    reply.headers(noStore).send({ items: await listStaff(staffDeps) }),
  );

  app.delete('/admin/staff/:id', { schema: revokeStaffSchema, ...admin }, async (request) =>
    revokeStaffRole(staffDeps, request.user!, request.params.id, app.now()),
  );

  app.post('/admin/pos/sales', { schema: posSaleSchema, ...counter }, async (request, reply) => {
    const body = request.body as PosSaleBody;
    const payment =
      body.payment.method === 'cash'
        ? ({ method: 'cash', tendered: body.payment.tendered } as const)
        : ({ method: 'card', card: validateCard(body.payment, app.now()) } as const);
    const outcome = await placeCounterSale(
      {
        db: app.db,
        config: app.config,
        now: app.now,
        gateway,
        log: request.log,
      },
      { items: body.items, payment, idempotencyKey: request.headers['idempotency-key'] },
      request.user!,
    );
    if ('error' in outcome.body) return reply.code(outcome.status).send(outcome.body);
    const sale = outcome.body;
    return reply.code(201).headers(noStore).send({
      orderId: sale.orderId,
      status: sale.status,
      subtotal: sale.subtotal,
      total: sale.total,
      paymentMethod: sale.paymentMethod,
      payment: sale.payment,
      tendered: sale.tendered,
      change: sale.change,
    });
  });
};
