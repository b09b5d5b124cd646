import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import type { ProductsTable } from '../catalog/catalog.tables';
import { productImagePath } from '../images/image-paths';
import type { AdminProduct, CreateProductBody, UpdateProductBody } from './admin.schemas';
import { writeAudit } from './audit';

// Product writes of the back office. Every write goes through the products table, whose
// trigger gives the row a new change number (migration 2026-11-23-006), so the search
// index of every API instance picks it up within its sync interval, and the storefront's
// micro-caches expire within seconds: nothing here has to poke a cache.

type ProductRow = Selectable<ProductsTable>;

export const PRODUCT_NOT_FOUND = 'Product not found';
export const LOW_STOCK = 5;
export const UPLOADS_DIR = 'uploads';
export const UPLOADS_PREFIX = '/api/v1/uploads';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    model: row.model,
    category: row.category,
    subCategory: row.sub_category,
    builderCategory: row.builder_category,
    price: row.price,
    oldPrice: row.old_price,
    stockQuantity: row.stock_quantity,
    image: row.image,
    description: row.description,
    specifications: parseJson(row.specifications, []),
    builderSpecs: parseJson(row.builder_specs, {}),
    isFeatured: row.is_featured === 1,
    isNew: row.is_new === 1,
    archivedAt: row.archived_at,
    updatedAt: row.updated_at,
    // bigint: PostgreSQL hands it over as text.
    revision: Number(row.revision),
  };
}

function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProducts(
  db: Kysely<Database>,
  filter: { q?: string; lowStock?: boolean; archived?: boolean; page: number; pageSize: number },
) {
  let query = db
    .selectFrom('products')
    .where('archived_at', filter.archived ? 'is not' : 'is', null);
  if (filter.lowStock) query = query.where('stock_quantity', '<=', LOW_STOCK);
  const q = (filter.q ?? '').trim();
  if (q !== '') {
    // A scanned or typed code is the product id or its slug; words match name, brand
    // or model.
    const words = q.split(/\s+/).slice(0, 5);
    query = query.where((eb) =>
      eb.or([
        eb('id', '=', q),
        eb('slug', '=', q.toLowerCase()),
        eb.and(
          words.map((word) => {
            const pattern = sql<string>`${containsPattern(word)} escape '\\'`;
            return eb.or([
              eb(eb.fn('lower', ['name']), 'like', pattern),
              eb(eb.fn('lower', ['brand']), 'like', pattern),
              eb(eb.fn('lower', ['model']), 'like', pattern),
            ]);
          }),
        ),
      ]),
    );
  }
  const [{ count }] = (await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .execute()) as [{ count: number | string }];
  const rows = await query
    .selectAll()
    // An exact code first, so a scanner's Enter picks the right product.
    .orderBy(sql`case when id = ${q} or slug = ${q.toLowerCase()} then 0 else 1 end`)
    .orderBy(filter.lowStock ? 'stock_quantity' : 'name')
    .orderBy('id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    items: rows.map(toAdminProduct),
    total: Number(count),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

async function findRow(db: Kysely<Database>, id: string): Promise<ProductRow> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  return row;
}

export async function getProduct(db: Kysely<Database>, id: string): Promise<AdminProduct> {
  return toAdminProduct(await findRow(db, id));
}

function columnsOf(body: UpdateProductBody): Updateable<ProductsTable> {
  const set: Updateable<ProductsTable> = {};
  if (body.name !== undefined) set.name = body.name.trim();
  if (body.brand !== undefined) set.brand = body.brand.trim();
  if (body.model !== undefined) set.model = body.model.trim();
  if (body.category !== undefined) set.category = body.category.trim();
  if (body.subCategory !== undefined) set.sub_category = body.subCategory;
  if (body.builderCategory !== undefined) set.builder_category = body.builderCategory;
  if (body.price !== undefined) set.price = body.price;
  if (body.oldPrice !== undefined) set.old_price = body.oldPrice;
  if (body.stockQuantity !== undefined) set.stock_quantity = body.stockQuantity;
  if (body.description !== undefined) set.description = body.description;
  if (body.specifications !== undefined) set.specifications = JSON.stringify(body.specifications);
  if (body.builderSpecs !== undefined) set.builder_specs = JSON.stringify(body.builderSpecs);
  if (body.isFeatured !== undefined) set.is_featured = body.isFeatured ? 1 : 0;
  if (body.isNew !== undefined) set.is_new = body.isNew ? 1 : 0;
  return set;
}

function checkPrices(price: number, oldPrice: number | null | undefined): void {
  if (oldPrice !== null && oldPrice !== undefined && oldPrice <= price) {
    throw HttpError.field(
      'oldPrice',
      'The old price must be higher than the price (or left empty)',
      'INVALID_OLD_PRICE',
    );
  }
}

export const PRODUCT_CHANGED =
  'This product was changed since you opened it (a sale or another edit). Reload it to see it as it is now, then make your change again.';
export const ZERO_PRICE_UNCONFIRMED =
  'A price of 0 gives the product away. Tick “Yes, sell for free” if that is meant.';

const TEXT_FIELDS = [
  ['name', 'Enter a name'],
  ['brand', 'Enter a brand'],
  ['model', 'Enter a model'],
  ['category', 'Enter a category'],
] as const;

/**
 * What the schema cannot say: a name of spaces is no name, and a price of 0 is taken
 * only when the caller says the product is meant to be free.
 */
function checkFields(body: UpdateProductBody): void {
  const fields: Record<string, string> = {};
  for (const [key, message] of TEXT_FIELDS) {
    const value = body[key];
    if (value !== undefined && value.trim() === '') fields[key] = message;
  }
  if (body.price === 0 && body.confirmZeroPrice !== true) fields.price = ZERO_PRICE_UNCONFIRMED;
  const first = Object.values(fields)[0];
  if (first !== undefined) {
    throw new HttpError(400, 'INVALID_PRODUCT', first, { fields });
  }
}

/** Only the fields that changed, before and after, for the audit log. */
function changed(before: AdminProduct, after: AdminProduct) {
  const keys = (Object.keys(after) as (keyof AdminProduct)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

interface WriteGuard {
  /** Refuse with 409 unless the product is still at this revision. */
  expectedRevision?: number;
  /** Move the stock by this many units from what it is at the moment of writing. */
  stockAdjustment?: { by: number; reason: string };
}

async function writeProduct(
  db: Kysely<Database>,
  actor: AccessClaims,
  id: string,
  action: string,
  set: Updateable<ProductsTable>,
  now: Date,
  guard: WriteGuard = {},
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    const stale = (revision: number | string) =>
      guard.expectedRevision !== undefined && Number(revision) !== guard.expectedRevision;
    if (stale(row.revision)) throw HttpError.conflict(PRODUCT_CHANGED, 'PRODUCT_CHANGED');
    const adjustment = guard.stockAdjustment;
    if (adjustment && row.stock_quantity + adjustment.by < 0) {
      throw HttpError.field(
        'stockAdjustment',
        `Only ${row.stock_quantity} in stock: cannot take away ${-adjustment.by}`,
        'INVALID_STOCK_ADJUSTMENT',
      );
    }
    checkPrices(
      set.price ?? row.price,
      set.old_price === undefined ? row.old_price : set.old_price,
    );
    // The revision and the adjustment are checked again by the update itself, so a sale
    // committed since the read above is neither overwritten nor counted twice.
    let update = trx
      .updateTable('products')
      .set({ ...set, updated_at: now.toISOString() })
      .where('id', '=', id);
    if (adjustment) {
      update = update
        .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', adjustment.by) }))
        .where((eb) => eb(eb('stock_quantity', '+', adjustment.by), '>=', 0));
    }
    if (guard.expectedRevision !== undefined) {
      update = update.where('revision', '=', guard.expectedRevision);
    }
    const { numUpdatedRows } = await update.executeTakeFirst();
    if (numUpdatedRows === 0n) throw HttpError.conflict(PRODUCT_CHANGED, 'PRODUCT_CHANGED');
    const updated = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if ((row.archived_at === null) !== (updated.archived_at === null)) {
      // Archiving or restoring changes which products the storefront lists: every API
      // instance's search index rebuilds itself when this count moves, as after a delete.
      await trx
        .updateTable('catalog_revision')
        .set((eb) => ({ deletes: eb('deletes', '+', 1) }))
        .where('id', '=', 1)
        .execute();
    }
    const before = toAdminProduct(row);
    const after = toAdminProduct(updated);
    const diff = changed(before, after);
    const reason = guard.stockAdjustment
      ? { stockAdjustment: guard.stockAdjustment.by, reason: guard.stockAdjustment.reason }
      : {};
    await writeAudit(
      trx,
      actor,
      {
        action,
        entityType: 'product',
        entityId: id,
        before: diff.before,
        after: { ...diff.after, ...reason },
      },
      now,
    );
    return after;
  });
}

export function updateProduct(
  db: Kysely<Database>,
  actor: AccessClaims,
  id: string,
  body: UpdateProductBody,
  now: Date,
): Promise<AdminProduct> {
  checkFields(body);
  if (body.stockAdjustment && body.stockQuantity !== undefined) {
    throw HttpError.field(
      'stockAdjustment',
      'Set the stock or adjust it, not both at once',
      'INVALID_STOCK_ADJUSTMENT',
    );
  }
  if (body.stockAdjustment && body.stockAdjustment.reason.trim() === '') {
    throw HttpError.field(
      'stockAdjustment.reason',
      'Say why the stock changes',
      'INVALID_STOCK_ADJUSTMENT',
    );
  }
  const guard: WriteGuard = {};
  if (body.expectedRevision !== undefined) guard.expectedRevision = body.expectedRevision;
  if (body.stockAdjustment) {
    guard.stockAdjustment = {
      by: body.stockAdjustment.by,
      reason: body.stockAdjustment.reason.trim(),
    };
  }
  return writeProduct(db, actor, id, 'product.update', columnsOf(body), now, guard);
}

/**
 * Archiving takes a product off the shelves: its stock goes to 0, so nobody can order
 * it, and it leaves the back office's product list; its row stays for old orders. The
 * stock it had is in the audit row.
 */
export function archiveProduct(
  db: Kysely<Database>,
  actor: AccessClaims,
  id: string,
  archived: boolean,
  now: Date,
): Promise<AdminProduct> {
  return writeProduct(
    db,
    actor,
    id,
    archived ? 'product.archive' : 'product.restore',
    archived ? { archived_at: now.toISOString(), stock_quantity: 0 } : { archived_at: null },
    now,
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export async function createProduct(
  db: Kysely<Database>,
  actor: AccessClaims,
  body: CreateProductBody,
  now: Date,
): Promise<AdminProduct> {
  checkFields(body);
  checkPrices(body.price, body.oldPrice);
  const base = slugify(body.name) || 'product';
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let slug = base;
    for (let n = 2; ; n += 1) {
      const taken = await trx
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!taken) break;
      slug = `${base}-${n}`;
    }
    const id = `prd_${randomBytes(8).toString('hex')}`;
    await trx
      .insertInto('products')
      .values({
        id,
        slug,
        name: body.name.trim(),
        brand: body.brand.trim(),
        model: body.model.trim(),
        category: body.category.trim(),
        sub_category: body.subCategory ?? null,
        builder_category: body.builderCategory ?? null,
        price: body.price,
        old_price: body.oldPrice ?? null,
        stock_quantity: body.stockQuantity,
        image: productImagePath(slug),
        description: body.description ?? '',
        specifications: JSON.stringify(body.specifications ?? []),
        features: '[]',
        builder_specs: JSON.stringify(body.builderSpecs ?? {}),
        warranty: null,
        is_featured: body.isFeatured ? 1 : 0,
        is_new: body.isNew === false ? 0 : 1,
        weight: null,
        shipping_type: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    const row = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const product = toAdminProduct(row);
    await writeAudit(
      trx,
      actor,
      {
        action: 'product.create',
        entityType: 'product',
        entityId: id,
        before: null,
        after: product,
      },
      now,
    );
    return product;
  });
}

// ---- images ------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: 'png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};
export const IMAGE_CONTENT_TYPES = Object.keys(IMAGE_TYPES);
export const UPLOAD_CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Stores an uploaded image under DATA_DIR/uploads, named by the product's slug and the
 * content's hash (so the URL changes with the picture and can be cached for good), and
 * points the product at it. The declared type must match the file's own signature: a
 * script renamed to .png is refused.
 */
export async function storeProductImage(
  db: Kysely<Database>,
  dataDir: string,
  actor: AccessClaims,
  id: string,
  contentType: string,
  data: Buffer,
  now: Date,
): Promise<AdminProduct> {
  const kind = IMAGE_TYPES[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!kind) {
    throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Upload a PNG, JPEG or WebP image');
  }
  if (data.length === 0 || !kind.magic(data)) {
    throw HttpError.badRequest('The file is not the image type it claims to be', 'INVALID_IMAGE');
  }
  const row = await findRow(db, id);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const file = `${row.slug.slice(0, 80)}-${hash}.${kind.ext}`;
  const dir = path.join(dataDir, UPLOADS_DIR);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, file), data);
  return writeProduct(db, actor, id, 'product.image', { image: `${UPLOADS_PREFIX}/${file}` }, now);
}
