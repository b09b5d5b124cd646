import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findProductStock } from './inventory.repository';
import type { StockCheck } from './inventory.schemas';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export async function checkStock(
  db: Kysely<Database>,
  productId: string,
  quantity: number,
): Promise<StockCheck> {
  const row = await findProductStock(db, productId);
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND');
  return { available: row.stock_quantity >= quantity, stock: row.stock_quantity };
}
