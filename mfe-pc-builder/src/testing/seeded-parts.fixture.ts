import type { BuilderProduct } from '../lib/part-specs';

// Parts shaped exactly like the API's seeded catalog (name, price, builder specs), for
// the tests of the rules, the estimate and the pages.

let sequence = 0;
function part(
  name: string,
  builderCategory: string,
  price: number,
  builderSpecs: Record<string, unknown>,
): BuilderProduct {
  sequence += 1;
  return {
    id: `p${sequence}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    image: `/api/v1/images/products/${sequence}.svg`,
    category: 'desktop-components',
    brand: name.split(' ')[0],
    price,
    stock: true,
    stockQuantity: 10,
    availability: 'In Stock',
    isFeatured: false,
    isNew: false,
    rating: 4.5,
    reviewCount: 10,
    builderCategory,
    builderSpecs,
  };
}

export const ryzen7600 = part('AMD Ryzen 5 7600', 'processor', 23500, {
  socket: 'AM5',
  tdpWatts: 65,
  integratedGraphics: true,
  cores: 6,
  threads: 12,
  memoryTypes: ['DDR5'],
  series: 'Ryzen 7000',
});
export const ryzen5600 = part('AMD Ryzen 5 5600', 'processor', 13500, {
  socket: 'AM4',
  tdpWatts: 65,
  integratedGraphics: false,
  memoryTypes: ['DDR4'],
  series: 'Ryzen 5000',
});
export const i9 = part('Intel Core i9-14900K', 'processor', 66000, {
  socket: 'LGA1700',
  tdpWatts: 125,
  integratedGraphics: true,
  memoryTypes: ['DDR4', 'DDR5'],
  series: 'Core 14th Gen',
});
export const b650 = part('MSI PRO B650M-A WiFi', 'motherboard', 19500, {
  socket: 'AM5',
  formFactor: 'Micro-ATX',
  memoryType: 'DDR5',
  memorySlots: 4,
  maxMemoryGb: 192,
  m2Slots: 2,
  biosUpdateFor: ['Ryzen 9000'],
});
export const b650Atx = part('ASUS ROG Strix B650-A Gaming WiFi', 'motherboard', 29500, {
  socket: 'AM5',
  formFactor: 'ATX',
  memoryType: 'DDR5',
  memorySlots: 4,
  maxMemoryGb: 192,
  m2Slots: 3,
  biosUpdateFor: ['Ryzen 9000'],
});
export const b760d4 = part('MSI PRO B760M-P DDR4', 'motherboard', 11500, {
  socket: 'LGA1700',
  formFactor: 'Micro-ATX',
  memoryType: 'DDR4',
  memorySlots: 2,
  maxMemoryGb: 64,
  m2Slots: 2,
  biosUpdateFor: ['Core 14th Gen'],
});
export const ddr5Kit = part('Corsair Vengeance RGB 32GB (2x16GB) DDR5-6000', 'ram', 13500, {
  memoryType: 'DDR5',
  modules: 2,
  sizeGb: 32,
  speedMts: 6000,
});
export const ddr4Kit = part('Corsair Vengeance LPX 16GB (2x8GB) DDR4-3200', 'ram', 4300, {
  memoryType: 'DDR4',
  modules: 2,
  sizeGb: 16,
  speedMts: 3200,
});
export const fourSticks = part('Test DDR4 128GB (4x32GB) DDR4-3200', 'ram', 30000, {
  memoryType: 'DDR4',
  modules: 4,
  sizeGb: 128,
  speedMts: 3200,
});
export const nvme = part('Samsung 990 PRO 1TB NVMe SSD', 'storage', 14500, {
  interface: 'M.2',
  formFactor: 'M.2 2280',
  capacityGb: 1000,
  powerWatts: 5,
});
export const rtx4060 = part('MSI GeForce RTX 4060 Ventus 2X Black 8GB', 'graphics-card', 36500, {
  lengthMm: 199,
  boardPowerWatts: 115,
  recommendedPsuWatts: 550,
  powerConnectors: { '8-pin': 1 },
});
export const rtx4090 = part(
  'Gigabyte GeForce RTX 4090 Aorus Master 24GB',
  'graphics-card',
  256500,
  {
    lengthMm: 357,
    boardPowerWatts: 450,
    recommendedPsuWatts: 1000,
    powerConnectors: { '12V-2x6': 1 },
  },
);
export const cx650 = part('Corsair CX650 650W Power Supply', 'power-supply', 6500, {
  wattage: 650,
  efficiency: '80 Plus Bronze',
  modular: false,
  formFactor: 'ATX',
  gpuConnectors: { '8-pin': 2 },
});
export const hx1200 = part('Corsair HX1200i 1200W Power Supply', 'power-supply', 32000, {
  wattage: 1200,
  efficiency: '80 Plus Platinum',
  modular: true,
  formFactor: 'ATX',
  gpuConnectors: { '8-pin': 6, '12V-2x6': 1 },
});
export const tinyPsu = part('Test 300W Power Supply', 'power-supply', 2500, { wattage: 300 });
export const h5Flow = part('NZXT H5 Flow Mid-Tower Case', 'case', 9800, {
  supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  maxGpuLengthMm: 365,
  maxCoolerHeightMm: 165,
  psuFormFactors: ['ATX'],
  radiatorMm: [120, 240, 280],
});
export const a4h2o = part('Lian Li A4-H2O Mini-ITX Case', 'case', 15500, {
  supportedFormFactors: ['Mini-ITX'],
  maxGpuLengthMm: 322,
  maxCoolerHeightMm: 55,
  psuFormFactors: ['SFX'],
  radiatorMm: [120, 240],
});
export const ak400 = part('DeepCool AK400', 'cooling', 3300, {
  sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  heightMm: 155,
  coolerType: 'air',
});
export const nhl9a = part('Noctua NH-L9a-AM5', 'cooling', 6200, {
  sockets: ['AM4', 'AM5'],
  heightMm: 37,
  coolerType: 'air',
});
export const kraken = part('NZXT Kraken 240', 'cooling', 14500, {
  sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  heightMm: 55,
  coolerType: 'liquid',
  radiatorMm: 240,
});
export const monitor = part('Dell S2721DGF 27" QHD 165Hz Monitor', 'monitor', 42000, {
  sizeInch: 27,
  refreshHz: 165,
  powerWatts: 30,
});
export const keyboard = part('Logitech G213 Prodigy Keyboard', 'keyboard', 5200, {
  connection: 'wired',
  powerWatts: 2,
});
export const smallUps = part('APC Back-UPS 650VA UPS', 'ups', 6500, {
  capacityVa: 650,
  capacityWatts: 390,
});
export const bigUps = part('CyberPower VP1000ELCD 1000VA UPS', 'ups', 11800, {
  capacityVa: 1000,
  capacityWatts: 600,
});
