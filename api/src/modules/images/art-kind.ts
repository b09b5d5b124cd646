import type { CategorySlug } from '@shop/shared/src/contracts/categories';
import type { ArtKind } from './svg-artwork';

// Which drawing a product, subcategory or category gets.

const BY_BUILDER: Record<string, ArtKind> = {
  processor: 'cpu',
  cooling: 'cooler',
  motherboard: 'motherboard',
  ram: 'ram',
  'graphics-card': 'gpu',
  'power-supply': 'psu',
  case: 'case',
  monitor: 'monitor',
  keyboard: 'keyboard',
  mouse: 'mouse',
  speaker: 'speaker',
  headphone: 'headphone',
  'wifi-adapter': 'wifi-usb',
  'anti-virus': 'antivirus',
  ups: 'ups',
};

const BY_SUBCATEGORY: Record<string, ArtKind> = {
  processor: 'cpu',
  'cpu cooler': 'cooler',
  motherboard: 'motherboard',
  ram: 'ram',
  'power supply': 'psu',
  casing: 'case',
  'gaming laptop': 'laptop',
  ultrabook: 'laptop',
  'business laptop': 'laptop',
  macbook: 'laptop',
  'gaming monitor': 'monitor',
  'professional monitor': 'monitor',
  'office monitor': 'monitor',
  'nvidia geforce': 'gpu',
  'amd radeon': 'gpu',
  keyboard: 'keyboard',
  mouse: 'mouse',
  speaker: 'speaker',
  headphone: 'headphone',
  webcam: 'webcam',
  'nvme ssd': 'ssd-m2',
  'sata ssd': 'ssd-sata',
  'hard disk drive': 'hdd',
  'portable storage': 'portable',
  router: 'router',
  'mesh wi-fi': 'mesh',
  'wi-fi adapter': 'wifi-usb',
  'network switch': 'switch',
  'access point': 'access-point',
  console: 'console',
  controller: 'controller',
  'gaming chair': 'chair',
  'racing wheel': 'wheel',
  'mouse pad': 'mousepad',
  'anti-virus': 'antivirus',
  ups: 'ups',
};

// One for each of the shop's categories (@shop/shared's categories.js).
const BY_CATEGORY: Record<CategorySlug, ArtKind> = {
  'desktop-components': 'cpu',
  laptops: 'laptop',
  monitors: 'monitor',
  'graphics-cards': 'gpu',
  peripherals: 'keyboard',
  storage: 'ssd-m2',
  networking: 'router',
  gaming: 'controller',
  software: 'antivirus',
  'power-backup': 'ups',
};

export function kindOfSubcategory(name: string | null): ArtKind | undefined {
  return name === null ? undefined : BY_SUBCATEGORY[name.toLowerCase()];
}

export function kindOfCategory(slug: string): ArtKind {
  return (BY_CATEGORY as Partial<Record<string, ArtKind>>)[slug] ?? 'box';
}

export interface ArtSource {
  category: string;
  sub_category: string | null;
  builder_category: string | null;
  builder_specs: string;
}

export function kindOfProduct(row: ArtSource): { kind: ArtKind; fans?: number } {
  const specs = parseSpecs(row.builder_specs);
  let kind: ArtKind =
    kindOfSubcategory(row.sub_category) ??
    (row.builder_category !== null ? BY_BUILDER[row.builder_category] : undefined) ??
    kindOfCategory(row.category);
  if (kind === 'cooler' && specs.coolerType === 'liquid') kind = 'liquid-cooler';
  if (kind === 'wifi-usb' && specs.interface === 'pcie') kind = 'wifi-pcie';
  if (kind === 'gpu') {
    const length = typeof specs.lengthMm === 'number' ? specs.lengthMm : 280;
    return { kind, fans: length < 250 ? 2 : 3 };
  }
  return { kind };
}

function parseSpecs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
