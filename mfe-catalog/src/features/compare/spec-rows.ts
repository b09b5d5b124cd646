import type { Product } from '@shop/shared';

export interface SpecRow {
  label: string;
  /** One cell per product, in the products' order; undefined where a product lacks it. */
  values: (string | undefined)[];
  /** The products do not all say the same (a missing value differs from any value). */
  differs: boolean;
}

const same = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the values of a row are not all the same (one product alone differs from nothing). */
export function valuesDiffer(values: readonly (string | undefined)[]): boolean {
  return values.length > 1 && new Set(values.map(same)).size > 1;
}

/**
 * The specification rows of products side by side: every label any of them has (in the
 * order the first product lists its own, then each further product's new ones), a value
 * per product or none.
 */
export function specRows(products: readonly Product[]): SpecRow[] {
  const labels: string[] = [];
  const byProduct = products.map((product) => {
    const specs = new Map<string, string>();
    for (const { label, value } of product.specifications ?? []) {
      const key = label.trim();
      if (!specs.has(key)) specs.set(key, value);
      if (!labels.includes(key)) labels.push(key);
    }
    return specs;
  });
  return labels.map((label) => {
    const values = byProduct.map((specs) => specs.get(label));
    return { label, values, differs: valuesDiffer(values) };
  });
}
