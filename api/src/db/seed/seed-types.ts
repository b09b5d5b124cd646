import type { ProductSpecification } from '../../modules/catalog/catalog.schemas';

/** One catalog product as the seed tables describe it, before it becomes a row. */
export interface SeedProduct {
  slug: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  subCategory: string;
  builderCategory: string | null;
  price: number;
  oldPrice: number | null;
  description: string;
  specifications: ProductSpecification[];
  features: string[];
  builderSpecs: Record<string, unknown>;
  warranty: string;
  weight: string;
  shippingType: string;
  /** Overrides of the values otherwise derived from the slug (the sample product). */
  fixed?: { stockQuantity?: number };
}

export interface SeedCategory {
  slug: string;
  name: string;
  /** Home grid order (1..8); null for categories that are not home tiles. */
  position: number | null;
  subcategories: string[];
}
