'use strict';

// The PC Builder's 16 slots and the catalog category each one draws its parts from: the
// one table the builder, the selection page and the API all read. Plain CommonJS with a
// declaration file beside it, because the API is compiled by tsc and run by Node without
// a bundler, while the remotes are bundled; this is the one form both load as it is.

const BUILDER_SLOTS = Object.freeze(
  [
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
  ].map(([id, name, icon, description, isRequired, group, category]) =>
    Object.freeze({ id, name, icon, description, isRequired, group, category }),
  ),
);

const BUILDER_SLOT_IDS = Object.freeze(BUILDER_SLOTS.map((slot) => slot.id));
const BUILDER_CATEGORIES = Object.freeze(BUILDER_SLOTS.map((slot) => slot.category));

function isBuilderSlotId(value) {
  return typeof value === 'string' && BUILDER_SLOT_IDS.includes(value);
}

function builderSlot(id) {
  return BUILDER_SLOTS.find((slot) => slot.id === id);
}

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
