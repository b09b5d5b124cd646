import type { ProductRow, SummaryRow } from './catalog.repository';
import type { Product, ProductSummary } from './catalog.schemas';

// The catalog's rows as the API's JSON. Below both of its users: the service
// (catalog.service.ts) answers single products and slug lists with it, and search
// (search/summary-store.ts) writes list items with it, in its own thread.

/** A list item: what a product card shows. */
export function toProductSummary(row: SummaryRow): ProductSummary {
  const stockQuantity = Number(row.stock_quantity);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    category: row.category,
    ...(row.sub_category !== null ? { subCategory: row.sub_category } : {}),
    brand: row.brand,
    model: row.model,
    price: Number(row.price),
    ...(row.old_price !== null ? { oldPrice: Number(row.old_price) } : {}),
    stock: stockQuantity > 0,
    stockQuantity,
    availability: stockQuantity > 0 ? 'In Stock' : 'Out of Stock',
    isFeatured: Number(row.is_featured) === 1,
    isNew: Number(row.is_new) === 1,
    // float4 on PostgreSQL reads back as 4.800000190734863.
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
  };
}

/** The whole product: the product page, the builder. */
export function toProduct(row: ProductRow): Product {
  const builderSpecs = parseJson<Record<string, unknown>>(row.builder_specs, {});
  return {
    ...toProductSummary(row),
    description: row.description,
    specifications: parseJson(row.specifications, []),
    features: parseJson(row.features, []),
    ...(row.warranty !== null ? { warranty: row.warranty } : {}),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    ...(row.shipping_type !== null ? { shippingType: row.shipping_type } : {}),
    ...(row.builder_category !== null
      ? { builderCategory: row.builder_category, builderSpecs }
      : {}),
  };
}

/** SQLite keeps 'YYYY-MM-DD HH:MM:SS' (UTC), PostgreSQL a timestamp: both as ISO 8601. */
export function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const date = new Date(/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/**
 * One list item as JSON text, the same as the routes' response schema writes it:
 * toProductSummary gives exactly the schema's fields, so plain JSON.stringify is enough.
 * The index's thread writes the same text from memory (summary-store.ts).
 */
export function summaryJson(row: SummaryRow): string {
  return JSON.stringify(toProductSummary(row));
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
