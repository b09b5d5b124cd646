// Specification values as shoppers filter by them: the catalog writes '16GB (2x8GB)',
// '27 inch', '80 Plus Gold' or '15.6" FHD 144Hz'; a facet shows '16 GB', '27"', '80+ Gold'
// and '144 Hz'. Each reader takes a specification's text (or what an address carries:
// '16gb', '27in', '80+ gold') and returns the normalised value, or null when the text
// holds none. Pure functions: the facet table (spec-facets.ts) says which reader reads
// which label.

export type SpecReader = (text: string) => string | null;

function number(text: string): string {
  // '15.60' -> '15.6', '16.0' -> '16'
  return String(Number(text));
}

/** '16GB', '16 gb', '32GB (2x16GB)', '1TB SSD', '4 x DDR5, up to 192 GB' -> '16 GB', '1 TB'... */
export const capacity: SpecReader = (text) => {
  const m = /(\d+(?:\.\d+)?)\s*(gb|tb)\b/i.exec(text);
  return m === null ? null : `${number(m[1]!)} ${m[2]!.toUpperCase()}`;
};

/** 'DDR5', '4 x DDR4, up to 128 GB', 'ddr5' -> 'DDR4' / 'DDR5'. */
export const memoryType: SpecReader = (text) => {
  const m = /\b(l?pddr\d+x?|ddr\d)\b/i.exec(text);
  return m === null ? null : m[1]!.toUpperCase().replace('X', 'x');
};

/** '27 inch', '27"', '27in', '15.6" FHD 144Hz' -> '27"', '15.6"'. */
export const screenSize: SpecReader = (text) => {
  const m = /(\d{1,2}(?:\.\d)?)\s*(?:"|”|″|-?\s*inch(?:es)?\b|in\b)/i.exec(text);
  return m === null ? null : `${number(m[1]!)}"`;
};

/** '165 Hz', '144hz', '15.6" FHD 144Hz' -> '165 Hz', '144 Hz'. */
export const refreshRate: SpecReader = (text) => {
  const m = /(\d{2,3})\s*hz\b/i.exec(text);
  return m === null ? null : `${m[1]} Hz`;
};

/** Names of display resolutions, by their pixel size or the abbreviation a laptop lists. */
const RESOLUTIONS: readonly {
  value: string;
  sizes: readonly string[];
  names: readonly string[];
}[] = [
  { value: 'HD (720p)', sizes: ['1280x720', '1366x768'], names: ['hd', '720p'] },
  { value: 'Full HD (1080p)', sizes: ['1920x1080'], names: ['fhd', 'full hd', '1080p'] },
  {
    value: 'WUXGA (1200p)',
    sizes: ['1920x1200'],
    names: ['fhd+', 'wuxga', '1200p'],
  },
  { value: 'QHD (1440p)', sizes: ['2560x1440'], names: ['qhd', 'wqhd', '2k', '1440p'] },
  { value: 'WQXGA (1600p)', sizes: ['2560x1600'], names: ['wqxga', 'qhd+', '1600p'] },
  { value: '2.8K', sizes: ['2880x1800', '2880x1620'], names: ['2.8k'] },
  { value: '3K', sizes: ['3072x1920', '2880x1920', '3000x2000'], names: ['3k'] },
  { value: '4K UHD (2160p)', sizes: ['3840x2160'], names: ['4k', 'uhd', '4k uhd', '2160p'] },
];

/** '2560 x 1440', '15.6" FHD 144Hz', 'qhd' -> 'QHD (1440p)'... */
export const resolution: SpecReader = (text) => {
  const size = /(\d{3,4})\s*[x×]\s*(\d{3,4})/i.exec(text);
  if (size !== null) {
    const key = `${size[1]}x${size[2]}`;
    const known = RESOLUTIONS.find((r) => r.sizes.includes(key));
    return known?.value ?? `${size[1]} × ${size[2]}`;
  }
  const lower = text.toLowerCase().trim();
  // An exact value (as an address carries it) first, then a name among other words.
  const exact = RESOLUTIONS.find((r) => r.value.toLowerCase() === lower);
  if (exact !== undefined) return exact.value;
  const words = lower.split(/[\s,()]+/);
  for (const r of RESOLUTIONS) {
    if (r.names.some((name) => (name.includes(' ') ? lower.includes(name) : words.includes(name))))
      return r.value;
  }
  return null;
};

/** 'AM5', 'lga 1700', 'LGA1851' -> 'AM5', 'LGA1700'. */
export const socket: SpecReader = (text) => {
  const m = /^\s*(am\d|lga\s*-?\s*\d{3,4}|sp\d|str\d|fm\d)\s*$/i.exec(text);
  return m === null ? null : m[1]!.toUpperCase().replace(/[\s-]/g, '');
};

/** 'B650', 'x670e', 'Z790' -> 'B650', 'X670E'. */
export const chipset: SpecReader = (text) => {
  const m = /^\s*([abhqxz]\d{3}e?)\s*$/i.exec(text);
  return m === null ? null : m[1]!.toUpperCase();
};

/** '750 W', '750w' -> '750 W'. */
export const wattage: SpecReader = (text) => {
  const m = /^\s*(\d{3,4})\s*w(?:atts?)?\s*$/i.exec(text);
  return m === null ? null : `${m[1]} W`;
};

const EFFICIENCIES = ['White', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Titanium'] as const;

/** '80 Plus Gold', '80+ gold', '80plus titanium' -> '80+ Gold'. */
export const efficiency: SpecReader = (text) => {
  const m = /^\s*80\s*(?:\+|plus)?\s*(\w+)\s*$/i.exec(text);
  if (m === null) return null;
  const grade = EFFICIENCIES.find((e) => e.toLowerCase() === m[1]!.toLowerCase());
  return grade === undefined ? null : `80+ ${grade}`;
};

/** 'M.2 NVMe PCIe 4.0', 'SATA 6Gb/s', 'USB 3.2', 'nvme' -> 'NVMe PCIe 4.0', 'SATA', 'USB 3.2'. */
export const storageInterface: SpecReader = (text) => {
  const lower = text.toLowerCase();
  if (lower.includes('nvme')) {
    const gen = /pcie\s*(\d(?:\.\d)?)/i.exec(text);
    return gen === null ? 'NVMe' : `NVMe PCIe ${gen[1]}`;
  }
  if (lower.includes('sata')) return 'SATA';
  const usb = /usb[\s-]*(c|\d(?:\.\d)?)?/i.exec(text);
  if (usb !== null) return usb[1] === undefined ? 'USB' : `USB ${usb[1].toUpperCase()}`;
  if (lower.includes('thunderbolt')) return 'Thunderbolt';
  return null;
};

/**
 * The order of a facet's values: sizes and rates by their number (GB below TB), the
 * efficiency grades by rank, anything else by name.
 */
export function compareSpecValues(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka !== kb) return ka - kb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortKey(value: string): number {
  const grade = /^80\+ (\w+)$/.exec(value);
  if (grade !== null) return EFFICIENCIES.indexOf(grade[1] as (typeof EFFICIENCIES)[number]);
  const res = RESOLUTIONS.findIndex((r) => r.value === value);
  if (res !== -1) return res;
  const m = /^(\d+(?:\.\d+)?)\s*(TB)?/.exec(value);
  if (m === null) return Number.MAX_SAFE_INTEGER;
  return Number(m[1]) * (m[2] === 'TB' ? 1024 : 1);
}
