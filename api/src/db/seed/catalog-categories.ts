import {
  CATEGORIES,
  HOME_TILE_CATEGORIES,
  type CategorySlug,
} from '@shop/shared/src/contracts/categories';
import type { SeedCategory } from './seed-types';

// The subcategories of each of the shop's categories (@shop/shared's categories.js), in the
// order a category page shows them.
const SUBCATEGORIES: Record<CategorySlug, string[]> = {
  'desktop-components': ['Processor', 'CPU Cooler', 'Motherboard', 'RAM', 'Power Supply', 'Casing'],
  laptops: ['Gaming Laptop', 'Ultrabook', 'Business Laptop', 'MacBook'],
  monitors: ['Gaming Monitor', 'Professional Monitor', 'Office Monitor'],
  'graphics-cards': ['NVIDIA GeForce', 'AMD Radeon'],
  peripherals: ['Keyboard', 'Mouse', 'Speaker', 'Headphone', 'Webcam'],
  storage: ['NVMe SSD', 'SATA SSD', 'Hard Disk Drive', 'Portable Storage'],
  networking: ['Router', 'Mesh Wi-Fi', 'Wi-Fi Adapter', 'Network Switch', 'Access Point'],
  gaming: ['Console', 'Controller', 'Gaming Chair', 'Racing Wheel', 'Mouse Pad'],
  software: ['Anti-Virus'],
  'power-backup': ['UPS'],
};

/** The 8 home tiles in grid order, then the categories that have no tile (position null). */
export const SEED_CATEGORIES: readonly SeedCategory[] = CATEGORIES.map((category) => {
  const tile = HOME_TILE_CATEGORIES.indexOf(category);
  return {
    slug: category.slug,
    name: category.name,
    position: tile === -1 ? null : tile + 1,
    subcategories: SUBCATEGORIES[category.slug],
  };
});

/** Stable id of a subcategory: `<category>--<name as slug>`. */
export function subcategoryId(categorySlug: string, name: string): string {
  return `${categorySlug}--${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
}
