import { slugify } from './seed-hash';
import type { SeedProduct } from './seed-types';

// The real catalog: data tables of real brands and models with plausible Bangladesh
// prices (whole taka), turned into products by one small factory per kind. Everything
// is deterministic: the same tables give the same rows on every run.

/** The shop's bundled sample product (docs/product.md#constants): 32500 / 35000, stock 15, rating 4.8, 124 reviews. */
export const SAMPLE_PRODUCT_SLUG = 'amd-ryzen-7-7700x';

type Spec = [label: string, value: string];

interface Base {
  brand: string;
  model: string;
  name?: string;
  category: string;
  subCategory: string;
  builderCategory: string | null;
  price: number;
  description: string;
  specs: Spec[];
  features: string[];
  builderSpecs?: Record<string, unknown>;
  warranty: string;
  weight: string;
  shippingType?: string;
  oldPrice?: number | null;
  fixed?: SeedProduct['fixed'];
}

function make(base: Base): SeedProduct {
  const name = base.name ?? `${base.brand} ${base.model}`;
  const slug = slugify(name);
  // Roughly every third product is on sale; the discount is 4-12 % and rounded to 100.
  const h = [...slug].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const onSale = h % 3 === 0;
  const oldPrice =
    base.oldPrice !== undefined
      ? base.oldPrice
      : onSale
        ? Math.round((base.price * (1.04 + (h % 9) / 100)) / 100) * 100
        : null;
  return {
    slug,
    name,
    brand: base.brand,
    model: base.model,
    category: base.category,
    subCategory: base.subCategory,
    builderCategory: base.builderCategory,
    price: base.price,
    oldPrice,
    description: base.description,
    specifications: base.specs.map(([label, value]) => ({ label, value })),
    features: base.features,
    builderSpecs: base.builderSpecs ?? {},
    warranty: base.warranty,
    weight: base.weight,
    shippingType:
      base.shippingType ?? (base.price >= 100_000 ? 'Insured Courier' : 'Standard Delivery'),
    ...(base.fixed ? { fixed: base.fixed } : {}),
  };
}

const ALL_SOCKETS = ['AM4', 'AM5', 'LGA1700', 'LGA1851'];

// brand, model, socket, cores, threads, boost GHz, TDP W, integrated graphics, price
const PROCESSORS: [string, string, string, number, number, number, number, boolean, number][] = [
  ['AMD', 'Ryzen 5 5600', 'AM4', 6, 12, 4.4, 65, false, 13500],
  ['AMD', 'Ryzen 5 5600G', 'AM4', 6, 12, 4.4, 65, true, 14500],
  ['AMD', 'Ryzen 7 5700X', 'AM4', 8, 16, 4.6, 65, false, 19500],
  ['AMD', 'Ryzen 7 5800X3D', 'AM4', 8, 16, 4.5, 105, false, 33000],
  ['AMD', 'Ryzen 5 7600', 'AM5', 6, 12, 5.1, 65, true, 23500],
  ['AMD', 'Ryzen 5 7600X', 'AM5', 6, 12, 5.3, 105, true, 25500],
  ['AMD', 'Ryzen 7 7700X', 'AM5', 8, 16, 5.4, 105, true, 32500],
  ['AMD', 'Ryzen 7 7800X3D', 'AM5', 8, 16, 5.0, 120, true, 48500],
  ['AMD', 'Ryzen 9 7900X', 'AM5', 12, 24, 5.6, 170, true, 52000],
  ['AMD', 'Ryzen 9 7950X', 'AM5', 16, 32, 5.7, 170, true, 68000],
  ['AMD', 'Ryzen 5 9600X', 'AM5', 6, 12, 5.4, 65, true, 31000],
  ['AMD', 'Ryzen 7 9700X', 'AM5', 8, 16, 5.5, 65, true, 42000],
  ['AMD', 'Ryzen 7 9800X3D', 'AM5', 8, 16, 5.2, 120, true, 62000],
  ['Intel', 'Core i3-12100F', 'LGA1700', 4, 8, 4.3, 58, false, 9800],
  ['Intel', 'Core i5-12400', 'LGA1700', 6, 12, 4.4, 65, true, 17500],
  ['Intel', 'Core i5-12400F', 'LGA1700', 6, 12, 4.4, 65, false, 14800],
  ['Intel', 'Core i5-13400F', 'LGA1700', 10, 16, 4.6, 65, false, 21500],
  ['Intel', 'Core i5-14400F', 'LGA1700', 10, 16, 4.7, 65, false, 23500],
  ['Intel', 'Core i5-14600K', 'LGA1700', 14, 20, 5.3, 125, true, 35500],
  ['Intel', 'Core i7-14700K', 'LGA1700', 20, 28, 5.6, 125, true, 47500],
  ['Intel', 'Core i9-14900K', 'LGA1700', 24, 32, 6.0, 125, true, 66000],
  ['Intel', 'Core Ultra 5 245K', 'LGA1851', 14, 14, 5.2, 125, true, 36000],
  ['Intel', 'Core Ultra 7 265K', 'LGA1851', 20, 20, 5.5, 125, true, 48500],
  ['Intel', 'Core Ultra 9 285K', 'LGA1851', 24, 24, 5.7, 125, true, 69500],
];

function processors(): SeedProduct[] {
  return PROCESSORS.map(([brand, model, socket, cores, threads, boost, tdp, igpu, price]) => {
    const sample = slugify(`${brand} ${model}`) === SAMPLE_PRODUCT_SLUG;
    return make({
      brand,
      model,
      category: 'desktop-components',
      subCategory: 'Processor',
      builderCategory: 'processor',
      price,
      ...(sample
        ? { oldPrice: 35000, fixed: { stockQuantity: 15, rating: 4.8, reviewCount: 124 } }
        : {}),
      description: `The ${brand} ${model} is a ${cores}-core, ${threads}-thread desktop processor for the ${socket} socket, boosting up to ${boost.toFixed(1)} GHz at a ${tdp} W TDP. ${igpu ? 'Integrated graphics let it run a display without a graphics card.' : 'It has no integrated graphics, so pair it with a graphics card.'}`,
      specs: [
        ['Socket', socket],
        ['Cores / Threads', `${cores} / ${threads}`],
        ['Max Boost Clock', `${boost.toFixed(1)} GHz`],
        ['TDP', `${tdp} W`],
        ['Integrated Graphics', igpu ? 'Yes' : 'No'],
      ],
      features: [
        `${cores} cores and ${threads} threads`,
        `Up to ${boost.toFixed(1)} GHz boost clock`,
        `${socket} socket`,
        igpu ? 'Integrated graphics' : 'Needs a discrete graphics card',
      ],
      builderSpecs: { socket, tdpWatts: tdp, integratedGraphics: igpu, cores, threads },
      warranty: '3 Years',
      weight: '0.1 kg',
    });
  });
}

// brand, model, type, height mm (radiator size for liquid), sockets, price
const COOLERS: [string, string, 'Air' | 'Liquid', number, string[], number][] = [
  ['Noctua', 'NH-D15 chromax.black', 'Air', 165, ALL_SOCKETS, 15500],
  ['Noctua', 'NH-U12S redux', 'Air', 158, ALL_SOCKETS, 7500],
  ['Noctua', 'NH-L9a-AM5', 'Air', 37, ['AM4', 'AM5'], 6200],
  ['DeepCool', 'AK400', 'Air', 155, ALL_SOCKETS, 3300],
  ['DeepCool', 'AK620', 'Air', 160, ALL_SOCKETS, 6500],
  ['DeepCool', 'LS720 360mm AIO', 'Liquid', 360, ALL_SOCKETS, 13500],
  ['Cooler Master', 'Hyper 212 Black Edition', 'Air', 159, ALL_SOCKETS, 3200],
  ['Cooler Master', 'MasterLiquid 240L Core ARGB', 'Liquid', 240, ALL_SOCKETS, 6800],
  ['be quiet!', 'Dark Rock Pro 5', 'Air', 168, ALL_SOCKETS, 11500],
  ['be quiet!', 'Pure Rock 2', 'Air', 155, ['AM4', 'AM5', 'LGA1700'], 4600],
  ['NZXT', 'Kraken 240', 'Liquid', 240, ALL_SOCKETS, 14500],
  ['NZXT', 'Kraken Elite 360', 'Liquid', 360, ALL_SOCKETS, 29500],
  ['Corsair', 'iCUE H150i Elite Capellix XT', 'Liquid', 360, ALL_SOCKETS, 22500],
  ['Lian Li', 'Galahad II Trinity 360', 'Liquid', 360, ALL_SOCKETS, 16500],
];

function coolers(): SeedProduct[] {
  return COOLERS.map(([brand, model, type, size, sockets, price]) => {
    const liquid = type === 'Liquid';
    // A liquid cooler's pump block is about 55 mm tall; the radiator goes on a fan mount.
    const heightMm = liquid ? 55 : size;
    return make({
      brand,
      model,
      category: 'desktop-components',
      subCategory: 'CPU Cooler',
      builderCategory: 'cooling',
      price,
      description: liquid
        ? `${brand} ${model}: an all-in-one liquid CPU cooler with a ${size} mm radiator that keeps high-end processors cool and quiet under sustained load.`
        : `${brand} ${model}: a ${heightMm} mm tall air tower cooler with heat pipes and a quiet fan, for ${sockets.join(', ')} sockets.`,
      specs: [
        ['Type', liquid ? `Liquid (AIO, ${size} mm radiator)` : 'Air tower'],
        ['Height', `${heightMm} mm`],
        ['Socket Support', sockets.join(', ')],
      ],
      features: liquid
        ? [`${size} mm radiator`, 'Pre-filled, maintenance-free loop', 'PWM fans']
        : ['Copper heat pipes', 'PWM fan', 'Easy mounting kit'],
      builderSpecs: {
        sockets,
        heightMm,
        coolerType: type.toLowerCase(),
        ...(liquid ? { radiatorMm: size } : {}),
      },
      warranty: liquid ? '5 Years' : '6 Years',
      weight: liquid ? '1.3 kg' : '0.9 kg',
    });
  });
}

// brand, model, socket, form factor, memory type, slots, max GB, M.2 slots, price
const MOTHERBOARDS: [
  string,
  string,
  string,
  string,
  'DDR4' | 'DDR5',
  number,
  number,
  number,
  number,
][] = [
  ['ASUS', 'TUF Gaming B550-Plus WiFi II', 'AM4', 'ATX', 'DDR4', 4, 128, 2, 17500],
  ['MSI', 'MAG B550M Mortar WiFi', 'AM4', 'Micro-ATX', 'DDR4', 4, 128, 2, 15500],
  ['Gigabyte', 'B550M DS3H', 'AM4', 'Micro-ATX', 'DDR4', 4, 128, 2, 10500],
  ['ASUS', 'ROG Strix B650-A Gaming WiFi', 'AM5', 'ATX', 'DDR5', 4, 192, 3, 29500],
  ['MSI', 'PRO B650M-A WiFi', 'AM5', 'Micro-ATX', 'DDR5', 4, 192, 2, 19500],
  ['Gigabyte', 'B650 Aorus Elite AX', 'AM5', 'ATX', 'DDR5', 4, 192, 3, 25500],
  ['ASUS', 'ROG Strix X670E-E Gaming WiFi', 'AM5', 'ATX', 'DDR5', 4, 192, 4, 58000],
  ['MSI', 'MAG X870 Tomahawk WiFi', 'AM5', 'ATX', 'DDR5', 4, 256, 4, 36500],
  ['Gigabyte', 'B650I Aorus Ultra', 'AM5', 'Mini-ITX', 'DDR5', 2, 96, 3, 29000],
  ['ASUS', 'Prime B760M-A D4', 'LGA1700', 'Micro-ATX', 'DDR4', 4, 128, 2, 14500],
  ['MSI', 'PRO B760M-P DDR4', 'LGA1700', 'Micro-ATX', 'DDR4', 2, 64, 2, 11500],
  ['Gigabyte', 'B760 Gaming X AX', 'LGA1700', 'ATX', 'DDR5', 4, 192, 3, 20500],
  ['ASUS', 'TUF Gaming Z790-Plus WiFi', 'LGA1700', 'ATX', 'DDR5', 4, 192, 4, 33500],
  ['MSI', 'MPG Z790 Edge TI Max WiFi', 'LGA1700', 'ATX', 'DDR5', 4, 192, 5, 46000],
  ['ASUS', 'ROG Strix Z790-I Gaming WiFi', 'LGA1700', 'Mini-ITX', 'DDR5', 2, 96, 2, 48000],
  ['Gigabyte', 'Z890 Aorus Elite WiFi7', 'LGA1851', 'ATX', 'DDR5', 4, 256, 4, 39500],
  ['ASUS', 'Prime Z890-P WiFi', 'LGA1851', 'ATX', 'DDR5', 4, 192, 4, 32500],
];

function motherboards(): SeedProduct[] {
  return MOTHERBOARDS.map(
    ([brand, model, socket, formFactor, memoryType, memorySlots, maxMemoryGb, m2Slots, price]) =>
      make({
        brand,
        model,
        category: 'desktop-components',
        subCategory: 'Motherboard',
        builderCategory: 'motherboard',
        price,
        description: `${brand} ${model}: a ${formFactor} motherboard for ${socket} processors with ${memorySlots} ${memoryType} slots (up to ${maxMemoryGb} GB) and ${m2Slots} M.2 slots for fast NVMe storage.`,
        specs: [
          ['Socket', socket],
          ['Form Factor', formFactor],
          ['Memory', `${memorySlots} x ${memoryType}, up to ${maxMemoryGb} GB`],
          ['M.2 Slots', String(m2Slots)],
        ],
        features: [
          `${socket} socket`,
          `${memoryType} memory support`,
          `${m2Slots} x M.2 NVMe`,
          model.includes('WiFi') ? 'Built-in Wi-Fi' : 'Gigabit LAN',
        ],
        builderSpecs: { socket, formFactor, memoryType, memorySlots, maxMemoryGb, m2Slots },
        warranty: '3 Years',
        weight: formFactor === 'Mini-ITX' ? '0.7 kg' : '1.2 kg',
      }),
  );
}

// brand, series, type, speed MT/s, modules, GB per module, price
const MEMORY: [string, string, 'DDR4' | 'DDR5', number, number, number, number][] = [
  ['Corsair', 'Vengeance LPX', 'DDR4', 3200, 2, 8, 4300],
  ['Corsair', 'Vengeance LPX', 'DDR4', 3200, 2, 16, 7800],
  ['Corsair', 'Vengeance RGB', 'DDR5', 6000, 2, 16, 13500],
  ['Corsair', 'Vengeance RGB', 'DDR5', 6000, 2, 32, 25500],
  ['G.Skill', 'Ripjaws V', 'DDR4', 3600, 2, 8, 4600],
  ['G.Skill', 'Ripjaws V', 'DDR4', 3600, 2, 16, 8500],
  ['G.Skill', 'Trident Z5 RGB', 'DDR5', 6400, 2, 16, 15500],
  ['G.Skill', 'Trident Z5 RGB', 'DDR5', 6400, 2, 32, 29500],
  ['Kingston', 'Fury Beast', 'DDR4', 3200, 1, 8, 2300],
  ['Kingston', 'Fury Beast', 'DDR4', 3200, 1, 16, 4100],
  ['Kingston', 'Fury Beast', 'DDR5', 5600, 1, 16, 6200],
  ['Kingston', 'Fury Beast', 'DDR5', 5600, 2, 16, 12000],
  ['Crucial', 'Pro', 'DDR5', 5600, 2, 16, 11500],
  ['Crucial', 'Pro', 'DDR5', 5600, 2, 24, 16500],
  ['Crucial', 'Basics', 'DDR4', 3200, 1, 8, 2100],
  ['Kingston', 'ValueRAM', 'DDR4', 3200, 1, 16, 3700],
  ['G.Skill', 'Flare X5', 'DDR5', 6000, 2, 16, 13000],
];

function memory(): SeedProduct[] {
  return MEMORY.map(([brand, series, memoryType, speed, modules, perModule, price]) => {
    const sizeGb = modules * perModule;
    const kit = modules === 1 ? `${sizeGb}GB` : `${sizeGb}GB (${modules}x${perModule}GB)`;
    return make({
      brand,
      model: `${series} ${kit} ${memoryType}-${speed}`,
      category: 'desktop-components',
      subCategory: 'RAM',
      builderCategory: 'ram',
      price,
      description: `${brand} ${series} ${memoryType} desktop memory, ${kit} at ${speed} MT/s, with a low-profile heat spreader and XMP/EXPO profiles for one-click speed.`,
      specs: [
        ['Type', memoryType],
        ['Capacity', kit],
        ['Speed', `${speed} MT/s`],
      ],
      features: [
        `${memoryType}-${speed}`,
        `${kit} kit`,
        'Aluminium heat spreader',
        'Lifetime warranty',
      ],
      builderSpecs: { memoryType, modules, sizeGb, speedMts: speed },
      warranty: 'Lifetime',
      weight: `${(0.05 * modules).toFixed(2)} kg`,
    });
  });
}

// brand, series, kind, capacities [label, GB, price]
const STORAGE: [string, string, 'NVMe' | 'SATA SSD' | 'HDD', [string, number, number][]][] = [
  [
    'Samsung',
    '990 PRO',
    'NVMe',
    [
      ['1TB', 1000, 14500],
      ['2TB', 2000, 24500],
      ['4TB', 4000, 45000],
    ],
  ],
  [
    'Samsung',
    '980',
    'NVMe',
    [
      ['500GB', 500, 6200],
      ['1TB', 1000, 9500],
    ],
  ],
  [
    'Samsung',
    '870 EVO',
    'SATA SSD',
    [
      ['500GB', 500, 6500],
      ['1TB', 1000, 10500],
    ],
  ],
  [
    'WD',
    'Black SN850X',
    'NVMe',
    [
      ['1TB', 1000, 13000],
      ['2TB', 2000, 22500],
    ],
  ],
  [
    'WD',
    'Blue SN580',
    'NVMe',
    [
      ['500GB', 500, 5300],
      ['1TB', 1000, 8300],
    ],
  ],
  [
    'WD',
    'Blue 7200 RPM',
    'HDD',
    [
      ['1TB', 1000, 5200],
      ['2TB', 2000, 7600],
    ],
  ],
  [
    'Seagate',
    'BarraCuda',
    'HDD',
    [
      ['2TB', 2000, 7200],
      ['4TB', 4000, 11800],
    ],
  ],
  [
    'Seagate',
    'IronWolf NAS',
    'HDD',
    [
      ['4TB', 4000, 13800],
      ['8TB', 8000, 25500],
    ],
  ],
  [
    'Crucial',
    'P3 Plus',
    'NVMe',
    [
      ['1TB', 1000, 8200],
      ['2TB', 2000, 14500],
    ],
  ],
  [
    'Crucial',
    'MX500',
    'SATA SSD',
    [
      ['500GB', 500, 5800],
      ['1TB', 1000, 8900],
    ],
  ],
  [
    'Kingston',
    'NV2',
    'NVMe',
    [
      ['500GB', 500, 4200],
      ['1TB', 1000, 7200],
    ],
  ],
  [
    'Kingston',
    'KC3000',
    'NVMe',
    [
      ['1TB', 1000, 11500],
      ['2TB', 2000, 19500],
    ],
  ],
];

function storage(): SeedProduct[] {
  return STORAGE.flatMap(([brand, series, kind, sizes]) =>
    sizes.map(([label, capacityGb, price]) => {
      const nvme = kind === 'NVMe';
      const hdd = kind === 'HDD';
      const iface = nvme ? 'M.2 NVMe PCIe 4.0' : 'SATA 6Gb/s';
      const formFactor = nvme ? 'M.2 2280' : hdd ? '3.5"' : '2.5"';
      return make({
        brand,
        model: `${series} ${label}`,
        name: `${brand} ${series} ${label} ${nvme ? 'NVMe SSD' : hdd ? 'Hard Drive' : 'SATA SSD'}`,
        category: 'storage',
        subCategory: nvme ? 'NVMe SSD' : hdd ? 'Hard Disk Drive' : 'SATA SSD',
        builderCategory: 'storage',
        price,
        description: hdd
          ? `${brand} ${series} ${label} ${formFactor} hard drive: roomy, dependable bulk storage for games, photos and backups.`
          : `${brand} ${series} ${label} ${nvme ? 'NVMe' : 'SATA'} solid state drive: fast boots, quick game loads and snappy everyday work.`,
        specs: [
          ['Capacity', label],
          ['Interface', iface],
          ['Form Factor', formFactor],
        ],
        features: hdd
          ? ['High capacity', '7200 RPM class performance', 'Low cost per terabyte']
          : ['Fast sequential reads', 'Low power', 'Shock resistant'],
        builderSpecs: {
          interface: nvme ? 'M.2' : 'SATA',
          formFactor,
          capacityGb,
          powerWatts: hdd ? 8 : 5,
        },
        warranty: hdd ? '2 Years' : '5 Years',
        weight: hdd ? '0.6 kg' : '0.05 kg',
      });
    }),
  );
}

const PORTABLE: [string, string, number][] = [
  ['Samsung', 'T7 Portable SSD 1TB', 11500],
  ['Samsung', 'T7 Shield Portable SSD 2TB', 19500],
  ['WD', 'My Passport 2TB Portable HDD', 8200],
  ['Seagate', 'Expansion Portable 4TB', 12500],
  ['Kingston', 'DataTraveler Exodia 64GB', 650],
  ['SanDisk', 'Extreme Portable SSD 1TB', 12000],
];

function portable(): SeedProduct[] {
  return PORTABLE.map(([brand, model, price]) =>
    make({
      brand,
      model,
      category: 'storage',
      subCategory: 'Portable Storage',
      builderCategory: null,
      price,
      description: `${brand} ${model}: pocket-sized USB storage to carry files between computers, back up photos and extend a laptop.`,
      specs: [
        ['Interface', 'USB 3.2'],
        ['Capacity', /(\d+(?:TB|GB))/.exec(model)?.[1] ?? ''],
      ],
      features: ['USB-C and USB-A compatible', 'Plug and play', 'Compact design'],
      warranty: '3 Years',
      weight: '0.1 kg',
    }),
  );
}

// chip, memory, board power W, base price, Radeon?
const GPU_CHIPS: Record<string, [string, number, number, boolean]> = {
  'RTX 3050': ['6GB GDDR6', 70, 22500, false],
  'RTX 4060': ['8GB GDDR6', 115, 36500, false],
  'RTX 4060 Ti': ['8GB GDDR6', 160, 47500, false],
  'RTX 4070 Super': ['12GB GDDR6X', 220, 69000, false],
  'RTX 4070 Ti Super': ['16GB GDDR6X', 285, 92000, false],
  'RTX 4080 Super': ['16GB GDDR6X', 320, 125000, false],
  'RTX 4090': ['24GB GDDR6X', 450, 225000, false],
  'RX 7600': ['8GB GDDR6', 165, 33500, true],
  'RX 7800 XT': ['16GB GDDR6', 263, 62000, true],
};
// brand, line, length mm, fans, price factor
const GPU_LINES: Record<string, [string, string, number, number, number]> = {
  'asus-dual': ['ASUS', 'Dual', 227, 2, 1.0],
  'asus-tuf': ['ASUS', 'TUF Gaming', 301, 3, 1.08],
  'asus-rog': ['ASUS', 'ROG Strix', 336, 3, 1.15],
  'msi-ventus': ['MSI', 'Ventus 2X Black', 199, 2, 1.0],
  'msi-gamingx': ['MSI', 'Gaming X Slim', 307, 3, 1.07],
  'gb-windforce': ['Gigabyte', 'Windforce OC', 261, 3, 1.01],
  'gb-gamingoc': ['Gigabyte', 'Gaming OC', 281, 3, 1.06],
  'gb-aorus': ['Gigabyte', 'Aorus Master', 357, 3, 1.14],
  'zotac-twin': ['Zotac', 'Twin Edge OC', 220, 2, 0.99],
  'zotac-trinity': ['Zotac', 'Trinity OC', 306, 3, 1.05],
};
const GPUS: [string, string[]][] = [
  ['RTX 3050', ['asus-dual', 'msi-ventus', 'gb-windforce', 'zotac-twin']],
  ['RTX 4060', ['asus-dual', 'msi-ventus', 'gb-windforce', 'zotac-twin']],
  ['RTX 4060 Ti', ['asus-tuf', 'msi-gamingx', 'gb-gamingoc']],
  ['RTX 4070 Super', ['asus-tuf', 'msi-ventus', 'gb-windforce', 'zotac-twin']],
  ['RTX 4070 Ti Super', ['asus-tuf', 'msi-gamingx', 'gb-gamingoc']],
  ['RTX 4080 Super', ['asus-rog', 'msi-gamingx', 'gb-aorus']],
  ['RTX 4090', ['asus-rog', 'gb-aorus', 'zotac-trinity']],
  ['RX 7600', ['asus-dual', 'gb-gamingoc']],
  ['RX 7800 XT', ['asus-tuf', 'gb-gamingoc']],
];

function graphicsCards(): SeedProduct[] {
  return GPUS.flatMap(([chip, lines]) =>
    lines.map((lineKey) => {
      const [mem, boardPowerWatts, basePrice, radeon] = GPU_CHIPS[chip]!;
      const [brand, line, length, fans, factor] = GPU_LINES[lineKey]!;
      // Big chips get longer coolers than the line's smallest card.
      const lengthMm = boardPowerWatts >= 280 ? Math.max(length, 300) : length;
      const family = radeon ? 'Radeon' : 'GeForce';
      const price = Math.round((basePrice * factor) / 100) * 100;
      const recommendedPsu =
        boardPowerWatts >= 400
          ? 1000
          : boardPowerWatts >= 250
            ? 750
            : boardPowerWatts >= 150
              ? 650
              : 550;
      return make({
        brand,
        model: `${family} ${chip} ${line} ${mem.split(' ')[0]}`,
        category: 'graphics-cards',
        subCategory: radeon ? 'AMD Radeon' : 'NVIDIA GeForce',
        builderCategory: 'graphics-card',
        price,
        description: `${brand} ${family} ${chip} ${line} with ${mem}: a ${fans}-fan, ${lengthMm} mm graphics card drawing about ${boardPowerWatts} W, for smooth ${boardPowerWatts >= 250 ? '1440p and 4K' : '1080p'} gaming${radeon ? '' : ' with DLSS and ray tracing'}.`,
        specs: [
          ['GPU', `${radeon ? 'AMD' : 'NVIDIA'} ${family} ${chip}`],
          ['Memory', mem],
          ['Length', `${lengthMm} mm`],
          ['Board Power', `${boardPowerWatts} W`],
          ['Recommended PSU', `${recommendedPsu} W`],
        ],
        features: [
          `${mem}`,
          `${fans} fans`,
          radeon ? 'AMD FSR support' : 'DLSS 3 and ray tracing',
          'HDMI 2.1 and DisplayPort 1.4a',
        ],
        builderSpecs: {
          lengthMm,
          boardPowerWatts,
          recommendedPsuWatts: recommendedPsu,
          memory: mem,
        },
        warranty: '3 Years',
        weight: `${(0.6 + fans * 0.25).toFixed(1)} kg`,
      });
    }),
  );
}

// brand, model, watts, efficiency, modular, price
const PSUS: [string, string, number, string, boolean, number][] = [
  ['Corsair', 'CX650', 650, '80 Plus Bronze', false, 6500],
  ['Corsair', 'RM750e', 750, '80 Plus Gold', true, 11500],
  ['Corsair', 'RM850x', 850, '80 Plus Gold', true, 15500],
  ['Corsair', 'HX1200i', 1200, '80 Plus Platinum', true, 32000],
  ['Seasonic', 'Focus GX-750', 750, '80 Plus Gold', true, 13000],
  ['Seasonic', 'Focus GX-850', 850, '80 Plus Gold', true, 15000],
  ['Seasonic', 'Prime TX-1000', 1000, '80 Plus Titanium', true, 33500],
  ['Cooler Master', 'MWE 650 Bronze V2', 650, '80 Plus Bronze', false, 5800],
  ['Cooler Master', 'V850 Gold V2', 850, '80 Plus Gold', true, 13800],
  ['be quiet!', 'Pure Power 12 M 750W', 750, '80 Plus Gold', true, 12500],
  ['DeepCool', 'PK650D', 650, '80 Plus Bronze', false, 5200],
  ['DeepCool', 'PQ1000M', 1000, '80 Plus Gold', true, 17500],
  ['Gigabyte', 'UD750GM', 750, '80 Plus Gold', true, 9800],
  ['MSI', 'MAG A650BN', 650, '80 Plus Bronze', false, 5400],
];

function powerSupplies(): SeedProduct[] {
  return PSUS.map(([brand, model, wattage, efficiency, modular, price]) =>
    make({
      brand,
      model,
      name: `${brand} ${model}${model.includes('W') ? '' : ` ${wattage}W`} Power Supply`,
      category: 'desktop-components',
      subCategory: 'Power Supply',
      builderCategory: 'power-supply',
      price,
      description: `${brand} ${model}: a ${wattage} W ${efficiency} ATX power supply${modular ? ' with modular cables' : ''}, steady power with protection against over-voltage, over-current and short circuits.`,
      specs: [
        ['Wattage', `${wattage} W`],
        ['Efficiency', efficiency],
        ['Modular', modular ? 'Fully modular' : 'Non-modular'],
      ],
      features: [
        `${wattage} W continuous`,
        efficiency,
        modular ? 'Modular cables' : 'Fixed cables',
        'OVP, OCP, SCP protection',
      ],
      builderSpecs: { wattage, efficiency, modular },
      warranty: wattage >= 850 ? '10 Years' : '5 Years',
      weight: `${(1.4 + wattage / 1000).toFixed(1)} kg`,
    }),
  );
}

// brand, model, form factors, max GPU mm, max cooler mm, price
const CASES: [string, string, string[], number, number, number][] = [
  ['Lian Li', 'O11 Dynamic EVO', ['ATX', 'Micro-ATX', 'Mini-ITX'], 426, 167, 17500],
  ['Lian Li', 'Lancool 216', ['ATX', 'Micro-ATX', 'Mini-ITX'], 392, 180, 10500],
  ['Lian Li', 'A4-H2O', ['Mini-ITX'], 322, 55, 15500],
  ['NZXT', 'H5 Flow', ['ATX', 'Micro-ATX', 'Mini-ITX'], 365, 165, 9800],
  ['NZXT', 'H9 Flow', ['ATX', 'Micro-ATX', 'Mini-ITX'], 435, 165, 19500],
  ['NZXT', 'H6 Flow', ['ATX', 'Micro-ATX', 'Mini-ITX'], 365, 163, 12500],
  ['Corsair', '4000D Airflow', ['ATX', 'Micro-ATX', 'Mini-ITX'], 360, 170, 10500],
  ['Corsair', '5000D Airflow', ['ATX', 'Micro-ATX', 'Mini-ITX'], 420, 170, 16500],
  ['Cooler Master', 'MasterBox Q300L', ['Micro-ATX', 'Mini-ITX'], 360, 159, 4800],
  ['Cooler Master', 'MasterBox NR200P', ['Mini-ITX'], 330, 155, 9500],
  ['DeepCool', 'CH560', ['ATX', 'Micro-ATX', 'Mini-ITX'], 380, 175, 8500],
  ['DeepCool', 'CC560', ['ATX', 'Micro-ATX', 'Mini-ITX'], 370, 163, 5600],
  ['be quiet!', 'Pure Base 500DX', ['ATX', 'Micro-ATX', 'Mini-ITX'], 369, 190, 11500],
];

function cases(): SeedProduct[] {
  return CASES.map(
    ([brand, model, supportedFormFactors, maxGpuLengthMm, maxCoolerHeightMm, price]) => {
      const size = supportedFormFactors.includes('ATX')
        ? 'mid-tower'
        : supportedFormFactors.includes('Micro-ATX')
          ? 'micro-ATX'
          : 'small form factor';
      return make({
        brand,
        model,
        name: `${brand} ${model} ${size === 'mid-tower' ? 'Mid-Tower' : size === 'micro-ATX' ? 'Micro-ATX' : 'Mini-ITX'} Case`,
        category: 'desktop-components',
        subCategory: 'Casing',
        builderCategory: 'case',
        price,
        description: `${brand} ${model}: a ${size} case for ${supportedFormFactors.join(', ')} boards, with room for graphics cards up to ${maxGpuLengthMm} mm and CPU coolers up to ${maxCoolerHeightMm} mm.`,
        specs: [
          ['Motherboard Support', supportedFormFactors.join(', ')],
          ['Max GPU Length', `${maxGpuLengthMm} mm`],
          ['Max CPU Cooler Height', `${maxCoolerHeightMm} mm`],
        ],
        features: [
          'Tempered glass side panel',
          'Dust filters',
          'Tool-less drive bays',
          'Front USB-C',
        ],
        builderSpecs: { supportedFormFactors, maxGpuLengthMm, maxCoolerHeightMm },
        warranty: '1 Year',
        weight: size === 'mid-tower' ? '8.5 kg' : '5.0 kg',
        shippingType: 'Bulky Item Delivery',
      });
    },
  );
}

// brand, model, inches, resolution, Hz, panel, subcategory, price
const MONITORS: [string, string, number, 'FHD' | 'QHD' | '4K', number, string, string, number][] = [
  ['Dell', 'S2721DGF', 27, 'QHD', 165, 'IPS', 'Gaming Monitor', 42000],
  ['Dell', 'UltraSharp U2723QE', 27, '4K', 60, 'IPS', 'Professional Monitor', 72000],
  ['Dell', 'P2422H', 24, 'FHD', 60, 'IPS', 'Office Monitor', 21500],
  ['ASUS', 'TUF Gaming VG249Q1A', 24, 'FHD', 165, 'IPS', 'Gaming Monitor', 17500],
  ['ASUS', 'ROG Swift PG27AQDM', 27, 'QHD', 240, 'OLED', 'Gaming Monitor', 118000],
  ['ASUS', 'ProArt PA278QV', 27, 'QHD', 75, 'IPS', 'Professional Monitor', 38000],
  ['MSI', 'G274QPF E2', 27, 'QHD', 180, 'IPS', 'Gaming Monitor', 31500],
  ['MSI', 'MAG 274UPF', 27, '4K', 144, 'IPS', 'Gaming Monitor', 58000],
  ['Gigabyte', 'M27Q', 27, 'QHD', 170, 'IPS', 'Gaming Monitor', 33000],
  ['Gigabyte', 'G24F 2', 24, 'FHD', 180, 'IPS', 'Gaming Monitor', 18500],
  ['Samsung', 'Odyssey G5 LS27CG510', 27, 'QHD', 165, 'VA', 'Gaming Monitor', 29500],
  ['Samsung', 'Odyssey G7 LS32BG750', 32, '4K', 144, 'VA', 'Gaming Monitor', 72000],
  ['Samsung', 'LS24C310', 24, 'FHD', 75, 'IPS', 'Office Monitor', 12500],
  ['HP', 'M24f', 24, 'FHD', 75, 'IPS', 'Office Monitor', 15500],
  ['Lenovo', 'Legion Y27q-30', 27, 'QHD', 180, 'IPS', 'Gaming Monitor', 39500],
  ['Acer', 'Nitro XV272U V3', 27, 'QHD', 180, 'IPS', 'Gaming Monitor', 28500],
];
const RESOLUTION = { FHD: '1920 x 1080', QHD: '2560 x 1440', '4K': '3840 x 2160' } as const;

function monitors(): SeedProduct[] {
  return MONITORS.map(([brand, model, inches, res, hz, panel, sub, price]) =>
    make({
      brand,
      model,
      name: `${brand} ${model} ${inches}" ${res} ${hz}Hz Monitor`,
      category: 'monitors',
      subCategory: sub,
      builderCategory: 'monitor',
      price,
      description: `${brand} ${model}: a ${inches}-inch ${res} (${RESOLUTION[res]}) ${panel} monitor at ${hz} Hz${hz >= 144 ? ' for fluid, tear-free gaming' : ' with accurate colours for work and study'}.`,
      specs: [
        ['Screen Size', `${inches} inch`],
        ['Resolution', RESOLUTION[res]],
        ['Refresh Rate', `${hz} Hz`],
        ['Panel', panel],
      ],
      features: [
        `${inches}" ${panel} panel`,
        `${hz} Hz refresh rate`,
        hz >= 144 ? 'Adaptive sync' : 'Flicker-free',
        'HDMI and DisplayPort',
      ],
      builderSpecs: {
        sizeInch: inches,
        resolution: RESOLUTION[res],
        refreshHz: hz,
        powerWatts: inches >= 32 ? 45 : 30,
      },
      warranty: '3 Years',
      weight: `${(inches / 5).toFixed(1)} kg`,
    }),
  );
}

type Simple = [brand: string, model: string, price: number, note: string];

function simple(
  rows: Simple[],
  opts: {
    category: string;
    subCategory: string;
    builderCategory: string | null;
    noun: string;
    features: (row: Simple) => string[];
    specs: (row: Simple) => Spec[];
    builderSpecs?: (row: Simple) => Record<string, unknown>;
    warranty: string;
    weight: string;
    shippingType?: string;
  },
): SeedProduct[] {
  return rows.map((row) => {
    const [brand, model, price, note] = row;
    return make({
      brand,
      model,
      name: `${brand} ${model}${model.toLowerCase().includes(opts.noun.toLowerCase()) ? '' : ` ${opts.noun}`}`,
      category: opts.category,
      subCategory: opts.subCategory,
      builderCategory: opts.builderCategory,
      price,
      description: `${brand} ${model}: ${note}`,
      specs: opts.specs(row),
      features: opts.features(row),
      ...(opts.builderSpecs ? { builderSpecs: opts.builderSpecs(row) } : {}),
      warranty: opts.warranty,
      weight: opts.weight,
      ...(opts.shippingType ? { shippingType: opts.shippingType } : {}),
    });
  });
}

const wireless = (row: Simple): boolean =>
  /wireless|lightspeed|bluetooth|superlight|bt\b|mx /i.test(`${row[1]} ${row[3]}`);

function peripherals(): SeedProduct[] {
  const keyboards: Simple[] = [
    [
      'Logitech',
      'G Pro X TKL Lightspeed',
      21500,
      'a wireless tenkeyless mechanical gaming keyboard built for esports, with swappable GX switches.',
    ],
    [
      'Logitech',
      'G213 Prodigy',
      4800,
      'a spill-resistant membrane gaming keyboard with per-zone RGB and dedicated media keys.',
    ],
    [
      'Logitech',
      'MX Keys S',
      13500,
      'a wireless, backlit low-profile keyboard for work across three paired devices.',
    ],
    ['Logitech', 'K120', 900, 'a quiet, spill-resistant wired office keyboard that just works.'],
    [
      'Razer',
      'BlackWidow V4 X',
      14500,
      'a full-size mechanical gaming keyboard with Razer Green switches and macro keys.',
    ],
    ['Razer', 'Huntsman Mini', 11500, 'a 60% optical gaming keyboard, compact and very fast.'],
    [
      'HyperX',
      'Alloy Origins Core',
      8500,
      'a tenkeyless mechanical keyboard with HyperX Red switches and an aluminium body.',
    ],
    [
      'Corsair',
      'K70 RGB Pro',
      17500,
      'a full-size mechanical gaming keyboard with Cherry MX switches and 8000 Hz polling.',
    ],
    [
      'Corsair',
      'K55 RGB Pro',
      5500,
      'a quiet membrane gaming keyboard with six macro keys and dust resistance.',
    ],
    [
      'ASUS',
      'ROG Strix Scope II 96 Wireless',
      15500,
      'a 96% wireless mechanical keyboard with hot-swappable switches.',
    ],
  ];
  const mice: Simple[] = [
    [
      'Logitech',
      'G502 Hero',
      5200,
      'a wired gaming mouse with the HERO 25K sensor, 11 buttons and tunable weights.',
    ],
    [
      'Logitech',
      'G Pro X Superlight 2',
      17500,
      'a 60 g wireless esports mouse with the HERO 2 sensor.',
    ],
    [
      'Logitech',
      'MX Master 3S',
      11500,
      'a wireless productivity mouse with quiet clicks and an 8K DPI sensor.',
    ],
    [
      'Logitech',
      'G102 Lightsync',
      1850,
      'a light wired gaming mouse with RGB lighting and a 8,000 DPI sensor.',
    ],
    ['Razer', 'DeathAdder V3', 8500, 'an ergonomic wired esports mouse weighing just 59 g.'],
    [
      'Razer',
      'Viper V3 Pro',
      19500,
      'a wireless symmetrical esports mouse with the Focus Pro 35K sensor.',
    ],
    [
      'Razer',
      'Basilisk V3',
      7200,
      'a wired gaming mouse with a tilting HyperScroll wheel and 11 programmable buttons.',
    ],
    [
      'HyperX',
      'Pulsefire Haste 2',
      5500,
      'an ultra-light 53 g wired gaming mouse with a honeycomb-free shell.',
    ],
    [
      'Corsair',
      'M65 RGB Ultra',
      8800,
      'an FPS gaming mouse with an aluminium frame and a sniper button.',
    ],
  ];
  const speakers: Simple[] = [
    [
      'Edifier',
      'R1280DB',
      11500,
      'active bookshelf speakers with Bluetooth, optical and coaxial inputs.',
    ],
    [
      'Edifier',
      'R1700BT',
      16500,
      'powered bookshelf speakers with Bluetooth and a bass-reflex design.',
    ],
    ['Edifier', 'MR4', 10500, 'studio monitor speakers with a flat, accurate sound for creators.'],
    ['Edifier', 'M60', 18500, 'compact Hi-Res desktop speakers with Bluetooth 5.3 and USB-C.'],
    ['JBL', 'Flip 6', 13500, 'a waterproof portable Bluetooth speaker with bold JBL Pro Sound.'],
    [
      'JBL',
      'Charge 5',
      19500,
      'a portable Bluetooth speaker with 20 hours of play and a built-in power bank.',
    ],
    ['JBL', 'Go 3', 4500, 'a tiny waterproof Bluetooth speaker for bags and bikes.'],
    ['Sony', 'SRS-XB100', 5800, 'a compact, durable Bluetooth speaker with Extra Bass.'],
    [
      'Sony',
      'ULT Field 1',
      11500,
      'a rugged portable speaker with deep ULT bass and 12 hours of battery.',
    ],
    ['Logitech', 'Z313', 4200, 'a 2.1 desktop speaker system with a subwoofer for rich PC sound.'],
    ['Logitech', 'Z407', 9500, 'a Bluetooth 2.1 speaker system with a wireless control dial.'],
  ];
  const headphones: Simple[] = [
    [
      'Sony',
      'WH-1000XM5',
      42000,
      'wireless noise-cancelling headphones with 30 hours of battery and crystal-clear calls.',
    ],
    ['Sony', 'WH-CH520', 5500, 'light wireless on-ear headphones with 50 hours of battery.'],
    [
      'HyperX',
      'Cloud II',
      8500,
      'a wired gaming headset with virtual 7.1 surround and memory-foam ear cushions.',
    ],
    [
      'HyperX',
      'Cloud III Wireless',
      15500,
      'a wireless gaming headset with 120 hours of battery and DTS spatial audio.',
    ],
    ['Razer', 'BlackShark V2 X', 4500, 'a light wired esports headset with 50 mm drivers.'],
    [
      'Razer',
      'BlackShark V2 Pro',
      17500,
      'a wireless esports headset with a detachable HyperClear microphone.',
    ],
    [
      'Logitech',
      'G Pro X 2 Lightspeed',
      26500,
      'a wireless pro gaming headset with graphene drivers.',
    ],
    [
      'Logitech',
      'G435',
      7500,
      'an ultra-light wireless gaming headset with Lightspeed and Bluetooth.',
    ],
    [
      'JBL',
      'Tune 520BT',
      5200,
      'wireless on-ear headphones with JBL Pure Bass and 57 hours of play.',
    ],
    ['JBL', 'Quantum 100 M2', 3200, 'a wired gaming headset with a detachable boom microphone.'],
    [
      'Corsair',
      'HS80 RGB Wireless',
      15500,
      'a wireless gaming headset with Dolby Atmos and a broadcast-grade microphone.',
    ],
  ];
  const webcams: Simple[] = [
    [
      'Logitech',
      'C270 HD',
      2600,
      'a 720p webcam for clear video calls with a built-in noise-reducing microphone.',
    ],
    ['Logitech', 'C920 Pro HD', 7800, 'a 1080p webcam with autofocus and stereo microphones.'],
    ['Logitech', 'Brio 4K', 22500, 'a 4K Ultra HD webcam with HDR and Windows Hello face login.'],
    ['Razer', 'Kiyo', 9500, 'a 1080p streaming webcam with a built-in adjustable ring light.'],
    [
      'Logitech',
      'StreamCam',
      13500,
      'a 1080p 60 fps USB-C webcam made for streamers and creators.',
    ],
  ];
  const io = (row: Simple): Spec[] => [['Connection', wireless(row) ? 'Wireless' : 'Wired USB']];
  return [
    ...simple(keyboards, {
      category: 'peripherals',
      subCategory: 'Keyboard',
      builderCategory: 'keyboard',
      noun: 'Keyboard',
      specs: (row) => [
        ...io(row),
        [
          'Switches',
          /membrane|K120|G213|K55/i.test(`${row[1]} ${row[3]}`) ? 'Membrane' : 'Mechanical',
        ],
      ],
      features: (row) => [
        wireless(row) ? 'Wireless' : 'Wired',
        'Full N-key rollover',
        'Durable keycaps',
      ],
      builderSpecs: (row) => ({ connection: wireless(row) ? 'wireless' : 'wired', powerWatts: 2 }),
      warranty: '2 Years',
      weight: '0.9 kg',
    }),
    ...simple(mice, {
      category: 'peripherals',
      subCategory: 'Mouse',
      builderCategory: 'mouse',
      noun: 'Mouse',
      specs: (row) => [...io(row), ['Sensor', 'Optical']],
      features: (row) => [
        wireless(row) ? 'Wireless' : 'Wired',
        'Precise optical sensor',
        'Programmable buttons',
      ],
      builderSpecs: (row) => ({ connection: wireless(row) ? 'wireless' : 'wired', powerWatts: 1 }),
      warranty: '2 Years',
      weight: '0.1 kg',
    }),
    ...simple(speakers, {
      category: 'peripherals',
      subCategory: 'Speaker',
      builderCategory: 'speaker',
      noun: 'Speaker',
      specs: (row) => [
        [
          'Connection',
          /bluetooth|flip|charge|go 3|srs|ult/i.test(`${row[1]} ${row[3]}`) ? 'Bluetooth' : 'Wired',
        ],
      ],
      features: () => ['Rich, clear sound', 'Easy setup'],
      builderSpecs: () => ({ powerWatts: 10 }),
      warranty: '1 Year',
      weight: '2.0 kg',
    }),
    ...simple(headphones, {
      category: 'peripherals',
      subCategory: 'Headphone',
      builderCategory: 'headphone',
      noun: 'Headphone',
      specs: (row) => [
        ...io(row),
        ['Type', /headset/i.test(row[3]) ? 'Headset with microphone' : 'Over/on-ear headphones'],
      ],
      features: (row) => [
        wireless(row) ? 'Wireless' : 'Wired',
        'Comfortable ear cushions',
        'Clear microphone',
      ],
      builderSpecs: () => ({ powerWatts: 1 }),
      warranty: '1 Year',
      weight: '0.3 kg',
    }),
    ...simple(webcams, {
      category: 'peripherals',
      subCategory: 'Webcam',
      builderCategory: null,
      noun: 'Webcam',
      specs: (row) => [
        ['Resolution', /4K/.test(row[1]) ? '4K' : /720p/.test(row[3]) ? '720p' : '1080p'],
      ],
      features: () => ['Plug and play USB', 'Built-in microphone', 'Privacy shutter'],
      warranty: '1 Year',
      weight: '0.2 kg',
    }),
  ];
}

function networking(): SeedProduct[] {
  const adapters: Simple[] = [
    [
      'TP-Link',
      'Archer T2U Plus',
      1450,
      'an AC600 dual-band USB Wi-Fi adapter with a high-gain antenna.',
    ],
    [
      'TP-Link',
      'Archer T3U Plus',
      1950,
      'an AC1300 dual-band USB 3.0 Wi-Fi adapter with a high-gain antenna.',
    ],
    ['TP-Link', 'Archer TX3000E', 4500, 'a Wi-Fi 6 AX3000 PCIe adapter with Bluetooth 5.2.'],
    [
      'TP-Link',
      'Archer TX55E',
      5200,
      'a Wi-Fi 6 AX3000 PCIe adapter with a magnetic antenna base.',
    ],
    ['ASUS', 'PCE-AX58BT', 6500, 'a Wi-Fi 6 PCIe adapter with Bluetooth 5.0 and heat sink.'],
    ['ASUS', 'USB-AX56', 6900, 'a dual-band Wi-Fi 6 USB adapter with a cradle.'],
    ['Netgear', 'Nighthawk A8000', 9500, 'a tri-band Wi-Fi 6E USB 3.0 adapter.'],
    [
      'Gigabyte',
      'GC-WBAX210',
      3900,
      'a Wi-Fi 6E PCIe card with Bluetooth 5.2 built on Intel AX210.',
    ],
  ];
  const routers: Simple[] = [
    [
      'TP-Link',
      'Archer C6',
      3200,
      'an AC1200 dual-band gigabit router with MU-MIMO for busy homes.',
    ],
    ['TP-Link', 'Archer AX23', 5200, 'an AX1800 dual-band Wi-Fi 6 router.'],
    ['TP-Link', 'Archer AX55', 7800, 'an AX3000 dual-band gigabit Wi-Fi 6 router.'],
    [
      'TP-Link',
      'Archer AX73',
      11500,
      'an AX5400 dual-band gigabit Wi-Fi 6 router with six antennas.',
    ],
    [
      'Netgear',
      'Nighthawk RAX50',
      18500,
      'an AX5400 Wi-Fi 6 router for fast streaming and gaming.',
    ],
    ['Netgear', 'R6700AX', 9500, 'an AX1800 dual-band Wi-Fi 6 router.'],
    ['ASUS', 'RT-AX58U', 15500, 'an AX3000 dual-band Wi-Fi 6 router with AiMesh and AiProtection.'],
    [
      'ASUS',
      'TUF Gaming AX5400',
      17500,
      'a dual-band Wi-Fi 6 gaming router with a dedicated gaming port.',
    ],
    [
      'Ubiquiti',
      'UniFi Dream Machine',
      48000,
      'an all-in-one UniFi gateway, Wi-Fi access point and switch.',
    ],
  ];
  const mesh: Simple[] = [
    [
      'TP-Link',
      'Deco M4 (3-Pack)',
      12500,
      'a whole-home AC1200 mesh Wi-Fi system covering up to 5,500 sq ft.',
    ],
    [
      'TP-Link',
      'Deco X20 (2-Pack)',
      16500,
      'an AX1800 Wi-Fi 6 mesh system for seamless whole-home coverage.',
    ],
    ['Netgear', 'Orbi RBK352', 28500, 'a dual-band Wi-Fi 6 mesh system with router and satellite.'],
  ];
  const switches: Simple[] = [
    ['TP-Link', 'TL-SG108', 2400, 'an 8-port gigabit desktop switch in a steel case.'],
    ['TP-Link', 'TL-SF1008D', 950, 'an 8-port 10/100 Mbps desktop switch.'],
    ['Netgear', 'GS308', 2900, 'an 8-port gigabit unmanaged switch, silent and fanless.'],
    [
      'Ubiquiti',
      'UniFi Switch Lite 8 PoE',
      15500,
      'an 8-port managed gigabit switch with four PoE+ ports.',
    ],
    [
      'Ubiquiti',
      'USW-Lite-16-PoE',
      29500,
      'a 16-port managed gigabit switch with eight PoE+ ports.',
    ],
  ];
  const aps: Simple[] = [
    ['Ubiquiti', 'UniFi U6 Lite', 15500, 'a compact ceiling-mount Wi-Fi 6 access point.'],
    ['Ubiquiti', 'UniFi U6+', 19500, 'a dual-band Wi-Fi 6 access point for offices and homes.'],
    ['Ubiquiti', 'UniFi U6 Pro', 26500, 'a high-capacity Wi-Fi 6 access point for 300+ clients.'],
    ['TP-Link', 'EAP225', 7200, 'an AC1350 ceiling-mount access point managed by Omada.'],
  ];
  const common = { category: 'networking', warranty: '2 Years', weight: '0.5 kg' };
  return [
    ...simple(adapters, {
      ...common,
      subCategory: 'Wi-Fi Adapter',
      builderCategory: 'wifi-adapter',
      noun: 'Wi-Fi Adapter',
      weight: '0.05 kg',
      specs: (row) => [['Interface', /PCE|TX|GC-/.test(row[1]) ? 'PCIe' : 'USB']],
      features: () => ['Dual-band Wi-Fi', 'WPA3 security', 'Easy driver install'],
      builderSpecs: (row) => ({
        interface: /PCE|TX|GC-/.test(row[1]) ? 'pcie' : 'usb',
        powerWatts: 3,
      }),
    }),
    ...simple(routers, {
      ...common,
      subCategory: 'Router',
      builderCategory: null,
      noun: 'Router',
      specs: (row) => [
        ['Wi-Fi Standard', /AX|Wi-Fi 6|RAX|U6/.test(`${row[1]} ${row[3]}`) ? 'Wi-Fi 6' : 'Wi-Fi 5'],
      ],
      features: () => ['Dual-band', 'Gigabit ports', 'Parental controls'],
    }),
    ...simple(mesh, {
      ...common,
      subCategory: 'Mesh Wi-Fi',
      builderCategory: null,
      noun: 'Mesh Wi-Fi System',
      specs: () => [['Type', 'Mesh Wi-Fi system']],
      features: () => ['Whole-home coverage', 'One network name', 'App setup'],
    }),
    ...simple(switches, {
      ...common,
      subCategory: 'Network Switch',
      builderCategory: null,
      noun: 'Switch',
      specs: (row) => [['Ports', /16/.test(row[1]) ? '16' : '8']],
      features: () => ['Plug and play', 'Fanless', 'Energy efficient'],
    }),
    ...simple(aps, {
      ...common,
      subCategory: 'Access Point',
      builderCategory: null,
      noun: 'Access Point',
      specs: () => [['Mount', 'Ceiling / wall']],
      features: () => ['PoE powered', 'Seamless roaming', 'Central management'],
    }),
  ];
}

function softwareAndPower(): SeedProduct[] {
  const antivirus: Simple[] = [
    [
      'Kaspersky',
      'Standard 1 Device 1 Year',
      850,
      'real-time antivirus, anti-phishing and performance tools for one PC.',
    ],
    [
      'Kaspersky',
      'Plus 3 Devices 1 Year',
      2300,
      'antivirus, firewall, unlimited VPN and password manager for three devices.',
    ],
    [
      'Kaspersky',
      'Premium 5 Devices 1 Year',
      3900,
      'complete protection with identity protection and premium support for five devices.',
    ],
    [
      'Bitdefender',
      'Antivirus Plus 1 Device 1 Year',
      900,
      'award-winning antivirus with ransomware remediation for one PC.',
    ],
    [
      'Bitdefender',
      'Internet Security 3 Devices 1 Year',
      2200,
      'antivirus, firewall and parental controls for three PCs.',
    ],
    [
      'Bitdefender',
      'Total Security 5 Devices 1 Year',
      3500,
      'multi-platform protection for Windows, macOS, Android and iOS.',
    ],
    [
      'ESET',
      'NOD32 Antivirus 1 User 1 Year',
      950,
      'a light, fast antivirus that stays out of the way of games.',
    ],
    [
      'Norton',
      '360 Deluxe 5 Devices 1 Year',
      3200,
      'antivirus, secure VPN, password manager and 50 GB cloud backup.',
    ],
  ];
  // brand, model, price, note; VA in the model name.
  const ups: Simple[] = [
    [
      'APC',
      'Back-UPS BX650LI-MS 650VA',
      7800,
      'a line-interactive UPS that keeps a PC and router running through short outages.',
    ],
    ['APC', 'Back-UPS BV650I-MS 650VA', 6200, 'a compact UPS with AVR for a home PC.'],
    [
      'APC',
      'Back-UPS BX1100LI-MS 1100VA',
      12800,
      'a line-interactive UPS with AVR and USB for gaming PCs.',
    ],
    [
      'APC',
      'Back-UPS BX1600MI-MS 1600VA',
      22500,
      'a high-capacity UPS for powerful desktops and workstations.',
    ],
    [
      'APC',
      'Smart-UPS SMC1000I 1000VA',
      48000,
      'a pure sine wave Smart-UPS for servers and networks.',
    ],
    ['Eaton', '5E 850i USB 850VA', 9500, 'a reliable line-interactive UPS with USB monitoring.'],
    ['CyberPower', 'VP1000ELCD 1000VA', 11800, 'a UPS with an LCD status panel and AVR.'],
  ];
  return [
    ...simple(antivirus, {
      category: 'software',
      subCategory: 'Anti-Virus',
      builderCategory: 'anti-virus',
      noun: 'Antivirus',
      specs: (row) => [
        ['Devices', /(\d+) (?:Device|User)/.exec(row[1])?.[1] ?? '1'],
        ['Validity', '1 Year'],
        ['Delivery', 'License key by e-mail'],
      ],
      features: () => ['Real-time protection', 'Web and phishing protection', 'Automatic updates'],
      builderSpecs: (row) => ({
        devices: Number(/(\d+) (?:Device|User)/.exec(row[1])?.[1] ?? 1),
        years: 1,
      }),
      warranty: '1 Year license',
      weight: '0 kg',
      shippingType: 'Digital Delivery',
    }),
    ...simple(ups, {
      category: 'power-backup',
      subCategory: 'UPS',
      builderCategory: 'ups',
      noun: 'UPS',
      specs: (row) => [
        ['Capacity', `${/(\d+)VA/.exec(row[1])?.[1]} VA`],
        [
          'Topology',
          /Smart/.test(row[1]) ? 'Line-interactive, pure sine wave' : 'Line-interactive',
        ],
      ],
      features: () => [
        'Automatic voltage regulation',
        'Battery backup outlets',
        'Surge protection',
      ],
      builderSpecs: (row) => {
        const capacityVa = Number(/(\d+)VA/.exec(row[1])?.[1]);
        return { capacityVa, capacityWatts: Math.round(capacityVa * 0.6) };
      },
      warranty: '2 Years',
      weight: '7.5 kg',
      shippingType: 'Bulky Item Delivery',
    }),
  ];
}

// brand, model, sub, cpu, ram, storage, gpu, display, price
const LAPTOPS: [string, string, string, string, string, string, string, string, number][] = [
  [
    'Dell',
    'Inspiron 15 3530',
    'Business Laptop',
    'Intel Core i5-1335U',
    '8GB',
    '512GB SSD',
    'Intel Iris Xe',
    '15.6" FHD',
    72500,
  ],
  [
    'Dell',
    'Vostro 3520',
    'Business Laptop',
    'Intel Core i3-1215U',
    '8GB',
    '512GB SSD',
    'Intel UHD',
    '15.6" FHD',
    52000,
  ],
  [
    'Dell',
    'XPS 13 9340',
    'Ultrabook',
    'Intel Core Ultra 7 155H',
    '16GB',
    '512GB SSD',
    'Intel Arc',
    '13.4" FHD+',
    215000,
  ],
  [
    'Dell',
    'G15 5530',
    'Gaming Laptop',
    'Intel Core i7-13650HX',
    '16GB',
    '1TB SSD',
    'RTX 4060 8GB',
    '15.6" FHD 165Hz',
    168000,
  ],
  [
    'Dell',
    'Latitude 5440',
    'Business Laptop',
    'Intel Core i5-1345U',
    '16GB',
    '512GB SSD',
    'Intel Iris Xe',
    '14" FHD',
    118000,
  ],
  [
    'HP',
    '15-fd0000 Laptop',
    'Business Laptop',
    'Intel Core i5-1335U',
    '8GB',
    '512GB SSD',
    'Intel Iris Xe',
    '15.6" FHD',
    68500,
  ],
  [
    'HP',
    'Pavilion Plus 14',
    'Ultrabook',
    'Intel Core Ultra 5 125H',
    '16GB',
    '512GB SSD',
    'Intel Arc',
    '14" 2.8K OLED',
    112000,
  ],
  [
    'HP',
    'Victus 15',
    'Gaming Laptop',
    'AMD Ryzen 5 7535HS',
    '8GB',
    '512GB SSD',
    'RTX 2050 4GB',
    '15.6" FHD 144Hz',
    88000,
  ],
  [
    'HP',
    'Omen 16',
    'Gaming Laptop',
    'Intel Core i7-14700HX',
    '16GB',
    '1TB SSD',
    'RTX 4070 8GB',
    '16.1" QHD 240Hz',
    215000,
  ],
  [
    'HP',
    'EliteBook 840 G10',
    'Business Laptop',
    'Intel Core i7-1355U',
    '16GB',
    '512GB SSD',
    'Intel Iris Xe',
    '14" WUXGA',
    165000,
  ],
  [
    'Lenovo',
    'IdeaPad Slim 3 15IRH8',
    'Business Laptop',
    'Intel Core i5-13420H',
    '8GB',
    '512GB SSD',
    'Intel UHD',
    '15.6" FHD',
    69500,
  ],
  [
    'Lenovo',
    'ThinkPad E14 Gen 5',
    'Business Laptop',
    'Intel Core i5-1335U',
    '16GB',
    '512GB SSD',
    'Intel Iris Xe',
    '14" WUXGA',
    98000,
  ],
  [
    'Lenovo',
    'LOQ 15IRX9',
    'Gaming Laptop',
    'Intel Core i7-13650HX',
    '16GB',
    '512GB SSD',
    'RTX 4060 8GB',
    '15.6" FHD 144Hz',
    149000,
  ],
  [
    'Lenovo',
    'Legion Pro 5 16IRX9',
    'Gaming Laptop',
    'Intel Core i9-14900HX',
    '32GB',
    '1TB SSD',
    'RTX 4070 8GB',
    '16" WQXGA 240Hz',
    245000,
  ],
  [
    'Lenovo',
    'Yoga Slim 7i',
    'Ultrabook',
    'Intel Core Ultra 7 155H',
    '16GB',
    '1TB SSD',
    'Intel Arc',
    '14" 2.8K OLED',
    145000,
  ],
  [
    'Acer',
    'Aspire 5 A515-58M',
    'Business Laptop',
    'Intel Core i5-1335U',
    '8GB',
    '512GB SSD',
    'Intel Iris Xe',
    '15.6" FHD',
    64500,
  ],
  [
    'Acer',
    'Nitro V 15',
    'Gaming Laptop',
    'Intel Core i5-13420H',
    '16GB',
    '512GB SSD',
    'RTX 4050 6GB',
    '15.6" FHD 144Hz',
    105000,
  ],
  [
    'Acer',
    'Predator Helios Neo 16',
    'Gaming Laptop',
    'Intel Core i7-14700HX',
    '16GB',
    '1TB SSD',
    'RTX 4060 8GB',
    '16" WQXGA 240Hz',
    185000,
  ],
  [
    'Acer',
    'Swift Go 14',
    'Ultrabook',
    'Intel Core Ultra 5 125H',
    '16GB',
    '512GB SSD',
    'Intel Arc',
    '14" 2.8K OLED',
    98500,
  ],
  [
    'ASUS',
    'Vivobook 15 X1504VA',
    'Business Laptop',
    'Intel Core i3-1315U',
    '8GB',
    '512GB SSD',
    'Intel UHD',
    '15.6" FHD',
    54500,
  ],
  [
    'ASUS',
    'TUF Gaming A15 FA507NV',
    'Gaming Laptop',
    'AMD Ryzen 7 7735HS',
    '16GB',
    '512GB SSD',
    'RTX 4060 8GB',
    '15.6" FHD 144Hz',
    142000,
  ],
  [
    'ASUS',
    'ROG Strix G16 G614JV',
    'Gaming Laptop',
    'Intel Core i7-13650HX',
    '16GB',
    '1TB SSD',
    'RTX 4060 8GB',
    '16" FHD+ 165Hz',
    175000,
  ],
  [
    'ASUS',
    'Zenbook 14 OLED UX3405MA',
    'Ultrabook',
    'Intel Core Ultra 7 155H',
    '16GB',
    '1TB SSD',
    'Intel Arc',
    '14" 3K OLED',
    138000,
  ],
  [
    'MSI',
    'Thin GF63 12UC',
    'Gaming Laptop',
    'Intel Core i5-12450H',
    '8GB',
    '512GB SSD',
    'RTX 3050 4GB',
    '15.6" FHD 144Hz',
    89500,
  ],
  [
    'MSI',
    'Katana 15 B13VFK',
    'Gaming Laptop',
    'Intel Core i7-13620H',
    '16GB',
    '1TB SSD',
    'RTX 4060 8GB',
    '15.6" FHD 144Hz',
    155000,
  ],
  [
    'MSI',
    'Modern 14 C12M',
    'Business Laptop',
    'Intel Core i5-1235U',
    '8GB',
    '512GB SSD',
    'Intel Iris Xe',
    '14" FHD',
    58000,
  ],
  [
    'Apple',
    'MacBook Air 13 M3 8GB 256GB',
    'MacBook',
    'Apple M3 (8-core CPU)',
    '8GB',
    '256GB SSD',
    '8-core GPU',
    '13.6" Liquid Retina',
    139000,
  ],
  [
    'Apple',
    'MacBook Air 15 M3 16GB 512GB',
    'MacBook',
    'Apple M3 (8-core CPU)',
    '16GB',
    '512GB SSD',
    '10-core GPU',
    '15.3" Liquid Retina',
    199000,
  ],
  [
    'Apple',
    'MacBook Pro 14 M3 Pro 18GB 512GB',
    'MacBook',
    'Apple M3 Pro (11-core CPU)',
    '18GB',
    '512GB SSD',
    '14-core GPU',
    '14.2" Liquid Retina XDR',
    285000,
  ],
  [
    'Apple',
    'MacBook Air 13 M2 8GB 256GB',
    'MacBook',
    'Apple M2 (8-core CPU)',
    '8GB',
    '256GB SSD',
    '8-core GPU',
    '13.6" Liquid Retina',
    115000,
  ],
  [
    'Lenovo',
    'ThinkBook 15 G4 IAP',
    'Business Laptop',
    'Intel Core i5-1235U',
    '8GB',
    '512GB SSD',
    'Intel Iris Xe',
    '15.6" FHD',
    74000,
  ],
];

function laptops(): SeedProduct[] {
  return LAPTOPS.map(([brand, model, sub, cpu, ram, disk, gpu, display, price]) =>
    make({
      brand,
      model,
      name:
        brand === 'Apple' || model.includes('Laptop')
          ? `${brand} ${model}`
          : `${brand} ${model} Laptop`,
      category: 'laptops',
      subCategory: sub,
      builderCategory: null,
      price,
      description: `${brand} ${model} with ${cpu}, ${ram} RAM, ${disk} and ${gpu} graphics on a ${display} display${sub === 'Gaming Laptop' ? ', built for high frame-rate gaming' : sub === 'Ultrabook' ? ', thin and light for all-day work' : ''}.`,
      specs: [
        ['Processor', cpu],
        ['Memory', ram],
        ['Storage', disk],
        ['Graphics', gpu],
        ['Display', display],
      ],
      features: [cpu, `${ram} RAM`, disk, display],
      warranty: brand === 'Apple' ? '1 Year' : '2 Years',
      weight:
        sub === 'Gaming Laptop'
          ? '2.4 kg'
          : sub === 'Ultrabook' || sub === 'MacBook'
            ? '1.3 kg'
            : '1.7 kg',
    }),
  );
}

function gaming(): SeedProduct[] {
  const rows: [string, Simple[], string][] = [
    [
      'Console',
      [
        [
          'Sony',
          'PlayStation 5 Slim Disc Edition',
          72000,
          'the PS5 Slim with an Ultra HD Blu-ray drive, 1TB SSD and a DualSense controller.',
        ],
        [
          'Sony',
          'PlayStation 5 Slim Digital Edition',
          64000,
          'the all-digital PS5 Slim with a 1TB SSD.',
        ],
        [
          'Microsoft',
          'Xbox Series S 512GB',
          45000,
          'the compact all-digital Xbox with 1440p gaming at up to 120 fps.',
        ],
        ['Nintendo', 'Switch OLED', 42000, 'the hybrid console with a vivid 7-inch OLED screen.'],
      ],
      'Console',
    ],
    [
      'Controller',
      [
        [
          'Sony',
          'DualSense Wireless Controller',
          8500,
          'the PS5 controller with haptic feedback and adaptive triggers.',
        ],
        [
          'Sony',
          'DualSense Edge',
          25500,
          'the pro PS5 controller with swappable sticks and back buttons.',
        ],
        [
          'Microsoft',
          'Xbox Wireless Controller',
          6800,
          'works with Xbox, Windows PCs and phones over Bluetooth.',
        ],
        [
          'Razer',
          'Wolverine V2 Chroma',
          18500,
          'a wired pro controller for Xbox and PC with mecha-tactile buttons.',
        ],
        ['Logitech', 'F310 Gamepad', 2600, 'a wired USB gamepad for PC games.'],
      ],
      'Controller',
    ],
    [
      'Gaming Chair',
      [
        [
          'Cooler Master',
          'Caliber R3',
          21500,
          'an ergonomic gaming chair with 4D armrests and a 180° recline.',
        ],
        [
          'Corsair',
          'TC100 Relaxed',
          26500,
          'a roomy gaming chair with breathable fabric and lumbar support.',
        ],
        ['Razer', 'Iskur V2', 62000, 'a gaming chair with adaptive lumbar support.'],
        [
          'ASUS',
          'ROG Chariot X Core',
          45000,
          'a gaming chair with a steel frame and a 4D armrest.',
        ],
      ],
      'Gaming Chair',
    ],
    [
      'Racing Wheel',
      [
        [
          'Logitech',
          'G29 Driving Force',
          36500,
          'a force-feedback racing wheel with pedals for PS5, PS4 and PC.',
        ],
        [
          'Logitech',
          'G923 TrueForce',
          48000,
          'a racing wheel with TrueForce feedback and responsive pedals.',
        ],
      ],
      'Racing Wheel',
    ],
    [
      'Mouse Pad',
      [
        [
          'Razer',
          'Gigantus V2 Large',
          1800,
          'a soft cloth gaming mouse mat with a non-slip rubber base.',
        ],
        ['Logitech', 'G240', 1200, 'a cloth mouse pad tuned for low DPI gaming.'],
        ['Corsair', 'MM300 Pro Extended', 2800, 'a spill-proof extended cloth mouse pad.'],
        [
          'HyperX',
          'Pulsefire Mat XL',
          2900,
          'an extra-large cloth gaming mouse pad with stitched edges.',
        ],
      ],
      'Mouse Pad',
    ],
  ];
  return rows.flatMap(([sub, list, noun]) =>
    simple(list, {
      category: 'gaming',
      subCategory: sub,
      builderCategory: null,
      noun,
      specs: () => [['Type', sub]],
      features: () => ['Built for gaming', 'Official warranty'],
      warranty: sub === 'Console' ? '1 Year' : sub === 'Mouse Pad' ? '6 Months' : '1 Year',
      weight:
        sub === 'Gaming Chair'
          ? '22 kg'
          : sub === 'Console'
            ? '3.2 kg'
            : sub === 'Racing Wheel'
              ? '5.5 kg'
              : '0.3 kg',
      ...(sub === 'Gaming Chair' ? { shippingType: 'Bulky Item Delivery' } : {}),
    }),
  );
}

/** The whole seed catalog, in a stable order. Slugs are unique. */
export function buildSeedProducts(): SeedProduct[] {
  const all = [
    ...processors(),
    ...coolers(),
    ...motherboards(),
    ...memory(),
    ...storage(),
    ...portable(),
    ...graphicsCards(),
    ...powerSupplies(),
    ...cases(),
    ...monitors(),
    ...peripherals(),
    ...networking(),
    ...softwareAndPower(),
    ...laptops(),
    ...gaming(),
  ];
  const seen = new Set<string>();
  for (const product of all) {
    if (seen.has(product.slug)) throw new Error(`Duplicate seed slug: ${product.slug}`);
    seen.add(product.slug);
  }
  return all;
}
