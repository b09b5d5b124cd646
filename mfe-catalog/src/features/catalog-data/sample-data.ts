import type { Product, Subcategory } from '@shop/shared';
import records from './sample-products.json';

// The bundled sample catalog (docs/product.md#api-calls and D12): what the shop shows when
// its API cannot be reached. Its products are data (sample-products.json); this module
// gives them the fields every product has. Images use the API's paths; the image component
// draws a placeholder when they cannot load either.

const productImage = (slug: string) => `/api/v1/images/products/${slug}.svg`;

/** One record of sample-products.json: what a product of the sample catalog states itself. */
interface SampleRecord {
  name: string;
  category: string;
  subCategory: string;
  brand: string;
  model: string;
  price: number;
  oldPrice?: number;
  stockQuantity: number;
  rating: number;
  reviewCount: number;
  isNew?: boolean;
  isFeatured?: boolean;
  specifications: { label: string; value: string }[];
  features: string[];
  weight: string;
}

// The compiler checks the records here: a missing field or a value of the wrong type fails
// the type check.
const RECORDS: SampleRecord[] = records;

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sample(id: number, record: SampleRecord): Product {
  const slug = slugOf(record.name);
  const inStock = record.stockQuantity > 0;
  return {
    id: `sample-${id}`,
    name: record.name,
    slug,
    image: productImage(slug),
    category: record.category,
    subCategory: record.subCategory,
    brand: record.brand,
    model: record.model,
    price: record.price,
    oldPrice: record.oldPrice,
    stock: inStock,
    stockQuantity: record.stockQuantity,
    availability: inStock ? 'In Stock' : 'Out of Stock',
    description: `${record.name} from ${record.brand}: ${record.features[0]?.toLowerCase() ?? 'a solid choice'}, with the official ${record.brand} warranty in Bangladesh and Japan.`,
    specifications: record.specifications,
    features: record.features,
    warranty: '3 years official warranty',
    isFeatured: record.isFeatured ?? false,
    isNew: record.isNew ?? false,
    rating: record.rating,
    reviewCount: record.reviewCount,
    weight: record.weight,
    shippingType: 'Standard shipping',
    // Sample records need dates for "newest"; later ids are newer.
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
  } as Product;
}

export const SAMPLE_PRODUCTS: Product[] = RECORDS.map((record, index) => sample(index + 1, record));

/**
 * The shop's bundled sample product (docs/product.md#constants): 32500 / 35000, stock 15,
 * rating 4.8, 124 reviews; the first record of sample-products.json. The same slug as the
 * API's seeded copy, so a link works whether the API is up or not.
 */
export const SPEC_SAMPLE_PRODUCT: Product = SAMPLE_PRODUCTS[0]!;

/** Subcategory tiles of a category, drawn from the sample products' subcategories. */
export function sampleSubcategories(categorySlug: string): Subcategory[] {
  const names = new Set(
    SAMPLE_PRODUCTS.filter((p) => p.category === categorySlug).map((p) => p.subCategory ?? ''),
  );
  return [...names]
    .filter(Boolean)
    .map((name) => ({ name, image: `/api/v1/images/categories/${categorySlug}.svg` }));
}
