import type { BuilderSlot, BuilderSlotId } from '@shop/shared';

type SlotInfo = Omit<BuilderSlot, 'selectedProduct'>;

// The 16 slots of spec §3; the first 7 are the core group.
export const SLOTS: SlotInfo[] = [
  {
    id: 'cpu',
    name: 'Processor',
    icon: 'cpu',
    description: 'The brain of your PC',
    isRequired: true,
  },
  {
    id: 'cpu-cooler',
    name: 'CPU Cooler',
    icon: 'fan',
    description: 'Keeps the processor cool',
    isRequired: false,
  },
  {
    id: 'motherboard',
    name: 'Motherboard',
    icon: 'board',
    description: 'Connects every part',
    isRequired: true,
  },
  { id: 'ram', name: 'RAM', icon: 'memory', description: 'Working memory', isRequired: true },
  {
    id: 'storage',
    name: 'Storage',
    icon: 'drive',
    description: 'SSD or hard drive',
    isRequired: true,
  },
  {
    id: 'graphics-card',
    name: 'Graphics Card',
    icon: 'gpu',
    description: 'For games and creative work',
    isRequired: false,
  },
  {
    id: 'power-supply',
    name: 'Power Supply',
    icon: 'power',
    description: 'Powers every part',
    isRequired: true,
  },
  {
    id: 'casing',
    name: 'Casing',
    icon: 'case',
    description: 'Houses your build',
    isRequired: true,
  },
  {
    id: 'monitor',
    name: 'Monitor',
    icon: 'monitor',
    description: 'Your display',
    isRequired: false,
  },
  {
    id: 'keyboard',
    name: 'Keyboard',
    icon: 'keyboard',
    description: 'Type and play',
    isRequired: false,
  },
  { id: 'mouse', name: 'Mouse', icon: 'mouse', description: 'Point and click', isRequired: false },
  {
    id: 'speaker',
    name: 'Speaker',
    icon: 'speaker',
    description: 'Room-filling sound',
    isRequired: false,
  },
  {
    id: 'headphone',
    name: 'Headphone',
    icon: 'headphone',
    description: 'Personal sound',
    isRequired: false,
  },
  {
    id: 'wifi-adapter',
    name: 'WiFi Adapter',
    icon: 'wifi',
    description: 'Wireless networking',
    isRequired: false,
  },
  {
    id: 'anti-virus',
    name: 'Anti Virus',
    icon: 'shield',
    description: 'Protection software',
    isRequired: false,
  },
  {
    id: 'ups',
    name: 'UPS',
    icon: 'battery',
    description: 'Backup power for load-shedding',
    isRequired: false,
  },
];

export const CORE_SLOT_COUNT = 7;

export function slotInfo(id: string): SlotInfo | undefined {
  return SLOTS.find((slot) => slot.id === (id as BuilderSlotId));
}
