import type { BuilderSlotId } from '@shop/shared';
import { specNumber, specText, type BuildParts } from './part-specs';

// The BETA wattage estimate: what the parts inside the PC draw from its power supply.
// Processor TDP and graphics card board power come from the catalog; the rest are
// allowances, because boards, memory, drives and fans have no power figure of their own
// that a shopper could check. Monitors and speakers have their own mains plug.

export const ALLOWANCE_WATTS = {
  motherboard: 50,
  memoryPerModule: 3,
  drive: 5,
  airCooler: 5,
  liquidCooler: 15,
  caseFans: 15,
} as const;

/** Below 25% headroom over the estimate a power supply is a Warning. */
export const PSU_HEADROOM = 1.25;

const PSU_SIZES = [450, 550, 650, 750, 850, 1000, 1200, 1600];

export interface WattageLine {
  slot: BuilderSlotId;
  watts: number;
}

export interface WattageEstimate {
  total: number;
  lines: WattageLine[];
}

function drawOf(slot: BuilderSlotId, parts: BuildParts): number {
  const part = parts[slot];
  if (!part) return 0;
  switch (slot) {
    case 'cpu':
      return specNumber(part, 'tdpWatts') ?? 0;
    case 'graphics-card':
      return specNumber(part, 'boardPowerWatts') ?? 0;
    case 'motherboard':
      return ALLOWANCE_WATTS.motherboard;
    case 'ram':
      return (specNumber(part, 'modules') ?? 1) * ALLOWANCE_WATTS.memoryPerModule;
    case 'storage':
      return specNumber(part, 'powerWatts') ?? ALLOWANCE_WATTS.drive;
    case 'cpu-cooler':
      return specText(part, 'coolerType') === 'liquid'
        ? ALLOWANCE_WATTS.liquidCooler
        : ALLOWANCE_WATTS.airCooler;
    case 'casing':
      return ALLOWANCE_WATTS.caseFans;
    // USB and PCIe devices are fed by the PC.
    case 'keyboard':
    case 'mouse':
    case 'headphone':
    case 'wifi-adapter':
      return specNumber(part, 'powerWatts') ?? 0;
    default:
      return 0;
  }
}

/** What the chosen parts draw from the power supply, part by part. */
export function estimateWattage(parts: BuildParts): WattageEstimate {
  const lines = (Object.keys(parts) as BuilderSlotId[])
    .map((slot) => ({ slot, watts: drawOf(slot, parts) }))
    .filter((line) => line.watts > 0);
  return { total: lines.reduce((sum, line) => sum + line.watts, 0), lines };
}

/** The smallest common power supply size with 25% headroom; 0 when nothing draws power. */
export function recommendedPsuWatts(estimate: number): number {
  if (estimate <= 0) return 0;
  const needed = Math.ceil(estimate * PSU_HEADROOM);
  return PSU_SIZES.find((size) => size >= needed) ?? Math.ceil(needed / 100) * 100;
}

/** Power drawn at the wall outlet a UPS feeds: the PC plus a monitor and speakers. */
export function outletWatts(parts: BuildParts): number {
  return (
    estimateWattage(parts).total +
    (specNumber(parts.monitor, 'powerWatts') ?? 0) +
    (specNumber(parts.speaker, 'powerWatts') ?? 0)
  );
}
