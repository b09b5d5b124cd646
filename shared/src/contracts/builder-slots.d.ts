// Types of builder-slots.js (the data lives there, once).

export type BuilderSlotId =
  | 'cpu'
  | 'cpu-cooler'
  | 'motherboard'
  | 'ram'
  | 'storage'
  | 'graphics-card'
  | 'power-supply'
  | 'casing'
  | 'monitor'
  | 'keyboard'
  | 'mouse'
  | 'speaker'
  | 'headphone'
  | 'wifi-adapter'
  | 'anti-virus'
  | 'ups';

/** The catalog's `builderCategory` of the parts a slot offers. */
export type BuilderCategory =
  | 'processor'
  | 'cooling'
  | 'motherboard'
  | 'ram'
  | 'storage'
  | 'graphics-card'
  | 'power-supply'
  | 'case'
  | 'monitor'
  | 'keyboard'
  | 'mouse'
  | 'speaker'
  | 'headphone'
  | 'wifi-adapter'
  | 'anti-virus'
  | 'ups';

/** 'core': the first 7 slots; 'more': peripherals and others. */
export type BuilderSlotGroup = 'core' | 'more';

export interface BuilderSlotContract {
  readonly id: BuilderSlotId;
  readonly name: string;
  readonly icon: string;
  readonly description: string;
  readonly isRequired: boolean;
  readonly group: BuilderSlotGroup;
  readonly category: BuilderCategory;
}

/** The 16 slots of the PC Builder, in the order the builder shows them. */
export declare const BUILDER_SLOTS: readonly BuilderSlotContract[];
export declare const BUILDER_SLOT_IDS: readonly BuilderSlotId[];
/** One per slot, in slot order. */
export declare const BUILDER_CATEGORIES: readonly BuilderCategory[];
export declare function isBuilderSlotId(value: unknown): value is BuilderSlotId;
export declare function builderSlot(id: string): BuilderSlotContract | undefined;
export declare function slotOfCategory(category: string): BuilderSlotContract | undefined;
