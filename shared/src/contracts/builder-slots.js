'use strict';

// The PC Builder's 16 slots and the catalog category each one draws its parts from: the
// one table the builder, the selection page and the API all read. Plain CommonJS, because
// the API is compiled file by file and run by Node without a bundler, while the remotes are
// bundled; this is the one form both load as it is. Its types come from the JSDoc below
// (allowJs and checkJs in the root tsconfig), so the ids are written here only.

/** id, name, icon, description, isRequired, group ('core': the first 7), catalog category */
const SLOT_ROWS = /** @type {const} */ ([
  ['cpu', 'Processor', 'cpu', 'The brain of your PC', true, 'core', 'processor'],
  ['cpu-cooler', 'CPU Cooler', 'fan', 'Keeps the processor cool', false, 'core', 'cooling'],
  ['motherboard', 'Motherboard', 'board', 'Connects every part', true, 'core', 'motherboard'],
  ['ram', 'RAM', 'memory', 'Working memory', true, 'core', 'ram'],
  ['storage', 'Storage', 'drive', 'SSD or hard drive', true, 'core', 'storage'],
  [
    'graphics-card',
    'Graphics Card',
    'gpu',
    'For games and creative work',
    false,
    'core',
    'graphics-card',
  ],
  ['power-supply', 'Power Supply', 'power', 'Powers every part', true, 'core', 'power-supply'],
  ['casing', 'Casing', 'case', 'Houses your build', true, 'more', 'case'],
  ['monitor', 'Monitor', 'monitor', 'Your display', false, 'more', 'monitor'],
  ['keyboard', 'Keyboard', 'keyboard', 'Type and play', false, 'more', 'keyboard'],
  ['mouse', 'Mouse', 'mouse', 'Point and click', false, 'more', 'mouse'],
  ['speaker', 'Speaker', 'speaker', 'Room-filling sound', false, 'more', 'speaker'],
  ['headphone', 'Headphone', 'headphone', 'Personal sound', false, 'more', 'headphone'],
  ['wifi-adapter', 'WiFi Adapter', 'wifi', 'Wireless networking', false, 'more', 'wifi-adapter'],
  ['anti-virus', 'Anti Virus', 'shield', 'Protection software', false, 'more', 'anti-virus'],
  ['ups', 'UPS', 'battery', 'Backup power for load-shedding', false, 'more', 'ups'],
]);

/**
 * @typedef {(typeof SLOT_ROWS)[number]} SlotRow
 * @typedef {SlotRow[0]} BuilderSlotId
 * @typedef {SlotRow[6]} BuilderCategory The catalog's `builderCategory` of the parts a slot offers.
 * @typedef {SlotRow[5]} BuilderSlotGroup 'core': the first 7 slots; 'more': peripherals and others.
 * @typedef {object} BuilderSlotContract
 * @property {BuilderSlotId} id
 * @property {string} name
 * @property {string} icon
 * @property {string} description
 * @property {boolean} isRequired
 * @property {BuilderSlotGroup} group
 * @property {BuilderCategory} category
 */

/** @type {readonly Readonly<BuilderSlotContract>[]} The 16 slots, in the order the builder shows them. */
const BUILDER_SLOTS = Object.freeze(
  SLOT_ROWS.map(([id, name, icon, description, isRequired, group, category]) =>
    Object.freeze({ id, name, icon, description, isRequired, group, category }),
  ),
);

/** @type {readonly BuilderSlotId[]} */
const BUILDER_SLOT_IDS = Object.freeze(BUILDER_SLOTS.map((slot) => slot.id));
/** @type {readonly BuilderCategory[]} One per slot, in slot order. */
const BUILDER_CATEGORIES = Object.freeze(BUILDER_SLOTS.map((slot) => slot.category));

/**
 * @param {unknown} value
 * @returns {value is BuilderSlotId}
 */
function isBuilderSlotId(value) {
  return BUILDER_SLOT_IDS.some((id) => id === value);
}

/**
 * @param {string} id
 * @returns {Readonly<BuilderSlotContract> | undefined}
 */
function builderSlot(id) {
  return BUILDER_SLOTS.find((slot) => slot.id === id);
}

/**
 * @param {string} category
 * @returns {Readonly<BuilderSlotContract> | undefined}
 */
function slotOfCategory(category) {
  return BUILDER_SLOTS.find((slot) => slot.category === category);
}

module.exports = {
  BUILDER_SLOTS,
  BUILDER_SLOT_IDS,
  BUILDER_CATEGORIES,
  isBuilderSlotId,
  builderSlot,
  slotOfCategory,
};
