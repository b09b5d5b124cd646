'use strict';

// The PC Builder's wattage estimate: what the parts inside the PC draw from its power
// supply, and the supply it should have. Processor TDP and graphics card board power come
// from the catalog; the rest are allowances, because boards, memory, drives and fans have
// no power figure a shopper could check. Monitors and speakers have their own mains plug.
// Plain CommonJS typed by JSDoc, like the slot contract: the API runs it as it is.

/**
 * @typedef {import('../contracts/builder-slots').BuilderSlotId} BuilderSlotId
 * @typedef {object} RulePart A catalog product as the rules read it.
 * @property {string} id
 * @property {string} name
 * @property {string} [builderCategory]
 * @property {object} [builderSpecs] The catalog's figures: { socket: 'AM5', lengthMm: 301, ... }.
 * @typedef {Partial<Record<BuilderSlotId, RulePart>>} RuleParts The chosen part of each slot.
 * @typedef {{ slot: BuilderSlotId, watts: number }} WattageLine
 * @typedef {{ total: number, lines: WattageLine[] }} WattageEstimate
 */

const ALLOWANCE_WATTS = Object.freeze({
  motherboard: 50,
  memoryPerModule: 3,
  drive: 5,
  airCooler: 5,
  liquidCooler: 15,
  caseFans: 15,
});

/** A supply below the estimate plus 25% is a Warning: it runs near its limit. */
const PSU_HEADROOM = 1.25;

/** The sizes power supplies are sold in; the recommendation is the first one that is enough. */
const PSU_SIZES = Object.freeze([450, 550, 650, 750, 850, 1000, 1200, 1600]);

/**
 * One figure of a part's builder specs, as stored.
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {unknown}
 */
function specOf(part, key) {
  const specs = /** @type {Record<string, unknown> | undefined} */ (part?.builderSpecs);
  return specs?.[key];
}

/**
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {number | undefined}
 */
function specNumber(part, key) {
  const value = specOf(part, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {string | undefined}
 */
function specText(part, key) {
  const value = specOf(part, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * What one slot's part draws from the power supply (0: nothing, or not inside the PC).
 * @param {BuilderSlotId} slot
 * @param {RulePart | undefined} part
 * @returns {number}
 */
function drawOf(slot, part) {
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

/**
 * What the chosen parts draw from the power supply, part by part.
 * @param {RuleParts} parts
 * @returns {WattageEstimate}
 */
function estimateWattage(parts) {
  const lines = /** @type {BuilderSlotId[]} */ (Object.keys(parts))
    .map((slot) => ({ slot, watts: drawOf(slot, parts[slot]) }))
    .filter((line) => line.watts > 0);
  return { total: lines.reduce((sum, line) => sum + line.watts, 0), lines };
}

/**
 * The supply to buy: the first common size with 25% headroom over the estimate, and never
 * below what the graphics card's maker recommends on the product (that figure allows for
 * a whole PC around the card, and for its power spikes). 0 when nothing draws power.
 * @param {number} estimate
 * @param {RulePart} [graphicsCard]
 * @returns {number}
 */
function recommendedPsuWatts(estimate, graphicsCard) {
  const maker = specNumber(graphicsCard, 'recommendedPsuWatts') ?? 0;
  if (estimate <= 0) return maker;
  const needed = Math.ceil(estimate * PSU_HEADROOM);
  const size = PSU_SIZES.find((watts) => watts >= needed) ?? Math.ceil(needed / 100) * 100;
  return Math.max(size, maker);
}

/**
 * Power drawn at the wall outlet a UPS feeds: the PC plus a monitor and speakers.
 * @param {RuleParts} parts
 * @returns {number}
 */
function outletWatts(parts) {
  return (
    estimateWattage(parts).total +
    (specNumber(parts.monitor, 'powerWatts') ?? 0) +
    (specNumber(parts.speaker, 'powerWatts') ?? 0)
  );
}

module.exports = {
  specOf,
  ALLOWANCE_WATTS,
  PSU_HEADROOM,
  PSU_SIZES,
  drawOf,
  estimateWattage,
  recommendedPsuWatts,
  outletWatts,
};
