import {
  BUILDER_CATEGORIES,
  BUILDER_SLOTS,
  BUILDER_SLOT_IDS,
  builderSlot,
  isBuilderSlotId,
  slotOfCategory,
} from './builder-slots';

test('the 16 slots of the spec, the first 7 core, the required ones starred', () => {
  expect(BUILDER_SLOT_IDS).toEqual([
    'cpu',
    'cpu-cooler',
    'motherboard',
    'ram',
    'storage',
    'graphics-card',
    'power-supply',
    'casing',
    'monitor',
    'keyboard',
    'mouse',
    'speaker',
    'headphone',
    'wifi-adapter',
    'anti-virus',
    'ups',
  ]);
  expect(BUILDER_SLOTS.filter((slot) => slot.group === 'core').map((slot) => slot.id)).toEqual(
    BUILDER_SLOT_IDS.slice(0, 7),
  );
  expect(BUILDER_SLOTS.filter((slot) => slot.isRequired).map((slot) => slot.id)).toEqual([
    'cpu',
    'motherboard',
    'ram',
    'storage',
    'power-supply',
    'casing',
  ]);
});

test('every slot draws from one catalog category, and the renamed ones map across', () => {
  expect(new Set(BUILDER_CATEGORIES).size).toBe(16);
  expect(builderSlot('cpu')?.category).toBe('processor');
  expect(builderSlot('casing')?.category).toBe('case');
  expect(builderSlot('cpu-cooler')?.category).toBe('cooling');
  expect(slotOfCategory('case')?.id).toBe('casing');
  expect(isBuilderSlotId('ups')).toBe(true);
  expect(isBuilderSlotId('processor')).toBe(false);
  expect(Object.isFrozen(BUILDER_SLOTS[0])).toBe(true);
});
