import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { toProductSummary } from '../catalog/catalog-json';
import type { ProductSummary } from '../catalog/catalog.schemas';
import type { SummaryRow } from '../catalog/catalog.repository';
import * as repo from './wishlist.repository';
import {
  MAX_WISHLIST_ITEMS,
  type MergeBody,
  type Wishlist,
  type WishlistItem,
} from './wishlist.schemas';

export interface WishlistDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  now: () => Date;
}

export const WISHLIST_FULL_MESSAGE = `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Remove one to add another.`;

const productNotFound = () => HttpError.notFound('Product not found', 'PRODUCT_NOT_FOUND');

function toItem(
  product: SummaryRow,
  row: Pick<repo.WishlistRow, 'price_when_added' | 'added_at'>,
): WishlistItem {
  return {
    product: toProductSummary(product),
    priceWhenAdded: Number(row.price_when_added),
    addedAt: row.added_at,
  };
}

export async function listWishlist(deps: WishlistDeps, userId: string): Promise<Wishlist> {
  const rows = await repo.listByUser(deps.db, userId);
  return { items: rows.map((row) => toItem(row, row)), max: MAX_WISHLIST_ITEMS };
}

async function productOf(deps: WishlistDeps, ref: string): Promise<SummaryRow> {
  const rows = await repo.productsByRef(deps.db, [ref]);
  // A slug never looks like another product's id, but the slug wins if it ever did.
  const product = rows.find((row) => row.slug === ref) ?? rows[0];
  if (!product) throw productNotFound();
  return product;
}

/** Idempotent: a product already on the list keeps the date and price it was added with. */
export async function addToWishlist(
  deps: WishlistDeps,
  userId: string,
  ref: string,
): Promise<WishlistItem> {
  const product = await productOf(deps, ref);
  const row: repo.WishlistRow = {
    user_id: userId,
    product_id: product.id,
    price_when_added: Number(product.price),
    added_at: deps.now().toISOString(),
  };
  const kept = await deps.db.transaction().execute(async (trx) => {
    // SQLite runs one writer at a time; PostgreSQL needs the user's row held.
    if (deps.dialect === 'postgres') await repo.lockUser(trx, userId);
    const existing = await repo.findItem(trx, userId, product.id);
    if (existing) return existing;
    if ((await repo.countByUser(trx, userId)) >= MAX_WISHLIST_ITEMS) {
      throw HttpError.conflict(WISHLIST_FULL_MESSAGE, 'WISHLIST_FULL');
    }
    await repo.insert(trx, row);
    return row;
  });
  return toItem(product, kept);
}

export async function removeFromWishlist(
  deps: WishlistDeps,
  userId: string,
  ref: string,
): Promise<void> {
  const ids = (await repo.productsByRef(deps.db, [ref])).map((row) => row.id);
  // An archived product is no longer found by slug; its id still names the row.
  await repo.remove(deps.db, userId, ids.length > 0 ? ids : [ref]);
}

/**
 * The browser's list joins the account's at sign-in: one row per product, the earliest
 * date (with the price of that date) wins. Products no longer in the catalog are left
 * out, and past the limit the most recently added are (the list is full).
 */
export async function mergeWishlist(
  deps: WishlistDeps,
  userId: string,
  body: MergeBody,
): Promise<Wishlist> {
  const now = deps.now();
  const products = await repo.productsByRef(deps.db, [
    ...new Set(body.items.map((item) => item.product)),
  ]);
  const bySlug = new Map(products.map((row) => [row.slug, row]));
  const byId = new Map(products.map((row) => [row.id, row]));
  const incoming = new Map<string, repo.WishlistRow>();
  for (const item of body.items) {
    const product = bySlug.get(item.product) ?? byId.get(item.product);
    if (!product) continue;
    const at = new Date(item.addedAt);
    const addedAt = (Number.isNaN(at.getTime()) || at > now ? now : at).toISOString();
    const seen = incoming.get(product.id);
    if (seen && seen.added_at <= addedAt) continue;
    incoming.set(product.id, {
      user_id: userId,
      product_id: product.id,
      price_when_added: item.priceWhenAdded,
      added_at: addedAt,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    if (deps.dialect === 'postgres') await repo.lockUser(trx, userId);
    const existing = new Set((await repo.itemsOf(trx, userId)).map((row) => row.product_id));
    let room = MAX_WISHLIST_ITEMS - existing.size;
    const rows = [...incoming.values()].sort((a, b) => a.added_at.localeCompare(b.added_at));
    for (const row of rows) {
      if (existing.has(row.product_id)) {
        await repo.moveEarlier(trx, row);
      } else if (room > 0) {
        await repo.insert(trx, row);
        room -= 1;
      }
    }
  });
  return listWishlist(deps, userId);
}

/** A signed-out shopper's list, as the catalog has its products now. */
export async function wishlistProducts(
  deps: WishlistDeps,
  refs: readonly string[],
): Promise<{ items: ProductSummary[] }> {
  const rows = await repo.productsByRef(deps.db, [...new Set(refs)]);
  return { items: rows.map(toProductSummary) };
}
