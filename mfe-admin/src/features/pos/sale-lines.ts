import type { AdminProduct } from '../../lib/admin-types';
import type { Words } from '../../lib/i18n';

// The rules of a counter sale's lines: what one more unit, or a typed quantity, makes of them.

export interface SaleLine {
  product: AdminProduct;
  quantity: number;
}

export const MAX_QUANTITY = 99;

/** The most of a product one sale may hold: what is in stock, and never more than 99. */
export const mostOf = (product: AdminProduct) => Math.min(product.stockQuantity, MAX_QUANTITY);

/** The lines with one more unit of `product`, or why there is none to add. */
export function addOne(
  lines: SaleLine[],
  product: AdminProduct,
  { t }: Words,
): { lines: SaleLine[] } | { error: string } {
  const existing = lines.find((line) => line.product.id === product.id);
  if ((existing?.quantity ?? 0) + 1 > product.stockQuantity) {
    return {
      error:
        product.stockQuantity === 0
          ? t('pos.outOfStock', { name: product.name })
          : t('pos.onlyOf', { count: product.stockQuantity, name: product.name }),
    };
  }
  return {
    lines: existing
      ? lines.map((line) =>
          line === existing
            ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) }
            : line,
        )
      : [...lines, { product, quantity: 1 }],
  };
}

/**
 * A typed quantity as one that may be sold: a quantity over what may be sold is lowered,
 * and `limit` says why (null when it stands as typed).
 */
export function allowedQuantity(
  product: AdminProduct,
  quantity: number,
  { t }: Words,
): { quantity: number; limit: string | null } {
  const stock = product.stockQuantity;
  const most = mostOf(product);
  const wanted = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  const limit =
    wanted <= most
      ? null
      : stock <= MAX_QUANTITY
        ? t('pos.only', { count: stock })
        : t('pos.most', { count: MAX_QUANTITY });
  return { quantity: Math.min(wanted, most), limit };
}

export const saleTotal = (lines: SaleLine[]) =>
  lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);

/** The cash handed over as whole taka, or null while what was typed is not a number. */
export function cashOf(tendered: string): number | null {
  return /^\d+$/.test(tendered.trim()) ? Number(tendered.trim()) : null;
}
