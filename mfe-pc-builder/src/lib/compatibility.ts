import type { BuilderSlotId } from '@shop/shared';
import {
  specFlag,
  specList,
  specNumber,
  specText,
  type BuildParts,
  type BuilderProduct,
} from './part-specs';
import { estimateWattage, outletWatts, PSU_HEADROOM, recommendedPsuWatts } from './wattage';

// The PC Builder's compatibility checks: one function per rule, each answering at most
// one finding in a sentence a shopper understands. Pure: parts in, findings out. The
// API's part lists apply the pairwise Problem rules in SQL (api/src/modules/builder).

export type Severity = 'problem' | 'warning' | 'note';

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  /** The slots whose parts cause it. */
  slots: BuilderSlotId[];
}

type Rule = (parts: BuildParts) => Finding | null;

const problem = (rule: string, slots: BuilderSlotId[], message: string): Finding => ({
  rule,
  severity: 'problem',
  message,
  slots,
});

const name = (part: BuilderProduct) => part.name;

export const cpuSocketMatchesBoard: Rule = ({ cpu, motherboard }) => {
  const cpuSocket = specText(cpu, 'socket');
  const boardSocket = specText(motherboard, 'socket');
  if (!cpu || !motherboard || !cpuSocket || !boardSocket || cpuSocket === boardSocket) return null;
  return problem(
    'cpu-socket',
    ['cpu', 'motherboard'],
    `The ${name(cpu)} needs an ${cpuSocket} socket, but the ${name(motherboard)} has ${boardSocket}. Choose an ${cpuSocket} motherboard or another processor.`,
  );
};

export const memoryTypeMatchesBoard: Rule = ({ ram, motherboard }) => {
  const ramType = specText(ram, 'memoryType');
  const boardType = specText(motherboard, 'memoryType');
  if (!ram || !motherboard || !ramType || !boardType || ramType === boardType) return null;
  return problem(
    'memory-type',
    ['ram', 'motherboard'],
    `The ${name(motherboard)} takes ${boardType} memory, but the ${name(ram)} is ${ramType}.`,
  );
};

export const memoryModulesFitSlots: Rule = ({ ram, motherboard }) => {
  const modules = specNumber(ram, 'modules');
  const slots = specNumber(motherboard, 'memorySlots');
  if (!ram || !motherboard || modules === undefined || slots === undefined || modules <= slots)
    return null;
  return problem(
    'memory-slots',
    ['ram', 'motherboard'],
    `The ${name(ram)} comes as ${modules} modules, but the ${name(motherboard)} has only ${slots} memory slots.`,
  );
};

export const memoryWithinBoardMaximum: Rule = ({ ram, motherboard }) => {
  const size = specNumber(ram, 'sizeGb');
  const max = specNumber(motherboard, 'maxMemoryGb');
  if (!ram || !motherboard || size === undefined || max === undefined || size <= max) return null;
  return problem(
    'memory-capacity',
    ['ram', 'motherboard'],
    `The ${name(ram)} is ${size} GB, more than the ${max} GB the ${name(motherboard)} supports.`,
  );
};

export const boardFitsCase: Rule = ({ motherboard, casing }) => {
  const size = specText(motherboard, 'formFactor');
  const fits = specList(casing, 'supportedFormFactors');
  if (!motherboard || !casing || !size || !fits || fits.includes(size)) return null;
  return problem(
    'board-form-factor',
    ['motherboard', 'casing'],
    `The ${name(casing)} takes ${fits.join(', ')} boards; the ${name(motherboard)} is ${size} and will not fit.`,
  );
};

export const graphicsCardFitsCase: Rule = (parts) => {
  const gpu = parts['graphics-card'];
  const length = specNumber(gpu, 'lengthMm');
  const max = specNumber(parts.casing, 'maxGpuLengthMm');
  if (!gpu || !parts.casing || length === undefined || max === undefined || length <= max)
    return null;
  return problem(
    'gpu-length',
    ['graphics-card', 'casing'],
    `The ${name(gpu)} is ${length} mm long; the ${name(parts.casing)} fits graphics cards up to ${max} mm.`,
  );
};

export const coolerFitsSocket: Rule = (parts) => {
  const cooler = parts['cpu-cooler'];
  const sockets = specList(cooler, 'sockets');
  const socket = specText(parts.cpu, 'socket') ?? specText(parts.motherboard, 'socket');
  if (!cooler || !sockets || !socket || sockets.includes(socket)) return null;
  return problem(
    'cooler-socket',
    ['cpu-cooler', parts.cpu ? 'cpu' : 'motherboard'],
    `The ${name(cooler)} mounts on ${sockets.join(', ')} sockets, not on ${socket}.`,
  );
};

export const coolerFitsCase: Rule = (parts) => {
  const cooler = parts['cpu-cooler'];
  const height = specNumber(cooler, 'heightMm');
  const max = specNumber(parts.casing, 'maxCoolerHeightMm');
  if (!cooler || !parts.casing || height === undefined || max === undefined || height <= max)
    return null;
  return problem(
    'cooler-height',
    ['cpu-cooler', 'casing'],
    `The ${name(cooler)} is ${height} mm tall; the ${name(parts.casing)} fits CPU coolers up to ${max} mm.`,
  );
};

export const powerSupplyCoversEstimate: Rule = (parts) => {
  const psu = parts['power-supply'];
  const watts = specNumber(psu, 'wattage');
  const estimate = estimateWattage(parts).total;
  if (!psu || watts === undefined || estimate === 0) return null;
  const slots: BuilderSlotId[] = ['power-supply', 'cpu', 'graphics-card'];
  if (watts < estimate) {
    return problem(
      'psu-capacity',
      slots,
      `The ${name(psu)} gives ${watts} W, less than the estimated ${estimate} W this build draws. Choose at least ${recommendedPsuWatts(estimate)} W.`,
    );
  }
  if (watts < estimate * PSU_HEADROOM) {
    return {
      rule: 'psu-headroom',
      severity: 'warning',
      slots,
      message: `The ${name(psu)} (${watts} W) leaves less than 25% headroom over the estimated ${estimate} W; ${recommendedPsuWatts(estimate)} W or more is safer.`,
    };
  }
  return null;
};

export const graphicsForProcessorWithoutIgpu: Rule = (parts) => {
  const { cpu } = parts;
  if (!cpu || parts['graphics-card'] || specFlag(cpu, 'integratedGraphics') !== false) return null;
  return problem(
    'graphics-needed',
    ['cpu', 'graphics-card'],
    `The ${name(cpu)} has no integrated graphics: add a graphics card, or the PC cannot show a picture.`,
  );
};

export const upsCoversLoad: Rule = (parts) => {
  const { ups } = parts;
  const capacity = specNumber(ups, 'capacityWatts');
  const load = outletWatts(parts);
  if (!ups || capacity === undefined || load === 0 || capacity >= load) return null;
  return {
    rule: 'ups-capacity',
    severity: 'note',
    slots: ['ups'],
    message: `The ${name(ups)} delivers about ${capacity} W, less than the ${load} W this PC${parts.monitor || parts.speaker ? ' with its monitor and speakers' : ''} may draw, so it may not carry the full load through a power cut.`,
  };
};

export const RULES: readonly Rule[] = [
  cpuSocketMatchesBoard,
  memoryTypeMatchesBoard,
  memoryModulesFitSlots,
  memoryWithinBoardMaximum,
  boardFitsCase,
  graphicsCardFitsCase,
  coolerFitsSocket,
  coolerFitsCase,
  powerSupplyCoversEstimate,
  graphicsForProcessorWithoutIgpu,
  upsCoversLoad,
];

export const COMPATIBILITY_DISCLAIMER =
  'Not checked: M.2 and PCIe slot counts, radiator mounts for liquid coolers, power connectors, BIOS updates for newer processors, memory height under large coolers, and drive bays.';

const ORDER: Record<Severity, number> = { problem: 0, warning: 1, note: 2 };

/** Every finding of the build, Problems first. */
export function checkBuild(parts: BuildParts): Finding[] {
  return RULES.flatMap((rule) => rule(parts) ?? []).sort(
    (a, b) => ORDER[a.severity] - ORDER[b.severity],
  );
}

/**
 * Why `part` would be a Problem in `slot` next to the parts already chosen (empty: it
 * fits). A missing graphics card is the build's gap, not the candidate's fault.
 */
export function candidateProblems(
  parts: BuildParts,
  slot: BuilderSlotId,
  part: BuilderProduct,
): Finding[] {
  return checkBuild({ ...parts, [slot]: part }).filter(
    (finding) =>
      finding.severity === 'problem' &&
      finding.rule !== 'graphics-needed' &&
      finding.slots.includes(slot),
  );
}
