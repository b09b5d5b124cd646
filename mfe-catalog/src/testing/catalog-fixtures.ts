// The catalog's test fixtures: products as the API sends them, a page of them, a fresh page.
import type { Product } from '@shop/shared';
import { resetPage as resetSharedPage } from '@shop/shared/testing';
import { catalogQueryClient } from '../lib/catalog-query';
import { showingSampleData$ } from '../lib/catalog-source';

/** A fresh page (a new bus, empty storage, no queries) without the sample-data notice. */
export function resetPage() {
  resetSharedPage();
  catalogQueryClient.clear();
  showingSampleData$.next(false);
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'AMD Ryzen 7 7800X3D',
    slug: 'amd-ryzen-7-7800x3d',
    image: '/api/v1/images/products/amd-ryzen-7-7800x3d.svg',
    category: 'desktop-components',
    subCategory: 'Processor',
    brand: 'AMD',
    model: '7800X3D',
    price: 32500,
    oldPrice: 35000,
    stock: true,
    stockQuantity: 15,
    availability: 'In Stock',
    rating: 4.8,
    reviewCount: 124,
    isFeatured: false,
    isNew: false,
    ...overrides,
  };
}

export const page = (items: Product[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 12, ...extra },
});
