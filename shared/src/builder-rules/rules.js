'use strict';

// The PC Builder's compatibility rules: one rule set, read by the API (part lists, saved
// and shared builds, POST /builder/check) and by the builder page, so a build the page
// calls fine is a build the server calls fine. Most rules are rows of data (which figure
// of which part must fit which figure of another); the few that count or add up are small
// functions below them. Every answer names the parts and shows the numbers, and a figure
// a part does not list gives a 'not checked' note instead of a silent pass.
// Plain CommonJS typed by JSDoc, like the slot contract: the API runs it as it is.

const { BUILDER_SLOT_IDS, builderSlot, slotOfCategory } = require('../contracts/builder-slots');
const { drawOf, estimateWattage, outletWatts, recommendedPsuWatts, specOf } = require('./wattage');

/**
 * @typedef {import('../contracts/builder-slots').BuilderSlotId} BuilderSlotId
 * @typedef {import('./wattage').RulePart} RulePart
 * @typedef {import('./wattage').RuleParts} RuleParts
 * @typedef {'error' | 'warning'} Severity
 * @typedef {Record<string, string | number>} FindingParams
 * @typedef {object} Problem
 * @property {BuilderSlotId[]} slots The slots whose parts cause it.
 * @property {string} code One of RULE_CODES.
 * @property {string} message A sentence with the parts' names and figures (English).
 * @property {FindingParams} [params] The values of that sentence (part names, figures, and
 *   `variant` where a code has more than one sentence), so a page writes it in its own
 *   language by code and params (docs/pc-builder.md).
 * @property {Severity} severity 'error': the PC cannot be built or will not run; 'warning': it runs, at a risk.
 * @typedef {object} Note
 * @property {BuilderSlotId[]} slots
 * @property {string} code
 * @property {string} message
 * @property {FindingParams} [params]
 * @typedef {object} CheckResult
 * @property {Problem[]} problems Errors first.
 * @property {Note[]} notes BIOS and UPS notes, and the checks a missing figure left undone.
 * @property {number} wattage The estimated draw (W).
 * @property {number} recommendedPsuWatts 0 when nothing draws power.
 * @typedef {object} CheckOptions
 * @property {number} [wattage] Use this draw instead of the estimate (a list told the rest of the build's load).
 */

/**
 * One side of a pairwise rule: the figure `key` of the first of `slots` that has a part.
 * @typedef {object} Side
 * @property {readonly BuilderSlotId[]} slots
 * @property {string} key
 * @property {string} figure What the figure is called in a 'not checked' note.
 */

/**
 * @typedef {object} Found
 * @property {BuilderSlotId} slot
 * @property {string} name
 * @property {string | number | (string | number)[]} value
 */

/**
 * A pairwise rule as data: `part`'s figure must be the same as `limit`'s ('same'), be one
 * of `limit`'s list ('listed'), or be at most `limit`'s number ('atMost').
 * @typedef {object} PairRule
 * @property {string} code
 * @property {Side} part
 * @property {Side} limit
 * @property {'same' | 'listed' | 'atMost'} test
 * @property {string} check What is checked, for the 'not checked' note.
 * @property {(part: Found, limit: Found) => string} message
 * @property {(parts: RuleParts) => boolean} [applies] Only some parts of a slot have the figure (a liquid cooler's radiator).
 */

/** @param {unknown} value */
const shown = (value) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * A figure as a sentence's value: a number stays a number (a page writes it in its own
 * digits), a text or a list is shown as the sentence shows it.
 * @param {string | number | (string | number)[]} value
 * @returns {string | number}
 */
const param = (value) => (typeof value === 'number' ? value : shown(value));

/** @type {readonly PairRule[]} */
const PAIR_RULES = Object.freeze([
  {
    code: 'cpu-socket',
    part: { slots: ['cpu'], key: 'socket', figure: 'socket' },
    limit: { slots: ['motherboard'], key: 'socket', figure: 'socket' },
    test: 'same',
    check: 'whether the processor fits the motherboard socket',
    message: (cpu, board) =>
      `The ${cpu.name} needs an ${shown(cpu.value)} socket, but the ${board.name} has ${shown(board.value)}.`,
  },
  {
    code: 'memory-type',
    part: { slots: ['ram'], key: 'memoryType', figure: 'memory type' },
    limit: { slots: ['motherboard'], key: 'memoryType', figure: 'memory type' },
    test: 'same',
    check: 'whether the memory type matches the motherboard',
    message: (ram, board) =>
      `The ${ram.name} is ${shown(ram.value)}, but the ${board.name} takes ${shown(board.value)} memory.`,
  },
  {
    code: 'cpu-memory-type',
    part: { slots: ['ram'], key: 'memoryType', figure: 'memory type' },
    limit: { slots: ['cpu'], key: 'memoryTypes', figure: 'supported memory types' },
    test: 'listed',
    check: 'whether the processor supports the memory type',
    message: (ram, cpu) =>
      `The ${cpu.name} supports ${shown(cpu.value)} memory only, but the ${ram.name} is ${shown(ram.value)}.`,
  },
  {
    code: 'memory-slots',
    part: { slots: ['ram'], key: 'modules', figure: 'module count' },
    limit: { slots: ['motherboard'], key: 'memorySlots', figure: 'memory slot count' },
    test: 'atMost',
    check: 'whether the memory modules fit the motherboard slots',
    message: (ram, board) =>
      `The ${ram.name} comes as ${shown(ram.value)} modules, but the ${board.name} has ${shown(board.value)} memory slots.`,
  },
  {
    code: 'memory-capacity',
    part: { slots: ['ram'], key: 'sizeGb', figure: 'size' },
    limit: { slots: ['motherboard'], key: 'maxMemoryGb', figure: 'maximum memory' },
    test: 'atMost',
    check: 'whether the memory size is within the motherboard maximum',
    message: (ram, board) =>
      `The ${ram.name} is ${shown(ram.value)} GB, more than the ${shown(board.value)} GB the ${board.name} takes.`,
  },
  {
    code: 'board-form-factor',
    part: { slots: ['motherboard'], key: 'formFactor', figure: 'form factor' },
    limit: { slots: ['casing'], key: 'supportedFormFactors', figure: 'motherboard sizes' },
    test: 'listed',
    check: 'whether the motherboard fits the case',
    message: (board, pcCase) =>
      `The ${board.name} is ${shown(board.value)}, but the ${pcCase.name} takes ${shown(pcCase.value)} motherboards.`,
  },
  {
    code: 'gpu-length',
    part: { slots: ['graphics-card'], key: 'lengthMm', figure: 'length' },
    limit: { slots: ['casing'], key: 'maxGpuLengthMm', figure: 'maximum graphics card length' },
    test: 'atMost',
    check: 'whether the graphics card fits the case',
    message: (gpu, pcCase) =>
      `The ${gpu.name} is ${shown(gpu.value)} mm long; the ${pcCase.name} fits graphics cards up to ${shown(pcCase.value)} mm.`,
  },
  {
    code: 'cooler-socket',
    part: { slots: ['cpu', 'motherboard'], key: 'socket', figure: 'socket' },
    limit: { slots: ['cpu-cooler'], key: 'sockets', figure: 'supported sockets' },
    test: 'listed',
    check: 'whether the cooler mounts on the socket',
    message: (socket, cooler) =>
      `The ${cooler.name} mounts on ${shown(cooler.value)} sockets, not on the ${shown(socket.value)} of the ${socket.name}.`,
  },
  {
    code: 'cooler-height',
    part: { slots: ['cpu-cooler'], key: 'heightMm', figure: 'height' },
    limit: { slots: ['casing'], key: 'maxCoolerHeightMm', figure: 'maximum CPU cooler height' },
    test: 'atMost',
    check: 'whether the CPU cooler fits the case',
    message: (cooler, pcCase) =>
      `The ${cooler.name} is ${shown(cooler.value)} mm tall; the ${pcCase.name} fits CPU coolers up to ${shown(pcCase.value)} mm.`,
  },
  {
    code: 'radiator-size',
    part: { slots: ['cpu-cooler'], key: 'radiatorMm', figure: 'radiator size' },
    limit: { slots: ['casing'], key: 'radiatorMm', figure: 'radiator mounts' },
    test: 'listed',
    check: 'whether the radiator fits the case',
    applies: (parts) => specText(parts['cpu-cooler'], 'coolerType') === 'liquid',
    message: (cooler, pcCase) =>
      `The ${cooler.name} has a ${shown(cooler.value)} mm radiator, but the ${pcCase.name} mounts radiators of ${shown(pcCase.value)} mm only.`,
  },
  {
    code: 'psu-form-factor',
    part: { slots: ['power-supply'], key: 'formFactor', figure: 'form factor' },
    limit: { slots: ['casing'], key: 'psuFormFactors', figure: 'power supply sizes' },
    test: 'listed',
    check: 'whether the power supply fits the case',
    message: (psu, pcCase) =>
      `The ${psu.name} is an ${shown(psu.value)} power supply, but the ${pcCase.name} takes ${shown(pcCase.value)} power supplies only.`,
  },
]);

/**
 * Every code a check can answer, with its severity ('note' for notes): the table
 * docs/pc-builder.md explains.
 * @type {Readonly<Record<string, Severity | 'note'>>}
 */
const RULE_CODES = Object.freeze({
  'unknown-part': 'error',
  'wrong-slot': 'error',
  ...Object.fromEntries(PAIR_RULES.map((rule) => [rule.code, /** @type {const} */ ('error')])),
  'm2-slots': 'error',
  'gpu-power-connectors': 'error',
  'gpu-power-adapter': 'warning',
  'psu-capacity': 'error',
  'psu-headroom': 'warning',
  'graphics-needed': 'error',
  'bios-update': 'note',
  'ups-capacity': 'note',
  'not-checked': 'note',
});

// ---- reading the figures --------------------------------------------------------------

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
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {number | undefined}
 */
function specNumber(part, key) {
  const value = specOf(part, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A figure as the rules compare it: a text, a number, or a list of them; undefined when the
 * part does not list it.
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {string | number | (string | number)[] | undefined}
 */
function specValue(part, key) {
  const value = specOf(part, key);
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => typeof item === 'string' || typeof item === 'number');
    return items.length > 0 ? items : undefined;
  }
  return undefined;
}

/**
 * A count per connector kind ({ "8-pin": 2 }); undefined when not listed.
 * @param {RulePart | undefined} part
 * @param {string} key
 * @returns {Record<string, number> | undefined}
 */
function specCounts(part, key) {
  const value = specOf(part, key);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [kind, count] of Object.entries(value)) {
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) counts[kind] = count;
  }
  return counts;
}

/**
 * The first of `slots` with a part.
 * @param {RuleParts} parts
 * @param {readonly BuilderSlotId[]} slots
 * @returns {BuilderSlotId | undefined}
 */
function firstChosen(parts, slots) {
  return slots.find((slot) => parts[slot] !== undefined);
}

// ---- the rules ------------------------------------------------------------------------

/**
 * Collects what the rules find.
 */
class Findings {
  constructor() {
    /** @type {Problem[]} */
    this.problems = [];
    /** @type {Note[]} */
    this.notes = [];
  }

  /**
   * @param {string} code
   * @param {BuilderSlotId[]} slots
   * @param {string} message
   * @param {FindingParams} params
   * @param {Severity} [severity]
   */
  problem(code, slots, message, params, severity = 'error') {
    this.problems.push({ slots, code, message, params, severity });
  }

  /**
   * @param {string} code
   * @param {BuilderSlotId[]} slots
   * @param {string} message
   * @param {FindingParams} params
   */
  note(code, slots, message, params) {
    if (!this.notes.some((note) => note.message === message))
      this.notes.push({ slots, code, message, params });
  }

  /**
   * A check a missing figure left undone. Its params name the figure by its spec key and
   * the check by the code of the rule that needed it.
   * @param {RulePart} part
   * @param {BuilderSlotId} slot
   * @param {{ key: string, figure: string }} figure
   * @param {{ code: string, check: string }} rule
   * @param {BuilderSlotId[]} slots
   */
  notChecked(part, slot, figure, rule, slots) {
    this.note(
      'not-checked',
      slots.includes(slot) ? slots : [slot, ...slots],
      `Not checked: the ${part.name} lists no ${figure.figure}, so ${rule.check} was not checked.`,
      { part: part.name, figure: figure.key, check: rule.code },
    );
  }
}

/**
 * @param {PairRule} rule
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function applyPairRule(rule, parts, out) {
  const partSlot = firstChosen(parts, rule.part.slots);
  const limitSlot = firstChosen(parts, rule.limit.slots);
  if (!partSlot || !limitSlot) return;
  if (rule.applies && !rule.applies(parts)) return;
  const part = /** @type {RulePart} */ (parts[partSlot]);
  const limit = /** @type {RulePart} */ (parts[limitSlot]);
  const slots = [partSlot, limitSlot];
  const value = specValue(part, rule.part.key);
  const bound = specValue(limit, rule.limit.key);
  if (value === undefined) return out.notChecked(part, partSlot, rule.part, rule, slots);
  if (bound === undefined) return out.notChecked(limit, limitSlot, rule.limit, rule, slots);
  const fits =
    rule.test === 'same'
      ? value === bound
      : rule.test === 'listed'
        ? Array.isArray(bound)
          ? bound.some((item) => item === value)
          : bound === value
        : typeof value === 'number' && typeof bound === 'number' && value <= bound;
  if (!fits) {
    out.problem(
      rule.code,
      slots,
      rule.message(
        { slot: partSlot, name: part.name, value },
        { slot: limitSlot, name: limit.name, value: bound },
      ),
      { part: part.name, partValue: param(value), limit: limit.name, limitValue: param(bound) },
    );
  }
}

/**
 * An M.2 drive needs an M.2 slot on the board (the builder has one storage slot).
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function m2DrivesFitBoard(parts, out) {
  const drive = parts.storage;
  const board = parts.motherboard;
  if (!drive || !board) return;
  const rule = { code: 'm2-slots', check: 'whether the board has an M.2 slot for the drive' };
  const iface = specText(drive, 'interface');
  if (!iface)
    return out.notChecked(drive, 'storage', { key: 'interface', figure: 'interface' }, rule, [
      'storage',
      'motherboard',
    ]);
  if (iface !== 'M.2') return;
  const drives = 1;
  const slots = specNumber(board, 'm2Slots');
  if (slots === undefined)
    return out.notChecked(
      board,
      'motherboard',
      { key: 'm2Slots', figure: 'M.2 slot count' },
      rule,
      ['storage', 'motherboard'],
    );
  if (drives > slots) {
    out.problem(
      'm2-slots',
      ['storage', 'motherboard'],
      `The build has ${drives} M.2 drive (the ${drive.name}), but the ${board.name} has ${slots} M.2 slots.`,
      { drives, drive: drive.name, board: board.name, slots },
    );
  }
}

/**
 * The power connectors the graphics card needs, against those the power supply has. A
 * 12V-2x6 card also ships an adapter from 8-pin cables (one per 150 W of board power),
 * so a supply without the native cable but with those 8-pin cables is a Warning.
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function gpuPowerConnectors(parts, out) {
  const gpu = parts['graphics-card'];
  const psu = parts['power-supply'];
  if (!gpu || !psu) return;
  const slots = /** @type {BuilderSlotId[]} */ (['graphics-card', 'power-supply']);
  const rule = {
    code: 'gpu-power-connectors',
    check: 'whether the power supply has the graphics card’s power connectors',
  };
  const needs = specCounts(gpu, 'powerConnectors');
  if (!needs)
    return out.notChecked(
      gpu,
      'graphics-card',
      { key: 'powerConnectors', figure: 'power connectors' },
      rule,
      slots,
    );
  if (Object.values(needs).every((count) => count === 0)) return;
  const has = specCounts(psu, 'gpuConnectors');
  if (!has)
    return out.notChecked(
      psu,
      'power-supply',
      { key: 'gpuConnectors', figure: 'graphics card connectors' },
      rule,
      slots,
    );
  const eightPin = has['8-pin'] ?? 0;
  const needEight = needs['8-pin'] ?? 0;
  if (needEight > eightPin) {
    out.problem(
      'gpu-power-connectors',
      slots,
      `The ${gpu.name} needs ${needEight} × 8-pin power connectors, but the ${psu.name} has ${eightPin}.`,
      { variant: 'eight-pin', gpu: gpu.name, psu: psu.name, needed: needEight, has: eightPin },
    );
  }
  const needHigh = needs['12V-2x6'] ?? 0;
  const high = has['12V-2x6'] ?? 0;
  if (needHigh > high) {
    const board = specNumber(gpu, 'boardPowerWatts');
    const adapter = board === undefined ? undefined : Math.ceil(board / 150) * needHigh;
    const spare = eightPin - needEight;
    if (adapter !== undefined && spare >= adapter) {
      out.problem(
        'gpu-power-adapter',
        slots,
        `The ${gpu.name} needs a 12V-2x6 connector, which the ${psu.name} does not have: it runs on the card’s adapter from ${adapter} × 8-pin cables (the supply has ${eightPin}).`,
        { gpu: gpu.name, psu: psu.name, adapter, has: eightPin },
        'warning',
      );
    } else {
      out.problem(
        'gpu-power-connectors',
        slots,
        `The ${gpu.name} needs a 12V-2x6 connector; the ${psu.name} has none and ${eightPin} × 8-pin cables${adapter === undefined ? '' : `, fewer than the ${adapter} its adapter needs`}.`,
        adapter === undefined
          ? { variant: 'high-power', gpu: gpu.name, psu: psu.name, has: eightPin }
          : {
              variant: 'high-power-adapter',
              gpu: gpu.name,
              psu: psu.name,
              has: eightPin,
              adapter,
            },
      );
    }
  }
}

/**
 * The supply against the estimate (an Error below it) and the recommendation (a Warning
 * below it), the recommendation never under the graphics card maker's.
 * @param {RuleParts} parts
 * @param {number} estimate
 * @param {number} recommended
 * @param {Findings} out
 */
function powerSupplyCoversBuild(parts, estimate, recommended, out) {
  const psu = parts['power-supply'];
  if (!psu) return;
  const gpu = parts['graphics-card'];
  /** @type {BuilderSlotId[]} */
  const slots = [
    'power-supply',
    .../** @type {const} */ (['cpu', 'graphics-card']).filter((slot) => parts[slot] !== undefined),
  ];
  const watts = specNumber(psu, 'wattage');
  if (watts === undefined) {
    return out.notChecked(
      psu,
      'power-supply',
      { key: 'wattage', figure: 'wattage' },
      { code: 'psu-capacity', check: 'whether it can power the build' },
      slots,
    );
  }
  if (estimate === 0) return;
  if (watts < estimate) {
    out.problem(
      'psu-capacity',
      slots,
      `The ${psu.name} gives ${watts} W, less than the estimated ${estimate} W this build draws. Choose at least ${recommended} W.`,
      { psu: psu.name, watts, estimate, recommended },
    );
    return;
  }
  if (watts >= recommended) return;
  const maker = specNumber(gpu, 'recommendedPsuWatts');
  if (gpu && maker !== undefined && maker >= recommended) {
    out.problem(
      'psu-headroom',
      slots,
      `The ${psu.name} gives ${watts} W; the ${gpu.name}’s maker recommends at least ${maker} W (this build is estimated at ${estimate} W).`,
      { variant: 'maker', psu: psu.name, watts, gpu: gpu.name, maker, estimate },
      'warning',
    );
    return;
  }
  out.problem(
    'psu-headroom',
    slots,
    `The ${psu.name} gives ${watts} W, less than 25% headroom over the estimated ${estimate} W; ${recommended} W or more is safer.`,
    { variant: 'headroom', psu: psu.name, watts, estimate, recommended },
    'warning',
  );
}

/**
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function graphicsForProcessorWithoutIgpu(parts, out) {
  const cpu = parts.cpu;
  if (!cpu || parts['graphics-card']) return;
  if (specOf(cpu, 'integratedGraphics') !== false) return;
  out.problem(
    'graphics-needed',
    ['cpu', 'graphics-card'],
    `The ${cpu.name} has no integrated graphics: add a graphics card, or the PC cannot show a picture.`,
    { cpu: cpu.name },
  );
}

/**
 * A board made before a processor series may need a BIOS update to start with it.
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function biosNote(parts, out) {
  const { cpu, motherboard } = parts;
  const series = specText(cpu, 'series');
  const boardSeries = specOf(motherboard, 'biosUpdateFor');
  if (!cpu || !motherboard || !series || !Array.isArray(boardSeries)) return;
  if (!boardSeries.includes(series)) return;
  out.note(
    'bios-update',
    ['motherboard', 'cpu'],
    `The ${motherboard.name} may need a BIOS update before it starts with a ${series} processor such as the ${cpu.name}. Ask us to update it, or use the board’s BIOS flashback.`,
    { board: motherboard.name, series, cpu: cpu.name },
  );
}

/**
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function upsCoversLoad(parts, out) {
  const { ups } = parts;
  const capacity = specNumber(ups, 'capacityWatts');
  const load = outletWatts(parts);
  if (!ups || capacity === undefined || load === 0 || capacity >= load) return;
  const withPeripherals = Boolean(parts.monitor || parts.speaker);
  out.note(
    'ups-capacity',
    ['ups'],
    `The ${ups.name} delivers about ${capacity} W, less than the ${load} W this PC${withPeripherals ? ' with its monitor and speakers' : ''} may draw, so it may not carry the full load through a power cut.`,
    { variant: withPeripherals ? 'with-peripherals' : 'pc', ups: ups.name, capacity, load },
  );
}

/**
 * The processor and graphics card figures the estimate needs.
 * @param {RuleParts} parts
 * @param {Findings} out
 */
function wattageFigures(parts, out) {
  const check = 'its power draw is not in the wattage estimate';
  if (parts.cpu && specNumber(parts.cpu, 'tdpWatts') === undefined) {
    out.note(
      'not-checked',
      ['cpu'],
      `Not checked: the ${parts.cpu.name} lists no TDP, so ${check}.`,
      { variant: 'tdp', part: parts.cpu.name },
    );
  }
  const gpu = parts['graphics-card'];
  if (gpu && specNumber(gpu, 'boardPowerWatts') === undefined) {
    out.note(
      'not-checked',
      ['graphics-card'],
      `Not checked: the ${gpu.name} lists no board power, so ${check}.`,
      { variant: 'board-power', part: gpu.name },
    );
  }
}

/**
 * The parts that sit in their own slot's category; the others are 'wrong-slot' Problems
 * and left out of every other rule.
 * @param {RuleParts} parts
 * @param {Findings} out
 * @returns {RuleParts}
 */
function partsInTheirSlots(parts, out) {
  /** @type {RuleParts} */
  const fitting = {};
  for (const slotId of BUILDER_SLOT_IDS) {
    const part = parts[slotId];
    if (!part) continue;
    const slot = /** @type {NonNullable<ReturnType<typeof builderSlot>>} */ (builderSlot(slotId));
    if (part.builderCategory === slot.category) {
      fitting[slotId] = part;
      continue;
    }
    const kind = part.builderCategory ? slotOfCategory(part.builderCategory) : undefined;
    out.problem(
      'wrong-slot',
      [slotId],
      `The ${part.name} is ${kind ? `a ${kind.name.toLowerCase()}` : 'not a PC Builder part'}, not a part for the ${slot.name} slot.`,
      kind
        ? { part: part.name, kind: kind.id, slot: slotId }
        : { variant: 'not-builder', part: part.name, slot: slotId },
    );
  }
  return fitting;
}

/**
 * Every Problem and note of a build, Errors first, with its wattage and recommended supply.
 * @param {RuleParts} chosen
 * @param {CheckOptions} [options]
 * @returns {CheckResult}
 */
function checkBuild(chosen, options = {}) {
  const out = new Findings();
  const parts = partsInTheirSlots(chosen, out);
  const wattage = options.wattage ?? estimateWattage(parts).total;
  const recommended = recommendedPsuWatts(wattage, parts['graphics-card']);
  for (const rule of PAIR_RULES) applyPairRule(rule, parts, out);
  m2DrivesFitBoard(parts, out);
  gpuPowerConnectors(parts, out);
  powerSupplyCoversBuild(parts, wattage, recommended, out);
  graphicsForProcessorWithoutIgpu(parts, out);
  wattageFigures(parts, out);
  biosNote(parts, out);
  upsCoversLoad(parts, out);
  const problems = [
    ...out.problems.filter((problem) => problem.severity === 'error'),
    ...out.problems.filter((problem) => problem.severity === 'warning'),
  ];
  return { problems, notes: out.notes, wattage, recommendedPsuWatts: recommended };
}

/**
 * @typedef {object} CandidateFit
 * @property {boolean} fits No Error involves the candidate.
 * @property {Problem[]} errors Why it does not fit.
 * @property {Problem[]} warnings It fits, at a risk (too little power headroom).
 */

/**
 * How a candidate for `slot` fits next to the other chosen parts. A missing graphics
 * card is the build's gap, not the candidate's fault. `load`, when given, is the draw of
 * the other parts instead of their estimate.
 * @param {RuleParts} others
 * @param {BuilderSlotId} slot
 * @param {RulePart} part
 * @param {{ load?: number | undefined }} [options]
 * @returns {CandidateFit}
 */
function candidateFit(others, slot, part, options = {}) {
  const parts = { ...others, [slot]: part };
  const wattage = options.load === undefined ? undefined : options.load + drawOf(slot, part);
  const { problems } = checkBuild(parts, wattage === undefined ? {} : { wattage });
  const mine = problems.filter(
    (problem) => problem.slots.includes(slot) && problem.code !== 'graphics-needed',
  );
  const errors = mine.filter((problem) => problem.severity === 'error');
  return {
    fits: errors.length === 0,
    errors,
    warnings: mine.filter((problem) => problem.severity === 'warning'),
  };
}

module.exports = {
  PAIR_RULES,
  RULE_CODES,
  checkBuild,
  candidateFit,
};
