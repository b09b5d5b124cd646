import type { SeedCategory } from './seed-types';

// The 8 home tiles in grid order (docs/product.md#screens), then categories that exist for the PC
// Builder only (anti-virus, UPS) and are not shown as tiles.
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    slug: 'desktop-components',
    name: 'Desktop Components',
    position: 1,
    subcategories: ['Processor', 'CPU Cooler', 'Motherboard', 'RAM', 'Power Supply', 'Casing'],
  },
  {
    slug: 'laptops',
    name: 'Laptops',
    position: 2,
    subcategories: ['Gaming Laptop', 'Ultrabook', 'Business Laptop', 'MacBook'],
  },
  {
    slug: 'monitors',
    name: 'Monitors',
    position: 3,
    subcategories: ['Gaming Monitor', 'Professional Monitor', 'Office Monitor'],
  },
  {
    slug: 'graphics-cards',
    name: 'Graphics Cards',
    position: 4,
    subcategories: ['NVIDIA GeForce', 'AMD Radeon'],
  },
  {
    slug: 'peripherals',
    name: 'Peripherals',
    position: 5,
    subcategories: ['Keyboard', 'Mouse', 'Speaker', 'Headphone', 'Webcam'],
  },
  {
    slug: 'storage',
    name: 'Storage',
    position: 6,
    subcategories: ['NVMe SSD', 'SATA SSD', 'Hard Disk Drive', 'Portable Storage'],
  },
  {
    slug: 'networking',
    name: 'Networking',
    position: 7,
    subcategories: ['Router', 'Mesh Wi-Fi', 'Wi-Fi Adapter', 'Network Switch', 'Access Point'],
  },
  {
    slug: 'gaming',
    name: 'Gaming',
    position: 8,
    subcategories: ['Console', 'Controller', 'Gaming Chair', 'Racing Wheel', 'Mouse Pad'],
  },
  { slug: 'software', name: 'Software', position: null, subcategories: ['Anti-Virus'] },
  { slug: 'power-backup', name: 'Power Backup', position: null, subcategories: ['UPS'] },
];

/** Stable id of a subcategory: `<category>--<name as slug>`. */
export function subcategoryId(categorySlug: string, name: string): string {
  return `${categorySlug}--${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
}
