import type { ProductSummary } from '@shop/shared';

// The products a shopper compares (docs/compare-and-recently-viewed.md): up to 4 of one
// product type, kept in this browser (localStorage) so the choice survives a reload and
// follows the shopper from listing to listing, and written into /compare's address
// (?ids=slug1,slug2) so the comparison can be shared as a link.

import {
  compareState,
  currentCompare,
  MAX_COMPARED,
  setCompareState,
  type ComparedItem,
  type CompareRefusal,
} from './compare-state';

export { MAX_COMPARED } from './compare-state';
export type { ComparedItem, CompareRefusal, CompareState } from './compare-state';

// Categories whose sub-categories are kinds of one product (a gaming monitor and an office
// monitor compare by the same specifications). In the others a sub-category is the type:
// a processor is not compared with a motherboard. Both SSD sub-categories are one type,
// as the search's product-type words have it (api/src/modules/catalog/search/product-types).
const WHOLE_CATEGORY_TYPES = new Set(['laptops', 'monitors', 'graphics-cards']);
const SAME_TYPE: Record<string, string> = { 'NVMe SSD': 'SSD', 'SATA SSD': 'SSD' };

/** The product type a product is compared within: a category or a sub-category. */
export function productType(product: Pick<ProductSummary, 'category' | 'subCategory'>): string {
  if (WHOLE_CATEGORY_TYPES.has(product.category) || !product.subCategory) return product.category;
  return `${product.category}/${SAME_TYPE[product.subCategory] ?? product.subCategory}`;
}

export function toItem(product: ProductSummary): ComparedItem {
  return {
    slug: product.slug,
    name: product.name,
    image: product.image,
    type: productType(product),
  };
}

/** The next set when `item` is pressed: removed when chosen, else added if the rules allow. */
export function toggled(
  items: readonly ComparedItem[],
  item: ComparedItem,
): { items: readonly ComparedItem[]; refusal: CompareRefusal | null } {
  if (items.some((chosen) => chosen.slug === item.slug))
    return { items: items.filter((chosen) => chosen.slug !== item.slug), refusal: null };
  if (items.length > 0 && items[0]!.type !== item.type)
    return { items, refusal: { reason: 'otherType', item, current: items[0]!.type } };
  if (items.length >= MAX_COMPARED) return { items, refusal: { reason: 'full', item } };
  return { items: [...items, item], refusal: null };
}

/** The slugs of an address's ?ids= (comma separated, no repeats, at most 4). */
export function idsFromSearch(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 200);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** /compare's address for a set of slugs. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length ? `/compare?ids=${slugs.map(encodeURIComponent).join(',')}` : '/compare';
}

/** The set and its rules: what the toggles, the tray and /compare do to it. */
export const compareStore = {
  ...compareState,
  /** Adds or removes a product; a refusal is kept for the tray to explain. */
  toggle(product: ProductSummary): void {
    setCompareState(toggled(currentCompare().items, toItem(product)));
  },
  /** Drops the set and starts a new comparison with the refused product. */
  startWith(item: ComparedItem): void {
    setCompareState({ items: [item], refusal: null });
  },
  /** Takes a set whole (a shared link's products, in its order). */
  replace(items: readonly ComparedItem[]): void {
    const { items: kept } = currentCompare();
    const same =
      items.length === kept.length && items.every((item, i) => item.slug === kept[i]?.slug);
    if (!same) setCompareState({ items, refusal: null });
  },
  remove(slug: string): void {
    setCompareState({
      items: currentCompare().items.filter((item) => item.slug !== slug),
      refusal: null,
    });
  },
  clear(): void {
    setCompareState({ items: [], refusal: null });
  },
  dismiss(): void {
    const now = currentCompare();
    if (now.refusal) setCompareState({ ...now, refusal: null });
  },
};
