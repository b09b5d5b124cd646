import type { Product, Subcategory } from '@shop/shared';

// The bundled sample catalog (docs/product.md#api-calls and D12): what the shop shows when
// its API cannot be reached. Images use the API's paths; the image component draws a
// placeholder when they cannot load either.

const productImage = (slug: string) => `/api/v1/images/products/${slug}.svg`;

interface SampleSeed {
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
  specs: [string, string][];
  features: string[];
  weight: string;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sample(id: number, seed: SampleSeed): Product {
  const slug = slugOf(seed.name);
  const inStock = seed.stockQuantity > 0;
  return {
    id: `sample-${id}`,
    name: seed.name,
    slug,
    image: productImage(slug),
    category: seed.category,
    subCategory: seed.subCategory,
    brand: seed.brand,
    model: seed.model,
    price: seed.price,
    oldPrice: seed.oldPrice,
    stock: inStock,
    stockQuantity: seed.stockQuantity,
    availability: inStock ? 'In Stock' : 'Out of Stock',
    description: `${seed.name} from ${seed.brand}: ${seed.features[0]?.toLowerCase() ?? 'a solid choice'}, with the official ${seed.brand} warranty in Bangladesh and Japan.`,
    specifications: seed.specs.map(([label, value]) => ({ label, value })),
    features: seed.features,
    warranty: '3 years official warranty',
    isFeatured: seed.isFeatured ?? false,
    isNew: seed.isNew ?? false,
    rating: seed.rating,
    reviewCount: seed.reviewCount,
    weight: seed.weight,
    shippingType: 'Standard shipping',
    // Sample records need dates for "newest"; later ids are newer.
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
  } as Product;
}

/** The shop's bundled sample product (docs/product.md#constants): 32500 / 35000, stock 15, rating 4.8, 124 reviews. */
export const SPEC_SAMPLE_PRODUCT: Product = sample(1, {
  // The same slug as the API's seeded copy, so a link works whether the API is up or not.
  name: 'AMD Ryzen 7 7700X',
  category: 'desktop-components',
  subCategory: 'Processor',
  brand: 'AMD',
  model: 'Ryzen 7 7700X',
  price: 32500,
  oldPrice: 35000,
  stockQuantity: 15,
  rating: 4.8,
  reviewCount: 124,
  isFeatured: true,
  specs: [
    ['Cores / Threads', '8 / 16'],
    ['Boost clock', '5.4 GHz'],
    ['L3 cache', '32 MB'],
    ['Socket', 'AM5'],
    ['TDP', '105 W'],
  ],
  features: ['Eight Zen 4 cores for gaming and creating', 'AM5 platform with DDR5 and PCIe 5.0'],
  weight: '0.5 kg',
});

export const SAMPLE_PRODUCTS: Product[] = [
  SPEC_SAMPLE_PRODUCT,
  ...(
    [
      {
        name: 'Intel Core i5-14600K Processor',
        category: 'desktop-components',
        subCategory: 'Processor',
        brand: 'Intel',
        model: 'i5-14600K',
        price: 36500,
        oldPrice: 38000,
        stockQuantity: 9,
        rating: 4.6,
        reviewCount: 88,
        specs: [
          ['Cores / Threads', '14 / 20'],
          ['Socket', 'LGA1700'],
        ],
        features: ['Unlocked for overclocking', 'Intel UHD 770 graphics built in'],
        weight: '0.5 kg',
      },
      {
        name: 'MSI B650 Tomahawk WiFi Motherboard',
        category: 'desktop-components',
        subCategory: 'Motherboard',
        brand: 'MSI',
        model: 'MAG B650 Tomahawk',
        price: 27800,
        stockQuantity: 6,
        rating: 4.7,
        reviewCount: 41,
        isNew: true,
        specs: [
          ['Socket', 'AM5'],
          ['Form factor', 'ATX'],
          ['Memory', 'DDR5, 4 slots'],
        ],
        features: ['Wi-Fi 6E and 2.5G LAN', 'Three M.2 slots'],
        weight: '1.6 kg',
      },
      {
        name: 'Corsair Vengeance 32GB DDR5 6000 RAM',
        category: 'desktop-components',
        subCategory: 'RAM',
        brand: 'Corsair',
        model: 'CMK32GX5M2B6000C30',
        price: 12400,
        oldPrice: 13500,
        stockQuantity: 30,
        rating: 4.8,
        reviewCount: 203,
        specs: [
          ['Capacity', '2 x 16 GB'],
          ['Speed', 'DDR5-6000 CL30'],
        ],
        features: ['AMD EXPO and Intel XMP 3.0 profiles', 'Low-profile heat spreader'],
        weight: '0.2 kg',
      },
      {
        name: 'ASUS TUF Gaming A15 Laptop',
        category: 'laptops',
        subCategory: 'Gaming Laptop',
        brand: 'ASUS',
        model: 'FA507NV',
        price: 124000,
        oldPrice: 132000,
        stockQuantity: 4,
        rating: 4.5,
        reviewCount: 57,
        isFeatured: true,
        specs: [
          ['CPU', 'Ryzen 7 7735HS'],
          ['GPU', 'RTX 4060 8 GB'],
          ['Display', '15.6" 144 Hz'],
        ],
        features: ['MIL-STD-810H durability', '90 Wh battery'],
        weight: '2.2 kg',
      },
      {
        name: 'Lenovo IdeaPad Slim 3 Laptop',
        category: 'laptops',
        subCategory: 'Ultrabook',
        brand: 'Lenovo',
        model: '15IAH8',
        price: 68500,
        stockQuantity: 12,
        rating: 4.3,
        reviewCount: 35,
        isNew: true,
        specs: [
          ['CPU', 'Core i5-12450H'],
          ['Memory', '16 GB'],
          ['Storage', '512 GB SSD'],
        ],
        features: ['Thin and light for daily work', 'Full HD IPS display'],
        weight: '1.6 kg',
      },
      {
        name: 'Apple MacBook Air 13 M3 Laptop',
        category: 'laptops',
        subCategory: 'MacBook',
        brand: 'Apple',
        model: 'M3 8C/10G',
        price: 145000,
        stockQuantity: 0,
        rating: 4.9,
        reviewCount: 76,
        specs: [
          ['Chip', 'Apple M3'],
          ['Memory', '16 GB unified'],
          ['Display', '13.6" Liquid Retina'],
        ],
        features: ['All-day battery life', 'Fanless, silent design'],
        weight: '1.24 kg',
      },
      {
        name: 'Dell UltraSharp U2723QE 4K Monitor',
        category: 'monitors',
        subCategory: 'Professional Monitor',
        brand: 'Dell',
        model: 'U2723QE',
        price: 62000,
        oldPrice: 66000,
        stockQuantity: 5,
        rating: 4.7,
        reviewCount: 64,
        isFeatured: true,
        specs: [
          ['Size', '27"'],
          ['Resolution', '3840 x 2160'],
          ['Panel', 'IPS Black'],
        ],
        features: ['USB-C hub with 90 W power delivery', 'Factory calibrated colours'],
        weight: '6.6 kg',
      },
      {
        name: 'LG UltraGear 27GP850 Gaming Monitor',
        category: 'monitors',
        subCategory: 'Gaming Monitor',
        brand: 'LG',
        model: '27GP850-B',
        price: 41500,
        stockQuantity: 8,
        rating: 4.6,
        reviewCount: 92,
        isNew: true,
        specs: [
          ['Size', '27"'],
          ['Resolution', '2560 x 1440'],
          ['Refresh rate', '180 Hz'],
        ],
        features: ['1 ms Nano IPS panel', 'G-Sync compatible'],
        weight: '5.9 kg',
      },
      {
        name: 'MSI GeForce RTX 4070 Super Ventus Graphics Card',
        category: 'graphics-cards',
        subCategory: 'NVIDIA GeForce',
        brand: 'MSI',
        model: 'RTX 4070 SUPER 12G VENTUS 2X',
        price: 78000,
        oldPrice: 82000,
        stockQuantity: 3,
        rating: 4.8,
        reviewCount: 51,
        isFeatured: true,
        isNew: true,
        specs: [
          ['Memory', '12 GB GDDR6X'],
          ['Length', '242 mm'],
          ['Power', '220 W'],
        ],
        features: ['DLSS 3 frame generation', 'Compact dual-fan cooler'],
        weight: '1.1 kg',
      },
      {
        name: 'Sapphire Pulse Radeon RX 7800 XT Graphics Card',
        category: 'graphics-cards',
        subCategory: 'AMD Radeon',
        brand: 'Sapphire',
        model: 'PULSE RX 7800 XT',
        price: 69500,
        stockQuantity: 0,
        rating: 4.7,
        reviewCount: 38,
        specs: [
          ['Memory', '16 GB GDDR6'],
          ['Length', '280 mm'],
          ['Power', '263 W'],
        ],
        features: ['16 GB for high-resolution textures', 'Quiet dual-fan cooling'],
        weight: '1.3 kg',
      },
      {
        name: 'Logitech G502 X Wired Gaming Mouse',
        category: 'peripherals',
        subCategory: 'Mouse',
        brand: 'Logitech',
        model: 'G502 X',
        price: 7800,
        stockQuantity: 25,
        rating: 4.6,
        reviewCount: 140,
        specs: [
          ['Sensor', 'HERO 25K'],
          ['Weight', '89 g'],
        ],
        features: ['Lightforce hybrid switches', '13 programmable controls'],
        weight: '0.2 kg',
      },
      {
        name: 'Keychron K2 Pro Mechanical Keyboard',
        category: 'peripherals',
        subCategory: 'Keyboard',
        brand: 'Keychron',
        model: 'K2 Pro',
        price: 11900,
        oldPrice: 12900,
        stockQuantity: 14,
        rating: 4.7,
        reviewCount: 66,
        isNew: true,
        specs: [
          ['Layout', '75%'],
          ['Connection', 'Bluetooth 5.1 / USB-C'],
        ],
        features: ['Hot-swappable switches', 'QMK/VIA programmable'],
        weight: '0.9 kg',
      },
      {
        name: 'Samsung 990 Pro 1TB NVMe SSD',
        category: 'storage',
        subCategory: 'NVMe SSD',
        brand: 'Samsung',
        model: 'MZ-V9P1T0',
        price: 14500,
        oldPrice: 16000,
        stockQuantity: 40,
        rating: 4.9,
        reviewCount: 310,
        isFeatured: true,
        specs: [
          ['Capacity', '1 TB'],
          ['Interface', 'PCIe 4.0 x4 NVMe'],
          ['Read', '7450 MB/s'],
        ],
        features: ['Class-leading PCIe 4.0 speed', '5-year warranty'],
        weight: '0.05 kg',
      },
      {
        name: 'WD Blue 2TB Hard Drive',
        category: 'storage',
        subCategory: 'Hard Disk Drive',
        brand: 'WD',
        model: 'WD20EZBX',
        price: 6900,
        stockQuantity: 18,
        rating: 4.4,
        reviewCount: 97,
        specs: [
          ['Capacity', '2 TB'],
          ['Speed', '7200 rpm'],
        ],
        features: ['Reliable bulk storage', '256 MB cache'],
        weight: '0.45 kg',
      },
      {
        name: 'TP-Link Archer AX55 WiFi 6 Router',
        category: 'networking',
        subCategory: 'Router',
        brand: 'TP-Link',
        model: 'Archer AX55',
        price: 8900,
        stockQuantity: 22,
        rating: 4.5,
        reviewCount: 73,
        specs: [
          ['Standard', 'Wi-Fi 6 AX3000'],
          ['Ports', '4 x Gigabit LAN'],
        ],
        features: ['OneMesh support', 'WPA3 security'],
        weight: '0.6 kg',
      },
      {
        name: 'TP-Link Archer TX20U WiFi Adapter',
        category: 'networking',
        subCategory: 'Wi-Fi Adapter',
        brand: 'TP-Link',
        model: 'Archer TX20U',
        price: 2900,
        stockQuantity: 35,
        rating: 4.2,
        reviewCount: 29,
        isNew: true,
        specs: [
          ['Standard', 'Wi-Fi 6 AX1800'],
          ['Interface', 'USB 3.0'],
        ],
        features: ['High-gain antennas', 'Plug and play on Windows 11'],
        weight: '0.1 kg',
      },
      {
        name: 'HyperX Cloud II Gaming Headset',
        category: 'peripherals',
        subCategory: 'Headphone',
        brand: 'HyperX',
        model: 'Cloud II',
        price: 9500,
        oldPrice: 10500,
        stockQuantity: 16,
        rating: 4.7,
        reviewCount: 188,
        isFeatured: true,
        specs: [
          ['Drivers', '53 mm'],
          ['Connection', 'USB / 3.5 mm'],
        ],
        features: ['Virtual 7.1 surround sound', 'Memory-foam ear cushions'],
        weight: '0.3 kg',
      },
      {
        name: 'Sony DualSense Wireless Controller',
        category: 'gaming',
        subCategory: 'Controller',
        brand: 'Sony',
        model: 'CFI-ZCT1',
        price: 7400,
        stockQuantity: 0,
        rating: 4.8,
        reviewCount: 95,
        specs: [
          ['Connection', 'Bluetooth / USB-C'],
          ['Battery', 'Built-in, rechargeable'],
        ],
        features: ['Haptic feedback and adaptive triggers', 'Works with PC and PS5'],
        weight: '0.28 kg',
      },
    ] satisfies SampleSeed[]
  ).map((seed, index) => sample(index + 2, seed)),
];

/** Subcategory tiles of a category, drawn from the sample products' subcategories. */
export function sampleSubcategories(categorySlug: string): Subcategory[] {
  const names = new Set(
    SAMPLE_PRODUCTS.filter((p) => p.category === categorySlug).map((p) => p.subCategory ?? ''),
  );
  return [...names]
    .filter(Boolean)
    .map((name) => ({ name, image: `/api/v1/images/categories/${categorySlug}.svg` }));
}
