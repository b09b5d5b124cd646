import { builderSlot, type BuilderSlotId } from '@shop/shared';
import { candidateProblems, type BuildParts, type BuilderProduct } from '../compatibility';
import type { PartsPage, PartsQuery } from '../build';

// The selection list's offline fallback: a few parts per core slot, shaped like the
// catalog's, filtered here with the same rules. Only used when the API cannot be reached,
// and the page says so; loaded on demand so its bytes cost nothing otherwise.

type Row = [name: string, brand: string, price: number, specs: Record<string, unknown>];

const ROWS: Partial<Record<BuilderSlotId, Row[]>> = {
  cpu: [
    ['AMD Ryzen 5 7600', 'AMD', 23500, { socket: 'AM5', tdpWatts: 65, integratedGraphics: true }],
    ['AMD Ryzen 7 7700X', 'AMD', 32500, { socket: 'AM5', tdpWatts: 105, integratedGraphics: true }],
    [
      'Intel Core i5-12400F',
      'Intel',
      14800,
      { socket: 'LGA1700', tdpWatts: 65, integratedGraphics: false },
    ],
  ],
  'cpu-cooler': [
    [
      'DeepCool AK400',
      'DeepCool',
      3300,
      { sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], heightMm: 155, coolerType: 'air' },
    ],
  ],
  motherboard: [
    [
      'MSI PRO B650M-A WiFi',
      'MSI',
      19500,
      {
        socket: 'AM5',
        formFactor: 'Micro-ATX',
        memoryType: 'DDR5',
        memorySlots: 4,
        maxMemoryGb: 192,
      },
    ],
    [
      'ASUS Prime B760M-A D4',
      'ASUS',
      14500,
      {
        socket: 'LGA1700',
        formFactor: 'Micro-ATX',
        memoryType: 'DDR4',
        memorySlots: 4,
        maxMemoryGb: 128,
      },
    ],
  ],
  ram: [
    [
      'Corsair Vengeance RGB 32GB (2x16GB) DDR5-6000',
      'Corsair',
      13500,
      { memoryType: 'DDR5', modules: 2, sizeGb: 32 },
    ],
    [
      'Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200',
      'Corsair',
      4300,
      { memoryType: 'DDR4', modules: 2, sizeGb: 16 },
    ],
  ],
  storage: [
    [
      'Samsung 990 PRO 1TB NVMe SSD',
      'Samsung',
      14500,
      { interface: 'M.2', capacityGb: 1000, powerWatts: 5 },
    ],
  ],
  'graphics-card': [
    [
      'MSI GeForce RTX 4060 Ventus 2X Black 8GB',
      'MSI',
      36500,
      { lengthMm: 199, boardPowerWatts: 115 },
    ],
  ],
  'power-supply': [
    ['Corsair CX650 650W Power Supply', 'Corsair', 6500, { wattage: 650 }],
    ['Corsair RM850x 850W Power Supply', 'Corsair', 15500, { wattage: 850 }],
  ],
  casing: [
    [
      'NZXT H5 Flow Mid-Tower Case',
      'NZXT',
      9800,
      {
        supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
        maxGpuLengthMm: 365,
        maxCoolerHeightMm: 165,
      },
    ],
  ],
};

function toPart(slot: BuilderSlotId, [name, brand, price, specs]: Row): BuilderProduct {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: `sample-${slug}`,
    name,
    slug,
    image: `/api/v1/images/products/${slug}.svg`,
    category: 'desktop-components',
    brand,
    price,
    stock: true,
    // No count is known offline: the list says 'In stock' without one.
    stockQuantity: 0,
    availability: 'In Stock',
    isFeatured: false,
    isNew: false,
    rating: 0,
    reviewCount: 0,
    builderCategory: builderSlot(slot)?.category,
    builderSpecs: specs,
  };
}

/** The sample answer to a parts query, filtered and paged as the API would. */
export function sampleParts(query: PartsQuery, others: BuildParts): PartsPage {
  const all = (ROWS[query.slot] ?? []).map((row) => toPart(query.slot, row));
  const q = query.q?.trim().toLowerCase();
  const matching = all.filter(
    (part) =>
      (!query.brand || part.brand === query.brand) &&
      (query.maxPrice === undefined || part.price <= query.maxPrice) &&
      (!q || part.name.toLowerCase().includes(q)),
  );
  const fitting = query.compatibleOnly
    ? matching.filter((part) => candidateProblems(others, query.slot, part).length === 0)
    : matching;
  const sorted = [...fitting].sort((a, b) =>
    query.sort === 'name'
      ? a.name.localeCompare(b.name)
      : query.sort === 'price-desc'
        ? b.price - a.price
        : a.price - b.price,
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(sorted.length / query.pageSize)),
    brands: [...new Set(all.map((part) => part.brand ?? ''))].sort(),
    hiddenIncompatible: matching.length - fitting.length,
  };
}
